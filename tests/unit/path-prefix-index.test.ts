import { describe, expect, it } from 'vitest';
import { PathPrefixIndex, prefixesOfPath } from '../../addons/redirects/server/src/domain/path-prefix-index';
import { underPrefix } from '../../addons/redirects/server/src/domain/pattern-view';

const PATHS = ['/', '/a', '/a/b', '/a/b/c', '/a/bc', '/ab', '/a/b//c', '/p?id=5', '/p', '/x/y/z'];

const indexOf = (paths: string[]) => {
  const index = new PathPrefixIndex<string>();
  for (const path of paths) index.add(path, path);
  return index;
};

describe('prefixesOfPath', () => {
  it.each([
    ['/', ['/']],
    ['/a', ['/a', '/']],
    ['/a/b/c', ['/a/b/c', '/a/b', '/a', '/']],
    ['/a/b//c', ['/a/b//c', '/a/b/', '/a/b', '/a', '/']],
  ])('%s', (path, expected) => {
    expect(prefixesOfPath(path)).toEqual(expected);
  });
});

describe('PathPrefixIndex', () => {
  it.each(['/', '/a', '/a/b', '/ab', '/p', '/x', '/none'])('under(%s) holds every path underPrefix keeps', (prefix) => {
    const found = indexOf(PATHS).under(prefix);
    for (const path of PATHS.filter((candidate) => underPrefix(prefix, candidate))) expect(found).toContain(path);
  });

  it.each(PATHS)('over(%s) holds every prefix underPrefix keeps', (path) => {
    const found = indexOf(PATHS).over(path);
    for (const prefix of PATHS.filter((candidate) => underPrefix(candidate, path))) expect(found).toContain(prefix);
  });

  it('forgets a value deleted, and keeps the others filed at or under its path', () => {
    const index = indexOf(PATHS);
    index.add('/a/b', 'second');
    index.delete('/a/b', '/a/b');
    expect(index.under('/a/b').sort()).toEqual(['/a/b/c', '/a/b//c', 'second'].sort());
    index.delete('/a/b', 'second');
    index.delete('/a/b/c', '/a/b/c');
    index.delete('/a/b//c', '/a/b//c');
    expect(index.under('/a/b')).toEqual([]);
    expect(index.under('/a').sort()).toEqual(['/a', '/a/bc']);
    index.delete('/a/b', 'never filed');
    expect(index.over('/a/b/c').sort()).toEqual(['/', '/a']);
  });
});
