import { Button, Checkbox, DateTimePicker, Field, Flex, Modal, SingleSelect, SingleSelectOption, TextInput } from '@strapi/design-system';
import { useNotification } from '@strapi/strapi/admin';
import * as React from 'react';
import { useIntl } from 'react-intl';
import {
  GONE_CODES,
  QUERY_POLICIES,
  STATUS_CODES,
  type AdminRedirect,
  type QueryPolicy,
  type RedirectErrorField,
  type RedirectFields,
  type RedirectSchedule,
  type SaveRedirect,
  type StatusCode,
} from '../../../shared/contracts/redirects';
import { fieldErrorOf } from '../api/errors';
import { useCreateRedirectMutation, useUpdateRedirectMutation } from '../api/redirects-api';
import { useNotifyError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';
import { LocaleField } from './LocaleField';
import { TargetSuggestions } from './TargetSuggestions';

interface RedirectModalProps {
  /** The redirect to edit; none to create one. */
  redirect?: AdminRedirect;
  /** Whether a new redirect may be published at once. */
  canPublish: boolean;
  /** A new redirect's starting values (the 404 inbox's path). */
  initial?: Partial<RedirectFields>;
  /** Targets offered as one-click choices for To (the live paths closest to From). */
  suggestions?: string[];
  /** Called on cancel and after a save (the saved redirect's views refresh through the store's tags). */
  onClose: () => void;
}

type FieldErrors = Partial<Record<RedirectErrorField, string>>;

type FormValues = RedirectFields & RedirectSchedule;

const dateOf = (moment: string | null): Date | null => (moment === null ? null : new Date(moment));

/**
 * Creates or edits a redirect. The server checks the rules (format, duplicate `from`, live path,
 * loop) and names the field it refuses; its message is shown under that field.
 */
export const RedirectModal = ({ redirect, canPublish, initial, suggestions = [], onClose }: RedirectModalProps) => {
  const { formatMessage } = useIntl();
  const { toggleNotification } = useNotification();
  const notifyError = useNotifyError();
  const [createRedirect] = useCreateRedirectMutation();
  const [updateRedirect] = useUpdateRedirectMutation();
  const [values, setValues] = React.useState<FormValues>(
    redirect
      ? {
          from: redirect.from,
          to: redirect.to,
          status_code: redirect.status_code,
          locale: redirect.locale,
          query: redirect.query ?? 'pass',
          activeFrom: redirect.activeFrom,
          activeUntil: redirect.activeUntil,
        }
      : { from: '', to: '', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null, ...initial }
  );
  // Front-ends see only published redirects, so a new one is published unless the user unticks it
  // (or may not publish); the list shows its state either way.
  const [publish, setPublish] = React.useState(canPublish);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const [isSaving, setIsSaving] = React.useState(false);

  // A gone path (410, 451) leads nowhere: it has no target to ask for.
  const gone = (GONE_CODES as ReadonlyArray<number>).includes(values.status_code);

  const change = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  /**
   * One toast for the save: a second one (the "points at ... directly" notice) would be stacked
   * under it, out of sight, so the notice is the message of the same toast.
   */
  const notifySaved = ({ meta }: SaveRedirect.Response) => {
    const saved = formatMessage({ id: getTrad('form.saved'), defaultMessage: 'Redirect saved' });
    if (!meta.flattened) {
      toggleNotification({ type: 'success', message: saved });
      return;
    }
    toggleNotification({
      type: 'success',
      title: saved,
      message: formatMessage(
        {
          id: getTrad('form.flattened'),
          defaultMessage: '{requested} already redirects to {to}: this redirect now points at {to} directly.',
        },
        meta.flattened
      ),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    const data = gone ? { ...values, to: null } : values;
    try {
      const saved = redirect
        ? await updateRedirect({ documentId: redirect.documentId, data }).unwrap()
        : await createRedirect({ data, publish }).unwrap();
      notifySaved(saved);
      onClose();
    } catch (error) {
      const refused = fieldErrorOf(error);
      if (refused) setErrors({ [refused.field]: refused.message });
      else notifyError(error);
    } finally {
      setIsSaving(false);
    }
  };

  const title = redirect
    ? formatMessage({ id: getTrad('form.title.edit'), defaultMessage: 'Edit redirect' })
    : formatMessage({ id: getTrad('form.title.create'), defaultMessage: 'Create a redirect' });

  return (
    <Modal.Root open onOpenChange={(open) => !open && onClose()}>
      <Modal.Content>
        <form onSubmit={submit} noValidate>
          <Modal.Header>
            <Modal.Title>{title}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Flex direction="column" alignItems="stretch" gap={4}>
              <Field.Root
                name="from"
                error={errors.from}
                required
                hint={formatMessage({ id: getTrad('form.from.hint'), defaultMessage: 'A path on this site, such as /old-page' })}
              >
                <Field.Label>{formatMessage({ id: getTrad('field.from'), defaultMessage: 'From' })}</Field.Label>
                <TextInput value={values.from} onChange={(e: React.ChangeEvent<HTMLInputElement>) => change('from', e.target.value)} />
                <Field.Error />
                <Field.Hint />
              </Field.Root>
              {!gone && (
                <Field.Root
                  name="to"
                  error={errors.to}
                  required
                  hint={formatMessage({
                    id: getTrad('form.to.hint'),
                    defaultMessage: 'A path on this site or an absolute http(s) URL',
                  })}
                >
                  <Field.Label>{formatMessage({ id: getTrad('field.to'), defaultMessage: 'To' })}</Field.Label>
                  <TextInput value={values.to ?? ''} onChange={(e: React.ChangeEvent<HTMLInputElement>) => change('to', e.target.value)} />
                  <Field.Error />
                  <Field.Hint />
                </Field.Root>
              )}
              {!gone && <TargetSuggestions paths={suggestions} onPick={(path) => change('to', path)} />}
              <Field.Root name="status_code" error={errors.status_code} required>
                <Field.Label>{formatMessage({ id: getTrad('field.status_code'), defaultMessage: 'Status code' })}</Field.Label>
                <SingleSelect value={String(values.status_code)} onChange={(value) => change('status_code', Number(value) as StatusCode)}>
                  {STATUS_CODES.map((code) => (
                    <SingleSelectOption key={code} value={String(code)}>
                      {formatMessage({ id: getTrad(`status_code.${code}`), defaultMessage: String(code) })}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
                <Field.Error />
              </Field.Root>
              <LocaleField value={values.locale ?? null} error={errors.locale} onChange={(locale) => change('locale', locale)} />
              <Field.Root
                name="query"
                error={errors.query}
                hint={formatMessage({
                  id: getTrad('form.query.hint'),
                  defaultMessage: 'Exact: From holds the query string to match, such as /page?id=5',
                })}
              >
                <Field.Label>{formatMessage({ id: getTrad('field.query'), defaultMessage: 'Query string' })}</Field.Label>
                <SingleSelect value={values.query ?? 'pass'} onChange={(value) => change('query', String(value) as QueryPolicy)}>
                  {QUERY_POLICIES.map((policy) => (
                    <SingleSelectOption key={policy} value={policy}>
                      {formatMessage({ id: getTrad(`query.${policy}`), defaultMessage: policy })}
                    </SingleSelectOption>
                  ))}
                </SingleSelect>
                <Field.Error />
                <Field.Hint />
              </Field.Root>
              <Flex gap={4} alignItems="flex-start">
                {(['activeFrom', 'activeUntil'] as const).map((key) => (
                  <Field.Root
                    key={key}
                    name={key}
                    error={errors[key]}
                    hint={formatMessage({ id: getTrad(`form.${key}.hint`), defaultMessage: 'Optional; your time zone' })}
                    style={{ flex: 1 }}
                  >
                    <Field.Label>
                      {formatMessage({
                        id: getTrad(`field.${key}`),
                        defaultMessage: key === 'activeFrom' ? 'Active from' : 'Active until',
                      })}
                    </Field.Label>
                    <DateTimePicker
                      value={dateOf(values[key])}
                      onChange={(date) => change(key, date ? date.toISOString() : null)}
                      onClear={() => change(key, null)}
                      clearLabel={formatMessage({ id: getTrad('form.schedule.clear'), defaultMessage: 'Clear' })}
                    />
                    <Field.Error />
                    <Field.Hint />
                  </Field.Root>
                ))}
              </Flex>
              {!redirect && canPublish && (
                <Checkbox checked={publish} onCheckedChange={(checked) => setPublish(checked === true)}>
                  {formatMessage({ id: getTrad('form.publish'), defaultMessage: 'Publish it now' })}
                </Checkbox>
              )}
            </Flex>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{formatMessage({ id: getTrad('action.cancel'), defaultMessage: 'Cancel' })}</Button>
            </Modal.Close>
            <Button type="submit" loading={isSaving}>
              {formatMessage({ id: getTrad('action.save'), defaultMessage: 'Save' })}
            </Button>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
};
