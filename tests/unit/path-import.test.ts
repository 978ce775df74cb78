import { describe, expect, it } from 'vitest';
import { ImportFileError } from 'sitetools-kit/import-records';
import { readPathImportFile } from '../../server/src/domain/path-import-file';
import { checkPathLine } from '../../server/src/domain/path-import-line';
import { acceptedLineCases, pathImportFileCases, refusedLineCases } from '../cases/path-import';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('checkPathLine', () => {
  it.each(titled(acceptedLineCases, ({ name }) => `accepts ${name}`))('%s', (_, { input, expected }) => {
    expect(checkPathLine({ line: 7, ...input })).toStrictEqual({ ok: true, checked: { line: 7, ...expected } });
  });

  it.each(titled(refusedLineCases, ({ name }) => `refuses ${name}`))('%s', (_, { input, reason }) => {
    expect(checkPathLine({ line: 7, ...input })).toStrictEqual({ ok: false, reason });
  });
});

describe('readPathImportFile', () => {
  it.each(titled(pathImportFileCases, ({ name }) => `reads ${name}`))('%s', (_, { format, content, columns, expected }) => {
    expect(readPathImportFile(format, content, columns)).toStrictEqual(expected);
  });

  it('refuses a CSV without the path column, naming the columns it needs', () => {
    const error = thrownBy(() => readPathImportFile('csv', 'contentType,documentId\nx,y'));
    expect(error).toBeInstanceOf(ImportFileError);
    expect((error as Error).message).toBe(
      'the first line must be a header naming the columns contentType and path (documentId and locale are optional), such as "contentType,documentId,locale,path"; it names: contentType,documentId'
    );
  });
});
