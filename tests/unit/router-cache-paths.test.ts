import { describe, expect, it } from 'vitest';
import type { AliasRow } from '../../server/src/services/aliases';
import { cachedPaths } from '../../server/src/services/router/router-cache-paths';

const alias = (id: number, url_path: string, entryDocumentId: string, locale = 'en'): AliasRow =>
  ({ id, url_path, entryDocumentId, locale, contenttype: 'api::page.page', generated: true, live: true }) as AliasRow;

/** A cache of `limit` paths holding each of `entries`: a path, the aliases at it and their entries' aliases. */
const cacheOf = (limit: number, entries: Array<[string, AliasRow[], AliasRow[]]>) => {
  const paths = cachedPaths(() => limit);
  for (const [path, atPath, siblings] of entries) paths.keep(path, { atPath, siblings });
  return paths;
};

const en = alias(1, '/a', 'doc-a');
const fr = alias(2, '/fr/a', 'doc-a', 'fr');
const other = alias(3, '/b', 'doc-b');

describe('the router cache’s paths', () => {
  it.each([
    {
      name: 'an entry cached at one path goes when the entry changes',
      entries: [['/a', [en], [en]]] as Array<[string, AliasRow[], AliasRow[]]>,
      forgetOwner: 'doc-a',
      left: [],
    },
    {
      name: 'an entry cached at two paths (two locales) loses both',
      entries: [
        ['/a', [en], [en, fr]],
        ['/fr/a', [fr], [en, fr]],
        ['/b', [other], [other]],
      ] as Array<[string, AliasRow[], AliasRow[]]>,
      forgetOwner: 'doc-a',
      left: ['/b'],
    },
    {
      name: 'another entry’s change leaves the paths alone',
      entries: [
        ['/a', [en], [en, fr]],
        ['/fr/a', [fr], [en, fr]],
      ] as Array<[string, AliasRow[], AliasRow[]]>,
      forgetOwner: 'doc-b',
      left: ['/a', '/fr/a'],
    },
  ])('$name', ({ entries, forgetOwner, left }) => {
    const paths = cacheOf(10, entries);
    paths.forgetOwner({ contenttype: 'api::page.page', entryDocumentId: forgetOwner });
    expect(['/a', '/fr/a', '/b'].filter((path) => paths.has(path))).toEqual(left);
    expect(paths.size()).toBe(left.length);
  });

  it('forgets one path of an entry and still drops the other when the entry changes', () => {
    const paths = cacheOf(10, [
      ['/a', [en], [en, fr]],
      ['/fr/a', [fr], [en, fr]],
    ]);
    paths.forget('/a');
    expect(paths.has('/fr/a')).toBe(true);
    paths.forgetOwner(en);
    expect(paths.size()).toBe(0);
  });

  it('keeps the same path again without counting it twice, and evicts the least recently used past the bound', () => {
    const paths = cacheOf(2, [
      ['/a', [en], [en]],
      ['/a', [en], [en]],
      ['/b', [other], [other]],
    ]);
    expect(paths.size()).toBe(2);
    expect(paths.use('/a')?.atPath).toEqual([en]);
    paths.keep('/fr/a', { atPath: [fr], siblings: [fr] });
    expect(['/a', '/fr/a', '/b'].filter((path) => paths.has(path))).toEqual(['/a', '/fr/a']);
    const evicted = cacheOf(1, [['/a', [en], [en]]]);
    const first = evicted.get('/a');
    evicted.keep('/b', { atPath: [other], siblings: [other] });
    expect(first?.dropped).toBe(true);
  });
});
