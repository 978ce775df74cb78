import { Box, Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import type { ImportReportLine, RedirectChange, RedirectVersions } from '../../../shared/contracts/redirects';
import { getTrad } from '../utils/get-trad';

/** Where a redirect points, live and as a draft when the draft differs. */
const Target = ({ versions }: { versions: RedirectVersions | null }) => {
  const { formatMessage } = useIntl();
  if (!versions) return <Typography>-</Typography>;
  const { draft, published } = versions;
  const draftLabel = formatMessage({ id: getTrad('import.repoints.draft'), defaultMessage: '(draft)' });
  if (!published) return <Typography>{`${draft.to} ${draftLabel}`}</Typography>;
  return <Typography>{published.to === draft.to ? published.to : `${published.to}; ${draft.to} ${draftLabel}`}</Typography>;
};

/**
 * The redirects an import changes besides its own lines: those that pointed at a path the file
 * redirects, repointed so that no redirect takes two hops. Drafts stay drafts.
 */
export const ImportRepoints = ({ changes, lines }: { changes: RedirectChange[]; lines: ImportReportLine[] }) => {
  const { formatMessage } = useIntl();
  const own = new Set(lines.flatMap((line) => (line.action === 'refuse' || !line.from ? [] : [line.from])));
  const others = changes.filter((change) => !own.has(change.from));
  if (others.length === 0) return null;
  return (
    <Box paddingTop={4}>
      <Typography variant="delta" tag="h3">
        {formatMessage(
          { id: getTrad('import.repoints.title'), defaultMessage: 'Other redirects repointed: {count}' },
          { count: others.length }
        )}
      </Typography>
      <Box paddingTop={2}>
        <Table colCount={3} rowCount={others.length + 1}>
          <Thead>
            <Tr>
              <Th>
                <Typography variant="sigma">{formatMessage({ id: getTrad('field.from'), defaultMessage: 'From' })}</Typography>
              </Th>
              <Th>
                <Typography variant="sigma">
                  {formatMessage({ id: getTrad('import.repoints.before'), defaultMessage: 'Now to' })}
                </Typography>
              </Th>
              <Th>
                <Typography variant="sigma">
                  {formatMessage({ id: getTrad('import.repoints.after'), defaultMessage: 'Then to' })}
                </Typography>
              </Th>
            </Tr>
          </Thead>
          <Tbody>
            {others.map((change) => (
              <Tr key={change.from}>
                <Td>
                  <Typography>{change.from}</Typography>
                </Td>
                <Td>
                  <Target versions={change.before} />
                </Td>
                <Td>
                  <Target versions={change.after} />
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </Box>
    </Box>
  );
};
