import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, readCsvRecords, toCsv } from 'sitetools-kit/csv';
import { csvErrorCases, csvLineCases, parseCsvCases, toCsvCases } from '../cases/redirects-csv';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('parseCsv', () => {
  it.each(titled(parseCsvCases, ({ name }) => name))('%s', (_, { text, expected }) => {
    expect(parseCsv(text)).toStrictEqual(expected);
  });

  it.each(titled(csvErrorCases, ({ name, line }) => `refuses ${name}, naming line ${line}`))('%s', (_, { text, line }) => {
    const error = thrownBy(() => parseCsv(text));
    expect(error).toBeInstanceOf(CsvError);
    expect(error).toMatchObject({ name: 'CsvError', line, message: `line ${line}: a quoted field is never closed (a " is missing)` });
  });

  it('reads 100,000 rows quickly', () => {
    const text = 'from,to,status_code\n' + '/old/page,"/new, page",301\n'.repeat(100_000);
    const started = performance.now();
    expect(parseCsv(text)).toHaveLength(100_001);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('readCsvRecords', () => {
  it.each(titled(csvLineCases, ({ name }) => name))('%s', (_, { text, lines }) => {
    expect(readCsvRecords(text).map(({ line }) => line)).toStrictEqual(lines);
  });
});

describe('toCsv', () => {
  it.each(titled(toCsvCases, ({ name }) => name))('%s', (_, { rows, expected }) => {
    expect(toCsv(rows)).toBe(expected);
  });

  it.each(titled(toCsvCases, ({ name }) => `reads back what it writes: ${name}`))('%s', (_, { rows, readBack }) => {
    expect(parseCsv(toCsv(rows))).toStrictEqual(readBack ?? rows.map((row) => row.map(String)));
  });
});
