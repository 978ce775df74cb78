import { Button, Field, Flex, Typography } from '@strapi/design-system';
import { useQueryParams } from '@strapi/strapi/admin';
import { forwardRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LinkTarget, StoredLink } from '../../../../shared/contracts/internal-link';
import { getTrad } from '../../utils/get-trad';
import { describeTarget, LinkSearch } from './LinkSearch';
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

/** The "Internal link" field: shows the stored target, searches entries to link to, clears the link. */
export const InternalLinkInput = forwardRef<HTMLInputElement, InternalLinkInputProps>(function InternalLinkInput(
  { name, label, hint, required, disabled, error, value, onChange },
  ref
) {
  const { formatMessage } = useIntl();
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: string } } }>();
  const locale = query.plugins?.i18n?.locale;
  // The stored target's title and path, found by its documentId.
  const current = useLinkSearch(value?.documentId ?? null, value?.locale ?? locale);
  const shown = value ? current.results?.find((target) => target.documentId === value.documentId) : undefined;

  const choose = (target: LinkTarget) =>
    onChange(name, { contentType: target.contentType, documentId: target.documentId, locale: target.locale || null });

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label>{label}</Field.Label>
      <Flex direction="column" alignItems="stretch" gap={2}>
        {value ? (
          <Flex gap={2} justifyContent="space-between">
            <Typography data-testid="internal-link-current">
              {shown ? describeTarget(shown) : `${value.contentType} · ${value.documentId}`}
            </Typography>
            <Button variant="tertiary" size="S" disabled={disabled} onClick={() => onChange(name, null)}>
              {formatMessage({ id: getTrad('link.clear'), defaultMessage: 'Remove link' })}
            </Button>
          </Flex>
        ) : null}
        <LinkSearch ref={ref} locale={locale} disabled={disabled} onPick={choose} />
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});
