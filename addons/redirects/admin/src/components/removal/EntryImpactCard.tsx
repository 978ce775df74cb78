import { Box, Button, Field, Flex, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { EntryImpact } from 'strapi-plugin-sitetools/contracts/removal-impact';
import type { PathImpact } from '../../../../shared/contracts/removals';
import { getTrad } from '../../utils/get-trad';
import { EntryPicker } from './EntryPicker';
import { CHOICE_KINDS, type Choice, type ChoiceKind } from './removal-choice';

interface EntryImpactCardProps {
  entry: EntryImpact;
  /** The addon's facts of the entry's path; undefined when it has none. */
  path: PathImpact | undefined;
  policy: string;
  choice: Choice;
  removing: string[];
  onChoose(choice: Choice): void;
}

const Section = ({ title, items, hidden }: { title: string; items: string[]; hidden: number }) => {
  const { formatMessage } = useIntl();
  if (items.length === 0 && hidden === 0) return null;
  return (
    <Box>
      <Typography variant="sigma">{title}</Typography>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Typography>{item}</Typography>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <Typography textColor="neutral600">
          {formatMessage(
            {
              id: getTrad('removal.hidden'),
              defaultMessage: '{count, plural, one {# more you may not read} other {# more you may not read}}',
            },
            { count: hidden }
          )}
        </Typography>
      ) : null}
    </Box>
  );
};

/** One entry in the removal dialog: what its removal touches, and the editor's choice for its path. */
export const EntryImpactCard = ({ entry, path, policy, choice, removing, onChoose }: EntryImpactCardProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, string | number>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const choiceLabel: Record<ChoiceKind, string> = {
    policy: t('removal.choice.policy', 'Keep the policy ({policy})', { policy }),
    gone: t('removal.choice.gone', '410 Gone'),
    redirect: t('removal.choice.redirect', '301 to an entry'),
    none: t('removal.choice.none', 'Keep: 404, listed in Removed pages'),
  };
  const name = entry.title ?? entry.documentId;
  return (
    <Box padding={4} hasRadius borderColor="neutral200" data-testid={`removal-entry-${entry.documentId}`}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Typography variant="delta" tag="h3">
          {name}
        </Typography>
        <Typography>{entry.path ?? t('removal.noPath', 'No live path: nothing to redirect')}</Typography>
        <Section
          title={t('removal.linksIn', 'Links to it')}
          items={entry.linksIn.data.map((link) => `${link.title ?? link.documentId} (${link.contentTypeName}) · ${link.field}`)}
          hidden={entry.linksIn.hidden}
        />
        <Section
          title={t('removal.redirectsIn', 'Redirects leading to it')}
          items={(path?.redirects ?? []).map((rule) =>
            t('removal.redirect', '{from} ({status}) · {hits} hits', { from: rule.from ?? '—', status: rule.status_code, hits: rule.hits })
          )}
          hidden={0}
        />
        <Section
          title={t('removal.children', 'Child paths that will move')}
          items={entry.children.data.map((child) => child.path)}
          hidden={entry.children.hidden}
        />
        {path && path.notFoundHits > 0 ? (
          <Typography>{t('removal.notFoundHits', '{hits} hits in the 404 inbox', { hits: path.notFoundHits })}</Typography>
        ) : null}
        {entry.path ? (
          <Field.Root name={`choice-${entry.documentId}`}>
            <Field.Label>{t('removal.choice.label', 'What its path becomes')}</Field.Label>
            <SingleSelect value={choice.kind} onChange={(picked: string | number) => onChoose({ kind: String(picked) as ChoiceKind })}>
              {CHOICE_KINDS.map((kind) => (
                <SingleSelectOption key={kind} value={kind}>
                  {choiceLabel[kind]}
                </SingleSelectOption>
              ))}
            </SingleSelect>
          </Field.Root>
        ) : null}
        {choice.kind === 'redirect' ? (
          choice.target ? (
            <Flex gap={2}>
              <Typography>{t('removal.redirectTo', 'Redirects to {path}', { path: choice.target.path ?? '' })}</Typography>
              <Button variant="tertiary" size="S" onClick={() => onChoose({ kind: 'redirect' })}>
                {t('removal.change', 'Change')}
              </Button>
            </Flex>
          ) : (
            <EntryPicker
              locale={entry.locale ?? undefined}
              label={t('removal.target', 'Entry to redirect {name} to', { name })}
              excluded={removing}
              onPick={(target) => onChoose({ kind: 'redirect', target })}
            />
          )
        ) : null}
      </Flex>
    </Box>
  );
};
