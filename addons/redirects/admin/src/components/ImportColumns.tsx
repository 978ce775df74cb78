import { Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { IMPORT_FIELDS, type ImportField } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

export type ImportColumns = Partial<Record<ImportField, string>>;

/** The mapping the server is sent: only the fields given another column name. */
export const mappingOf = (columns: ImportColumns): ImportColumns =>
  Object.fromEntries(Object.entries(columns).filter(([field, column]) => column && column.trim() !== '' && column.trim() !== field));

/**
 * The column of the file that holds each field, for a file exported from another collection
 * (`source` and `destination` for from and to, say); empty keeps the field's own name.
 */
export const ImportColumnsFields = ({ columns, onChange }: { columns: ImportColumns; onChange: (next: ImportColumns) => void }) => {
  const { formatMessage } = useIntl();
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="pi" textColor="neutral600">
        {formatMessage({
          id: getTrad('import.columns.hint'),
          defaultMessage: 'Column names of the file, when they differ (for example source and destination for from and to).',
        })}
      </Typography>
      <Flex gap={2} wrap="wrap">
        {IMPORT_FIELDS.map((field) => (
          <Field.Root key={field} name={`column-${field}`}>
            <Field.Label>{field}</Field.Label>
            <TextInput
              placeholder={field}
              value={columns[field] ?? ''}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...columns, [field]: event.target.value })}
            />
          </Field.Root>
        ))}
      </Flex>
    </Flex>
  );
};
