import { Field, TextInput } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { PathRefusal } from '../../../../shared/contracts/entry-alias';
import { getTrad } from '../../utils/get-trad';
import type { PathCheck } from './use-path-check';

interface ManualPathFieldProps {
  value: string;
  onChange(value: string): void;
  check: PathCheck;
  /** The message of a refused save, from the Content Manager's form errors. */
  serverError?: string;
  disabled?: boolean;
}

const REASONS: Record<PathRefusal, string> = {
  missing: 'Write a path',
  'not-a-string': 'Write a path',
  relative: 'A path starts with "/"',
  'bad-encoding': 'The path has malformed percent-encoding',
  'control-character': 'The path contains a control character',
  'lone-surrogate': 'The path contains an invalid character (half of a surrogate pair)',
  'query-or-fragment': 'A path has no "?" or "#"',
  'dot-segment': 'A path has no "." or ".." segment',
  'too-long': 'A path has at most 255 characters',
  'off-site': 'A path cannot start with "/\\": browsers read it as a link to another site',
  'blank-segment': 'A path has no segment made only of spaces or text-direction marks',
  taken: 'Another entry already has this path',
};

/** The hand-written path, with the server's verdict as the user types. */
export const ManualPathField = ({ value, onChange, check, serverError, disabled }: ManualPathFieldProps) => {
  const { formatMessage } = useIntl();
  const refusal =
    check && !check.ok ? formatMessage({ id: getTrad(`panel.error.${check.reason}`), defaultMessage: REASONS[check.reason] }) : undefined;
  const hint =
    check?.ok && check.path !== value
      ? formatMessage({ id: getTrad('panel.savedAs'), defaultMessage: 'Saved as {path}' }, { path: check.path })
      : undefined;

  return (
    <Field.Root name="sitetools.path" error={refusal ?? serverError} hint={hint}>
      <Field.Label>{formatMessage({ id: getTrad('panel.path'), defaultMessage: 'URL path' })}</Field.Label>
      <TextInput
        value={value}
        disabled={disabled}
        placeholder="/my/page"
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <Field.Error />
      <Field.Hint />
    </Field.Root>
  );
};
