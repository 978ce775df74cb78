import { expect } from 'vitest';
import type { ImportRedirects } from '../../../addons/redirects/shared/contracts/redirects';
import { api } from './api';

/** The addon's export of the published redirects as a file, through its admin route. */
export const exportRedirects = async (url: string, token: string, format: 'csv' | 'json'): Promise<string> =>
  (await api(url).get(`/sitetools-addon-redirects/redirects/export?format=${format}`, { token })).text;

/** Checks that `content`, a file the export wrote, imports back as it is: every line unchanged. */
export const expectImportUnchanged = async (url: string, token: string, format: 'csv' | 'json', content: string) => {
  const dryRun = await api(url).post<ImportRedirects.Response>(
    '/sitetools-addon-redirects/redirects/import',
    { format, content, dryRun: true },
    { token }
  );
  expect(dryRun.status).toBe(200);
  expect(dryRun.body.lines.filter((line) => line.action !== 'unchanged')).toEqual([]);
};
