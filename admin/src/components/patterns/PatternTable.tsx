import { Badge, Flex, IconButton, Table, Tbody, Td, Th, Thead, Tr, Typography, VisuallyHidden } from '@strapi/design-system';
import { Pencil, Trash } from '@strapi/icons';
import { useIntl } from 'react-intl';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { StoredUrlPattern, UrlPattern } from '../../../../shared/contracts/url-pattern';
import type { SiteLocale } from '../../api/locales';
import { getTrad } from '../../utils/get-trad';

interface PatternTableProps {
  patterns: UrlPattern[];
  contentTypes: EnabledContentType[];
  locales: SiteLocale[];
  /** Omitted for users who may not manage patterns: no edit or delete buttons. */
  onEdit?(pattern: StoredUrlPattern): void;
  onDelete?(pattern: StoredUrlPattern): void;
}

/** The URL patterns; those from the plugin config are read-only and marked with a badge. */
export const PatternTable = ({ patterns, contentTypes, locales, onEdit, onDelete }: PatternTableProps) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: getTrad(key), defaultMessage }, values);
  const typeName = (uid: string) => contentTypes.find((type) => type.uid === uid)?.displayName ?? uid;
  const localeName = (code: string | null) =>
    code === null ? t('patterns.locale.all', 'All locales') : (locales.find((locale) => locale.code === code)?.name ?? code);

  return (
    <Table colCount={5} rowCount={patterns.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{t('patterns.table.contenttype', 'Content type')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('patterns.table.locale', 'Locale')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('patterns.table.pattern', 'Pattern')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('patterns.table.source', 'Source')}</Typography>
          </Th>
          <Th>
            <VisuallyHidden>{t('patterns.table.actions', 'Actions')}</VisuallyHidden>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {patterns.map((pattern) => {
          const name = typeName(pattern.contenttype);
          return (
            <Tr key={pattern.source === 'database' ? `db-${pattern.id}` : `config-${pattern.contenttype}-${pattern.localeCode}`}>
              <Td>
                <Typography fontWeight="bold">{name}</Typography>
              </Td>
              <Td>
                <Typography>{localeName(pattern.localeCode)}</Typography>
              </Td>
              <Td>
                <Typography tag="code">{pattern.pattern}</Typography>
              </Td>
              <Td>
                {pattern.source === 'config' ? (
                  <Badge>{t('patterns.source.config', 'Config (read-only)')}</Badge>
                ) : (
                  <Typography textColor="neutral600">{t('patterns.source.database', 'Admin')}</Typography>
                )}
              </Td>
              <Td>
                {pattern.source === 'database' && (onEdit || onDelete) && (
                  <Flex gap={1} justifyContent="flex-end">
                    {onEdit && (
                      <IconButton
                        label={t('patterns.table.edit', 'Edit the pattern of {name}', { name })}
                        variant="ghost"
                        onClick={() => onEdit(pattern)}
                      >
                        <Pencil />
                      </IconButton>
                    )}
                    {onDelete && (
                      <IconButton
                        label={t('patterns.table.delete', 'Delete the pattern of {name}', { name })}
                        variant="ghost"
                        onClick={() => onDelete(pattern)}
                      >
                        <Trash />
                      </IconButton>
                    )}
                  </Flex>
                )}
              </Td>
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
};
