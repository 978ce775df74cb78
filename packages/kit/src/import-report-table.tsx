import { Table, Tbody, Td, Th, Thead, Tr, Typography } from '@strapi/design-system';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/** The fields every line of an import's report has. */
interface ReportLine {
  line: number;
  action: string;
}

/** One column of an import's report: the line's field it shows, its header already translated. */
export interface ReportColumn<L extends ReportLine> {
  key: keyof L & string;
  label: string;
  /** Paths, URLs and reasons may wrap, so that a report fits a dialog and a reason is read whole. */
  wraps?: boolean;
}

// The design system's tables keep every cell on one line.
const WrappingTd = styled(Td)`
  white-space: normal;
  overflow-wrap: anywhere;
  min-width: 12rem;
`;

/**
 * What an import (of paths, of redirects) does or did with each line of its file, one row per
 * line. The `action` column says it in words (`actionLabel`), in bold, in red for a refused line.
 */
export const ImportReportTable = <L extends ReportLine>({
  columns,
  lines,
  actionLabel,
}: {
  columns: Array<ReportColumn<L>>;
  lines: L[];
  actionLabel(action: L['action']): string;
}) => (
  <Table colCount={columns.length} rowCount={lines.length + 1}>
    <Thead>
      <Tr>
        {columns.map((column) => (
          <Th key={column.key}>
            <Typography variant="sigma">{column.label}</Typography>
          </Th>
        ))}
      </Tr>
    </Thead>
    <Tbody>
      {lines.map((line) => (
        <Tr key={line.line}>
          {columns.map(({ key, wraps }) => {
            const Cell = wraps ? WrappingTd : Td;
            return (
              <Cell key={key}>
                {key === 'action' ? (
                  <Typography fontWeight="bold" textColor={line.action === 'refuse' ? 'danger600' : undefined}>
                    {actionLabel(line.action)}
                  </Typography>
                ) : (
                  <Typography>{(line[key] as ReactNode) ?? ''}</Typography>
                )}
              </Cell>
            );
          })}
        </Tr>
      ))}
    </Tbody>
  </Table>
);
