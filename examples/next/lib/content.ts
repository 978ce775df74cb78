import { draftMode } from 'next/headers';
import { cache } from 'react';
import type { LivePath } from 'sitetools-client';
import { previewClient, sitetools } from './sitetools';

/** Whether this render is a draft-mode preview that can read drafts (`/api/preview` turned it on). */
export const isPreview = cache(async (): Promise<boolean> => previewClient !== null && (await draftMode()).isEnabled);

/**
 * What a path leads to, asked once per render: the page and its metadata both need it. In draft
 * mode, the draft at its path, read with the preview token; else the published entry.
 */
export const resolvePath = cache(async (path: string) =>
  previewClient && (await isPreview()) ? previewClient.resolve(path, { preview: true }) : sitetools.resolve(path)
);

/** The first `limit` live paths, for the home page's list. */
export const firstPaths = async (limit: number): Promise<LivePath[]> => {
  const found: LivePath[] = [];
  for await (const livePath of sitetools.paths({ pageSize: limit })) {
    found.push(livePath);
    if (found.length === limit) break;
  }
  return found;
};
