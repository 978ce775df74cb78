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

/** The latest entries whose URL could not be written, with where and why: nothing is only logged. */
export const AliasFailures = ({ failures }: { failures: AliasFailure[] }) => {
  const { formatMessage, formatDate } = useIntl();
  if (failures.length === 0) return null;
  return (
    <Flex direction="column" alignItems="start" gap={1} aria-label={formatMessage({ id: getTrad('urls.failures.title'), defaultMessage: 'Recent failures' })}>
      <Typography variant="sigma" textColor="danger600">
        {formatMessage({ id: getTrad('urls.failures.title'), defaultMessage: 'Recent failures' })}
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
