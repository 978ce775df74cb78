import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { SitetoolsConfig } from '../../../../shared/contracts/config';
import { getTrad } from '../../utils/get-trad';

/** Labels of the known options; an option added later still shows, under its own name. */
const LABELS: Record<string, string> = {
  patterns: 'URL patterns in the config',
  transliterate: 'Transliterate to ASCII',
  separator: 'Word separator',
  maxSegmentLength: 'Longest slug of a field',
  uniquePerLocale: 'Paths unique per locale',
  paths: 'Trailing slash and case',
  frontendUrl: 'Front-end base URL',
  frontendUrls: 'Front-end base URLs per locale',
  routerCache: 'Router cache',
  router: 'Router',
  breadcrumbs: 'Breadcrumbs',
  sitemap: 'Sitemap',
};

const patternLines = (patterns: SitetoolsConfig['patterns']): string[] =>
  Object.entries(patterns).flatMap(([uid, entry]) =>
    typeof entry === 'string' ? [`${uid}: ${entry}`] : Object.entries(entry).map(([locale, pattern]) => `${uid} (${locale}): ${pattern}`)
  );

/** The plugin's configuration as the server uses it, defaults included. */
export const ConfigTable = ({ config }: { config: SitetoolsConfig }) => {
  const { formatMessage } = useIntl();
  const t = (key: string, defaultMessage: string) => formatMessage({ id: getTrad(key), defaultMessage });

  const shown = (key: string, value: unknown): string => {
    if (key === 'patterns') {
      const lines = patternLines(value as SitetoolsConfig['patterns']);
      return lines.length ? lines.join('\n') : t('overview.config.none', 'None');
    }
    if (typeof value === 'boolean') return value ? t('overview.config.yes', 'Yes') : t('overview.config.no', 'No');
    if (value === null || value === undefined) return t('overview.config.unset', 'Not set');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  return (
    <Table colCount={3} rowCount={Object.keys(config).length + 1}>
      <Thead>
        <Tr>
          <Th>
            <Typography variant="sigma">{t('overview.config.option', 'Option')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.config.key', 'Key')}</Typography>
          </Th>
          <Th>
            <Typography variant="sigma">{t('overview.config.value', 'Value')}</Typography>
          </Th>
        </Tr>
      </Thead>
      <Tbody>
        {Object.entries(config).map(([key, value]) => (
          <Tr key={key}>
            <Td>
              <Typography fontWeight="bold">{LABELS[key] ? t(`overview.config.${key}`, LABELS[key]) : key}</Typography>
            </Td>
            <Td>
              <Typography tag="code" textColor="neutral600">
                {key}
              </Typography>
            </Td>
            <Td>
              <Typography style={{ whiteSpace: 'pre-line' }}>{shown(key, value)}</Typography>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
};
