import { expect } from 'vitest';
import type { ApplyRedirectImport, GetRedirectImport, ImportRedirects } from '../../../addons/redirects/shared/contracts/redirects';
import { api, type ApiResponse } from './api';

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

const IMPORT = '/sitetools-addon-redirects/redirects/import';

/**
 * The import job of `url` once it is no longer running, with its whole report (up to 1,000 lines
 * and changes). Given the `id` of a job: null once a later import has replaced it (only the last
 * import's report is kept).
 */
export const finishedImport = async (url: string, token: string, id?: string): Promise<GetRedirectImport.Response['data']> => {
  for (;;) {
    const res = await api(url).get<GetRedirectImport.Response>(`${IMPORT}?pageSize=1000`, { token });
    expect(res.status).toBe(200);
    if (id !== undefined && res.body.data?.id !== id) return null;
    if (res.body.data?.status !== 'running') return res.body.data;
    await new Promise((resume) => setTimeout(resume, 10));
  }
};

/**
 * An import through the admin route: a dry run's answer, or an apply's job (202) followed to its
 * end, its report read back in the dry run's shape. An apply refused (4xx) answers as it was.
 */
export const importRedirects = async (
  url: string,
  token: string,
  body: ImportRedirects.Request
): Promise<ApiResponse<ImportRedirects.Response>> => {
  const res = await api(url).post<ImportRedirects.Response>(IMPORT, body, { token });
  if (body.dryRun || res.status !== 202) return res;
  const job = await finishedImport(url, token, (res.body as unknown as ApplyRedirectImport.Response).data.id);
  expect(job).toMatchObject({ status: 'done' });
  const { format, summary, report } = job as Required<NonNullable<typeof job>>;
  return { ...res, status: 200, body: { dryRun: false, format, summary, lines: report.lines, changes: report.changes } };
};
