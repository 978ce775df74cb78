import { Box, Button, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useQueryParams } from '@strapi/strapi/admin';
import { forwardRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LinkTarget, StoredLink } from '../../../../shared/contracts/internal-link';
import { getTrad } from '../../utils/get-trad';
import { useLinkSearch } from './use-link-search';

/** What the Content Manager hands a custom field's input (its form field's state included). */
interface InternalLinkInputProps {
  name: string;
  label?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value?: StoredLink | null;
  onChange(name: string, value: StoredLink | null): void;
}

const describe = (target: LinkTarget) => `${target.title ?? target.documentId} · ${target.contentTypeName} · ${target.path ?? '—'}`;

/** The "Internal link" field: shows the stored target, searches entries to link to, clears the link. */
export const InternalLinkInput = forwardRef<HTMLInputElement, InternalLinkInputProps>(function InternalLinkInput(
  { name, label, hint, required, disabled, error, value, onChange },
  ref
) {
  const { formatMessage } = useIntl();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale;
  const [q, setQ] = useState('');
  // Nothing is searched (nor listed) before the editor types.
  const search = useLinkSearch(q || null, locale);
  // The stored target's title and path, found by its documentId.
  const current = useLinkSearch(value?.documentId ?? null, value?.locale ?? locale);
  const shown = value ? current.results?.find((target) => target.documentId === value.documentId) : undefined;

  const choose = (target: LinkTarget) => {
    onChange(name, { contentType: target.contentType, documentId: target.documentId, locale: target.locale || null });
    setQ('');
  };

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Flex direction="column" alignItems="stretch" gap={2}>
        {value ? (
          <Flex gap={2} justifyContent="space-between">
            <Typography data-testid="internal-link-current">
              {shown ? describe(shown) : `${value.contentType} · ${value.documentId}`}
            </Typography>
            <Button variant="tertiary" size="S" disabled={disabled} onClick={() => onChange(name, null)}>
              {formatMessage({ id: getTrad('link.clear'), defaultMessage: 'Remove link' })}
            </Button>
          </Flex>
        ) : null}
        <TextInput
          ref={ref}
          disabled={disabled}
          value={q}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQ(event.target.value)}
          placeholder={formatMessage({ id: getTrad('link.search'), defaultMessage: 'Search by title or path' })}
          aria-label={formatMessage({ id: getTrad('link.search'), defaultMessage: 'Search by title or path' })}
        />
        {search.failed ? (
          <Typography textColor="danger600">
            {formatMessage({ id: getTrad('link.failed'), defaultMessage: 'The search failed' })}
          </Typography>
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
                  onClick={() => choose(target)}
                >
                  {describe(target)}
                </Button>
              ))
            )}
          </Box>
        ) : null}
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});
