import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of a reference page, `docs/<name>`. */
export const docsPage = (name: string): string => readFileSync(join(__dirname, '../../docs', name), 'utf8');

/** The rows of the first table under the heading `heading` of `page`, split into cells. */
export const tableUnder = (page: string, heading: string): string[][] => {
  const start = page.split('\n').findIndex((line) => line === heading);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const lines = page.split('\n').slice(start + 1);
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.slice(first).findIndex((line) => !line.startsWith('|'));
  return lines.slice(first + 2, end < 0 ? undefined : first + end).map((line) =>
    line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim())
  );
};
