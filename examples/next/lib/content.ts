import { cache } from 'react';
import type { LivePath } from 'sitetools-client';
import { sitetools } from './sitetools';

/** What a path leads to, asked once per render: the page and its metadata both need it. */
export const resolvePath = cache((path: string) => sitetools.resolve(path));

/** The first `limit` live paths, for the home page's list. */
export const firstPaths = async (limit: number): Promise<LivePath[]> => {
  const found: LivePath[] = [];
  for await (const livePath of sitetools.paths({ pageSize: limit })) {
    found.push(livePath);
    if (found.length === limit) break;
  }
  return found;
};
