import { Box, Button, Flex, TextInput, Typography } from '@strapi/design-system';
import { useDebounce } from '@strapi/strapi/admin';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { LinkTarget } from 'strapi-plugin-sitetools/contracts/removal-impact';
import { useSearchEntriesQuery } from '../../api/removals-api';
import { getTrad } from '../../utils/get-trad';

// Waits this long after the last keystroke before searching, as the core's link picker does.
const DEBOUNCE_MS = 250;

interface EntryPickerProps {
  locale: string | undefined;
  label: string;
  /** Entries that cannot be the target: those being removed. */
  excluded: string[];
  onPick(target: LinkTarget): void;
}

/**
 * The entry a removed path redirects to, searched by title or path through the core's link
 * picker route (the entries the admin may read, with their live path); only live entries are offered.
 */
export const EntryPicker = ({ locale, label, excluded, onPick }: EntryPickerProps) => {
  const { formatMessage } = useIntl();
  const [q, setQ] = useState('');
  const asked = useDebounce(q, DEBOUNCE_MS);
  const { data, isError } = useSearchEntriesQuery({ q: asked, ...(locale ? { locale } : {}) }, { skip: asked === '' });
  const offered = (data ?? []).filter((target) => target.path !== null && !excluded.includes(target.documentId));
  return (
    <Flex direction="column" alignItems="stretch" gap={1}>
      <TextInput
        value={q}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQ(event.target.value)}
        placeholder={formatMessage({ id: getTrad('removal.search'), defaultMessage: 'Search an entry by title or path' })}
        aria-label={label}
      />
      {isError ? (
        <Typography textColor="danger600">
          {formatMessage({ id: getTrad('removal.searchFailed'), defaultMessage: 'The search failed' })}
        </Typography>
      ) : null}
      {q && asked === q && data ? (
        <Box>
          {offered.length === 0 ? (
            <Typography>{formatMessage({ id: getTrad('removal.noEntry'), defaultMessage: 'No live entry found' })}</Typography>
          ) : (
            offered.map((target) => (
              <Button
                key={`${target.contentType}:${target.documentId}:${target.locale}`}
                variant="ghost"
                onClick={() => {
                  onPick(target);
                  setQ('');
                }}
              >
                {`${target.title ?? target.documentId} · ${target.path}`}
              </Button>
            ))
          )}
        </Box>
      ) : null}
    </Flex>
  );
};
