import { Badge, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { ContentTypeOverview, PatternSource } from '../../../../shared/contracts/config';
import { getTrad } from '../../utils/get-trad';

const SOURCES: Record<PatternSource, string> = {
  config: 'Config',
  database: 'Admin',
  default: 'Default',
};

/** The enabled content types, one row per locale: the pattern in force and the number of paths. */
export const ContentTypesTable = ({ contentTypes }: { contentTypes: ContentTypeOverview[] }) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });
  const rows = contentTypes.flatMap((type) => type.locales.map((row, i) => ({ type, row, first: i === 0 })));

  return (
    <Table colCount={5} rowCount={rows.length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{t('overview.types.contenttype', 'Content type')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.types.locale', 'Locale')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.types.pattern', 'Pattern')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.types.source', 'Pattern from')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.types.aliases', 'Paths')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {rows.map(({ type, row, first }) => (
          <Tr key={`${type.uid}-${row.locale}`}>
            <Td>
              {first && (
                <Typography fontWeight="bold" title={type.uid}>
                  {type.displayName}
                </Typography>
              )}
            </Td>
            <Td>
              <Typography>{type.localized ? row.locale : t('overview.types.notLocalized', 'Not localized')}</Typography>
            </Td>
            <Td>
              <Typography tag="code">{row.pattern}</Typography>
            </Td>
            <Td>
              <Badge>{t(`overview.types.source.${row.source}`, SOURCES[row.source])}</Badge>
            </Td>
            <Td>
              <Typography>{row.aliases}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
