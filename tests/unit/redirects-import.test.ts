import { describe, expect, it } from 'vitest';
import { writeExportFile } from '../../addons/redirects/server/src/domain/export-file';
import { ImportFileError, readImportFile } from '../../addons/redirects/server/src/domain/import-file';
import type { OwnFileFormat as ImportFormat } from '../../addons/redirects/shared/contracts/redirects';
import { validateRedirect } from '../../addons/redirects/server/src/domain/redirect-rules';
import { importFileErrorCases, readImportCases, roundTripCases } from '../cases/redirects-import';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

const FORMATS: ReadonlyArray<ImportFormat> = ['csv', 'json'];

describe('readImportFile', () => {
  it.each(titled(readImportCases, ({ name }) => name))('%s', (_, { format, content, columns, expected }) => {
    expect(readImportFile(format, content, columns)).toStrictEqual(expected);
  });

  it.each(titled(importFileErrorCases, ({ name }) => `refuses ${name} whole`))('%s', (_, { format, content, columns, message }) => {
    const error = thrownBy(() => readImportFile(format, content, columns));
    expect(error).toBeInstanceOf(ImportFileError);
    expect(error).toMatchObject({ name: 'ImportFileError' });
    expect((error as Error).message.startsWith(message)).toBe(true);
  });
});

describe('writeExportFile', () => {
  const redirects = [
    { from: '/a', to: '/b', status_code: 301, locale: null, query: 'pass', activeFrom: null, activeUntil: null },
    { from: '/c,d', to: 'https://example.com/', status_code: 308, locale: 'fr', query: 'pass', activeFrom: null, activeUntil: null },
  ] as const;
  const plain = redirects.map(({ from, to, status_code, locale }) => ({ from, to, status_code, locale }));

  it('writes a CSV with the header from,to,status_code,locale, an empty locale for every locale', () => {
    expect(writeExportFile('csv', redirects)).toBe('from,to,status_code,locale\n/a,/b,301,\n"/c,d",https://example.com/,308,fr\n');
  });

  it('writes a pretty JSON array of from, to, status_code and locale', () => {
    const text = writeExportFile('json', redirects);
    expect(JSON.parse(text)).toStrictEqual(plain);
    expect(text).toBe(`${JSON.stringify(plain, null, 2)}\n`);
  });

  it('writes only from, to, status_code and locale of what it is given', () => {
    const stored = {
      from: '/a',
      to: '/b',
      status_code: 301,
      locale: null,
      query: 'pass',
      activeFrom: null,
      activeUntil: null,
      documentId: 'x',
      publishedAt: null,
    } as const;
    expect(JSON.parse(writeExportFile('json', [stored]))).toStrictEqual([{ from: '/a', to: '/b', status_code: 301, locale: null }]);
  });

  it('writes "%" of a stored path as "%25" so that an import decodes it back', () => {
    expect(
      writeExportFile('csv', [
        {
          from: '/100%',
          to: 'https://example.com/%41',
          status_code: 301,
          locale: null,
          query: 'pass',
          activeFrom: null,
          activeUntil: null,
        },
      ])
    ).toBe('from,to,status_code,locale\n/100%25,https://example.com/%41,301,\n');
  });

  const cases = roundTripCases.flatMap((testCase) => FORMATS.map((format) => ({ ...testCase, format })));
  it.each(titled(cases, ({ name, format }) => `gives back the same redirects through ${format}: ${name}`))(
    '%s',
    (_, { format, redirects: original }) => {
      const lines = readImportFile(format, writeExportFile(format, original));
      const read = lines.map(({ input }) => validateRedirect(input, 301));
      expect(read).toStrictEqual(original);
    }
  );
});
