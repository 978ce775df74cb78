import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import * as React from 'react';
import { useIntl } from 'react-intl';
import { useGetRedirectLocalesQuery } from '../api/redirects-api';
import { useNotifyQueryError } from '../hooks/useNotifyError';
import { getTrad } from '../utils/get-trad';

// The select's value for a redirect that applies in every locale (a select option needs a string).
const EVERY_LOCALE = '';

interface LocaleFieldProps {
  value: string | null;
  error?: string;
  onChange: (locale: string | null) => void;
  /** The hint under the field; a redirect's by default. */
  hint?: string;
}

/** A redirect's locale: every locale, or one of the site's (only requests for it follow the redirect). */
export const LocaleField = ({ value, error, onChange, hint }: LocaleFieldProps) => {
  const { formatMessage } = useIntl();
  const { data: locales, error: loadError } = useGetRedirectLocalesQuery();
  useNotifyQueryError(loadError);
  return (
    <Field.Root
      name="locale"
      error={error}
      hint={
        hint ??
        formatMessage({
          id: getTrad('form.locale.hint'),
          defaultMessage: 'Only requests for this locale follow the redirect, for a path other locales still serve',
        })
      }
    >
      <Field.Label>{formatMessage({ id: getTrad('field.locale'), defaultMessage: 'Locale' })}</Field.Label>
      <SingleSelect value={value ?? EVERY_LOCALE} onChange={(picked) => onChange(String(picked) || null)}>
        <SingleSelectOption value={EVERY_LOCALE}>
          {formatMessage({ id: getTrad('locale.every'), defaultMessage: 'Every locale' })}
        </SingleSelectOption>
        {(locales ?? []).map(({ code, name }) => (
          <SingleSelectOption key={code} value={code}>
            {name}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Error />
      <Field.Hint />
    </Field.Root>
  );
};
