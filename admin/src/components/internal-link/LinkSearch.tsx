import { Box, Button, Flex, TextInput, Typography } from '@strapi/design-system';
import { forwardRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LinkTarget } from '../../../../shared/contracts/internal-link';
import { getTrad } from '../../utils/get-trad';
import { useLinkSearch } from './use-link-search';

/** How a target is named in the pickers: its title (or id), its type and its live path. */
export const describeTarget = (target: LinkTarget) =>
  `${target.title ?? target.documentId} · ${target.contentTypeName} · ${target.path ?? '—'}`;

interface LinkSearchProps {
  /** The locale searched first: the edited entry's. */
  locale: string | undefined;
  /** The search box's accessible name, when the edit view holds both pickers. */
  label?: string;
  disabled?: boolean;
  onPick(target: LinkTarget): void;
}

/**
 * The search both pickers share (the "Internal link" field, the "Link to a page" panel): entries
 * of the types with URLs by title or path, each a button that picks it and clears the search.
 */
export const LinkSearch = forwardRef<HTMLInputElement, LinkSearchProps>(function LinkSearch({ locale, label, disabled, onPick }, ref) {
  const { formatMessage } = useIntl();
  const [q, setQ] = useState('');
  // Nothing is searched (nor listed) before the editor types.
  const search = useLinkSearch(q || null, locale);
  const placeholder = formatMessage({ id: getTrad('link.search'), defaultMessage: 'Search by title or path' });

  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <TextInput
        ref={ref}
        disabled={disabled}
        value={q}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQ(event.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
      />
      {search.failed ? (
        <Typography textColor="danger600">{formatMessage({ id: getTrad('link.failed'), defaultMessage: 'The search failed' })}</Typography>
      ) : null}
      {q && search.results ? (
        <Box>
          {search.results.length === 0 ? (
            <Typography>{formatMessage({ id: getTrad('link.none'), defaultMessage: 'No entry found' })}</Typography>
          ) : (
            search.results.map((target) => (
              <Button
                key={`${target.contentType}:${target.documentId}:${target.locale}`}
                variant="ghost"
                disabled={disabled}
                onClick={() => {
                  onPick(target);
                  setQ('');
                }}
              >
                {describeTarget(target)}
              </Button>
            ))
          )}
        </Box>
      ) : null}
    </Flex>
  );
});
