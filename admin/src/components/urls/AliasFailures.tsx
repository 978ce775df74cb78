import { Flex, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { AliasFailure } from '../../../../shared/contracts/bulk-generation';
import { getTrad } from '../../utils/get-trad';

const SOURCES = {
  job: { id: 'urls.failures.source.job', defaultMessage: 'Bulk generation' },
  save: { id: 'urls.failures.source.save', defaultMessage: 'After a save' },
  cascade: { id: 'urls.failures.source.cascade', defaultMessage: 'Following a parent' },
  redirect: { id: 'urls.failures.source.redirect', defaultMessage: 'Redirect after a move' },
} as const;

// Skips are work a rule left undone on purpose: listed apart, so that they do not read as errors.
const GROUPS = {
  failed: { title: { id: 'urls.failures.title', defaultMessage: 'Recent failures' }, color: 'danger600' },
  skipped: { title: { id: 'urls.failures.skipped.title', defaultMessage: 'Recently skipped on purpose' }, color: 'neutral800' },
} as const;

const AliasFailureGroup = ({ group, failures }: { group: keyof typeof GROUPS; failures: AliasFailure[] }) => {
  const { formatMessage, formatDate } = useIntl();
  if (failures.length === 0) return null;
  const { title, color } = GROUPS[group];
  const label = formatMessage({ id: getTrad(title.id), defaultMessage: title.defaultMessage });
  return (
    <Flex direction="column" alignItems="start" gap={1} aria-label={label}>
      <Typography variant="sigma" textColor={color}>
        {label}
      </Typography>
      {failures.map((failure) => (
        <Typography key={`${failure.at}:${failure.contenttype}:${failure.documentId}`} variant="pi" textColor="neutral600">
          {`${formatDate(failure.at, { dateStyle: 'short', timeStyle: 'medium' })} · ${formatMessage({
            id: getTrad(SOURCES[failure.source].id),
            defaultMessage: SOURCES[failure.source].defaultMessage,
          })} · ${failure.contenttype} ${failure.documentId}: ${failure.reason}`}
        </Typography>
      ))}
    </Flex>
  );
};

/** The latest entries whose URL work failed or was skipped, with where and why: nothing is only logged. */
export const AliasFailures = ({ failures }: { failures: AliasFailure[] }) => (
  <>
    <AliasFailureGroup group="failed" failures={failures.filter((failure) => !failure.skipped)} />
    <AliasFailureGroup group="skipped" failures={failures.filter((failure) => failure.skipped)} />
  </>
);
