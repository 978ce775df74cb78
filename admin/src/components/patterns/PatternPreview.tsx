import { Box, Flex, Loader, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { getTrad } from '../../utils/get-trad';
import type { PatternPreviewState } from './use-pattern-preview';

/** What the pattern being edited gives the first entries, and how many paths it would change. */
export const PatternPreview = ({ preview, loading }: PatternPreviewState) => {
  const { formatMessage } = useIntl();
  if (!preview) {
    return loading ? (
      <Loader small>{formatMessage({ id: getTrad('patterns.preview.loading'), defaultMessage: 'Previewing' })}</Loader>
    ) : null;
  }
  return (
    <Box aria-busy={loading} data-testid="pattern-preview">
      <Flex justifyContent="space-between" paddingBottom={2}>
        <Typography variant="sigma" textColor="neutral600">
          {formatMessage({ id: getTrad('patterns.preview.title'), defaultMessage: 'Preview ({locale})' }, { locale: preview.locale })}
        </Typography>
        <Typography variant="pi" textColor={preview.changed > 0 ? 'warning600' : 'neutral600'}>
          {formatMessage(
            {
              id: getTrad('patterns.preview.changed'),
              defaultMessage:
                '{changed, plural, =0 {No existing path would change} one {# of {total} existing paths would change} other {# of {total} existing paths would change}}',
            },
            { changed: preview.changed, total: preview.total }
          )}
        </Typography>
      </Flex>
      {preview.samples.length === 0 ? (
        <Typography textColor="neutral600">
          {formatMessage({ id: getTrad('patterns.preview.empty'), defaultMessage: 'No entries with a path yet in this locale.' })}
        </Typography>
      ) : (
        <Table colCount={2} rowCount={preview.samples.length + 1}>
          <Thead>
            <Tr>
              <Th>
                <Typography variant="sigma">
                  {formatMessage({ id: getTrad('patterns.preview.current'), defaultMessage: 'Current path' })}
                </Typography>
              </Th>
              <Th>
                <Typography variant="sigma">
                  {formatMessage({ id: getTrad('patterns.preview.next'), defaultMessage: 'With this pattern' })}
                </Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {preview.samples.map((sample) => (
              <Tr key={sample.entryDocumentId}>
                <Td>
                  <Typography textColor="neutral600">{sample.current}</Typography>
                </Td>
                <Td>
                  <Typography fontWeight={sample.next === sample.current ? 'regular' : 'bold'}>{sample.next}</Typography>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </Box>
  );
};
