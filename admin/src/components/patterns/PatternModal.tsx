import { Button, Field, Flex, Modal, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { StoredUrlPattern, UrlPatternInput } from '../../../../shared/contracts/url-pattern';
import type { SiteLocale } from '../../api/locales';
import { useCreateUrlPatternMutation, useUpdateUrlPatternMutation } from '../../api/patterns-api';
import { getTrad } from '../../utils/get-trad';
import { PatternInput } from './PatternInput';
import { PatternPreview } from './PatternPreview';
import { fieldError, type FieldError } from './server-error';
import { usePatternPreview } from './use-pattern-preview';
import { usePatternTokens } from './use-pattern-tokens';

const ALL_LOCALES = '';

interface PatternModalProps {
  /** The pattern edited, or undefined to create one. */
  editing?: StoredUrlPattern;
  /** The types a pattern can be saved for (those without patterns in the config). */
  contentTypes: EnabledContentType[];
  locales: SiteLocale[];
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a database pattern, with token autocomplete and a live preview. */
export const PatternModal = ({ editing, contentTypes, locales, onClose, onSaved }: PatternModalProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const [create, created] = useCreateUrlPatternMutation();
  const [update, updated] = useUpdateUrlPatternMutation();
  const [input, setInput] = useState<UrlPatternInput>({
    contenttype: editing?.contenttype ?? contentTypes[0]?.uid ?? '',
    localeCode: editing?.localeCode ?? null,
    pattern: editing?.pattern ?? '',
  });
  const [saveError, setSaveError] = useState<FieldError>();
  const tokens = usePatternTokens(input.contenttype);
  const preview = usePatternPreview(input);
  const type = contentTypes.find((candidate) => candidate.uid === input.contenttype);

  const change = (patch: Partial<UrlPatternInput>) => {
    setInput((previous) => ({ ...previous, ...patch }));
    setSaveError(undefined);
  };
  const errorOf = (field: string) =>
    saveError?.field === field ? saveError.message : field === 'pattern' ? preview.error?.message : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const body = { ...input, localeCode: type?.localized ? input.localeCode : null };
      await (editing ? update({ id: editing.id, input: body }) : create(body)).unwrap();
      toggleNotification({
        type: 'success',
        message: formatMessage({ id: getTrad('patterns.saved'), defaultMessage: 'The URL pattern is saved' }),
      });
      onSaved();
    } catch (error) {
      const refused = fieldError(error);
      if (refused.field && ['contenttype', 'localeCode', 'pattern'].includes(refused.field)) setSaveError(refused);
      else toggleNotification({ type: 'danger', message: refused.message });
    }
  };

  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  return (
    <Modal.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <Modal.Content>
        <form onSubmit={submit} noValidate>
          <Modal.Header closeLabel={t('patterns.form.close', 'Close')}>
            <Modal.Title>
              {editing ? t('patterns.form.edit', 'Edit the URL pattern') : t('patterns.form.create', 'Add a URL pattern')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={5}>
              <Field.Root name="contenttype" required error={errorOf('contenttype')}>
                <Field.Label>{t('patterns.form.contenttype', 'Content type')}</Field.Label>
                <SingleSelect
                  value={input.contenttype}
                  onChange={(uid: string | number) => change({ contenttype: String(uid), localeCode: null })}
                >
                  {contentTypes.map((option) => (
                    <SingleSelectOption key={option.uid} value={option.uid}>
                      {option.displayName}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
                <Field.Error />
              </Field.Root>
              {type?.localized && (
                <Field.Root name="localeCode" error={errorOf('localeCode')}>
                  <Field.Label>{t('patterns.form.locale', 'Locale')}</Field.Label>
                  <SingleSelect
                    value={input.localeCode ?? ALL_LOCALES}
                    onChange={(code: string | number) => change({ localeCode: code === ALL_LOCALES ? null : String(code) })}
                  >
                    <SingleSelectOption value={ALL_LOCALES}>{t('patterns.locale.all', 'All locales')}</SingleSelectOption>
                    {locales.map((locale) => (
                      <SingleSelectOption key={locale.code} value={locale.code}>
                        {locale.name}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                  <Field.Error />
                </Field.Root>
              )}
              <PatternInput
                value={input.pattern}
                onChange={(pattern) => change({ pattern })}
                suggestions={tokens}
                error={errorOf('pattern')}
              />
              <PatternPreview {...preview} />
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{t('patterns.form.cancel', 'Cancel')}</Button>
            </Modal.Close>
            <Button type="submit" loading={created.isLoading || updated.isLoading} disabled={!input.contenttype || !input.pattern}>
              {t('patterns.form.save', 'Save')}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
};
