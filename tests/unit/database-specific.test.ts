import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSiteLine, siteFiles } from '../../scripts/database-sites.mjs';
import { siteLineCases } from '../cases/database-sites';
import { DATABASE_SITES, DATABASE_SPECIFIC_FILES } from '../integration/database-specific';

const INTEGRATION = join(process.cwd(), 'tests', 'integration');

describe('the integration files that run on every database', () => {
  it.each(siteLineCases.map((item) => [item.line, item]))('reads %s', (_, { line, site }) => {
    expect(isSiteLine(line)).toBe(site);
  });

  it('names the files that exercise every source file that reaches the database past the Query Engine', () => {
    const found = siteFiles(process.cwd());
    const named = Object.keys(DATABASE_SITES);
    // Two lists, so that a failure says which file to add, or which entry no longer has a site.
    expect({ unnamed: found.filter((file) => !named.includes(file)), stale: named.filter((file) => !found.includes(file)) }).toEqual({
      unnamed: [],
      stale: [],
    });
  });

  it('runs every file it names for a source file on every database', () => {
    const named = Object.values(DATABASE_SITES).flat();
    expect(named.filter((file) => !(file in DATABASE_SPECIFIC_FILES))).toEqual([]);
  });

  it('names only integration files that exist', () => {
    expect(Object.keys(DATABASE_SPECIFIC_FILES).filter((file) => !existsSync(join(INTEGRATION, file)))).toEqual([]);
  });

  it('runs the tests of several servers on one database there', () => {
    const shared = readdirSync(INTEGRATION)
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) => readFileSync(join(INTEGRATION, file), 'utf8').includes('describeOnSharedDatabase('));
    expect(shared.filter((file) => !(file in DATABASE_SPECIFIC_FILES))).toEqual([]);
  });
});
