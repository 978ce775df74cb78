import type { Core } from '@strapi/strapi';
import { containingAnyCase, pathSearch, startingWith } from 'sitetools-kit/path-search';
import { describe, expect, it } from 'vitest';

const on = (client: string) => ({ db: { dialect: { client } } }) as unknown as Core.Strapi;
const sqlite = on('sqlite');

/** Whether `path` is in the SQLite range a prefix gives (UTF-8 byte order, as SQLite's BINARY compares). */
const inRange = (range: Record<string, string>, path: string) => {
  const bytes = (text: string) => Buffer.from(text, 'utf8');
  return Buffer.compare(bytes(path), bytes(range.$gte)) >= 0 && Buffer.compare(bytes(path), bytes(range.$lt)) < 0;
};

describe('startingWith', () => {
  it('is an index range on SQLite, LIKE elsewhere', () => {
    expect(startingWith(sqlite, '/old/')).toEqual({ $gte: '/old/', $lt: '/old0' });
    expect(startingWith(on('postgres'), '/old/')).toEqual({ $startsWith: '/old/' });
    expect(startingWith(on('mysql'), '/old/')).toEqual({ $startsWith: '/old/' });
  });

  it.each([
    [
      '/pages/a',
      ['/pages/a', '/pages/a-propos', '/pages/about', '/pages/a/b'],
      ['/pages/', '/pages/b', '/pages/A', '/en/pages/a', '/pages'],
    ],
    ['/café', ['/café', '/café/menu', '/cafés'], ['/cafe', '/cafê', '/caf']],
    ['/x-', ['/x-1', '/x-', '/x--'], ['/x.', '/x', '/x0']],
  ])('on SQLite, the range of %s holds the paths that start with it and no other', (prefix, inside, outside) => {
    const range = startingWith(sqlite, prefix);
    for (const path of inside) expect(inRange(range, path), path).toBe(true);
    for (const path of outside) expect(inRange(range, path), path).toBe(false);
  });

  it('falls back to LIKE where no successor keeps the byte order', () => {
    expect(startingWith(sqlite, '/\uffff')).toEqual({ $startsWith: '/\uffff' });
    expect(startingWith(sqlite, '/😀')).toEqual({ $startsWith: '/😀' });
  });
});

describe('containingAnyCase and pathSearch', () => {
  it('skips LOWER() on SQLite only, whose LIKE already ignores ASCII case', () => {
    expect(containingAnyCase(sqlite, 'About')).toEqual({ $contains: 'About' });
    expect(containingAnyCase(on('postgres'), 'About')).toEqual({ $containsi: 'About' });
    expect(containingAnyCase(on('mysql'), 'About')).toEqual({ $containsi: 'About' });
  });

  it('searches a prefix for a term that starts with "/", a substring for any other', () => {
    expect(pathSearch(on('postgres'), '/pages')).toEqual({ $startsWith: '/pages' });
    expect(pathSearch(on('postgres'), 'pages')).toEqual({ $containsi: 'pages' });
  });
});
