import { describe, expect, it } from 'vitest';
import { exactMatches } from '../../server/src/services/aliases/alias-store-rows';
import { exactMatchCases } from '../cases/alias-exact-match';
import { titled } from './titled';

describe('exactMatches', () => {
  it.each(titled(exactMatchCases, ({ name }) => name))('%s', (_, { asked, returned, kept }) => {
    const rows = returned.map((url_path, id) => ({ id, url_path }));
    const paths = typeof asked === 'string' ? asked : [...asked];
    expect(exactMatches(rows, paths).map((row) => row.url_path)).toEqual(kept);
  });
});
