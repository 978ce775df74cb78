import type { GetPathImport, ImportPaths, PathImportJob } from '../../../shared/contracts/path-import';
import { api } from './api';
import { pollUntil } from './poll';

export const PATH_IMPORT = '/sitetools/paths/import';

/** The import being applied or the last one, as the progress route shows it. */
export const readImport = async (url: string, token: string): Promise<PathImportJob | null> => {
  const res = await api(url).get<GetPathImport.Response>(PATH_IMPORT, { token });
  if (res.status !== 200) throw new Error(`GET ${PATH_IMPORT} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};

/** Polls the progress route every `every` ms until `until` holds; throws after `timeout` ms. */
export const waitForImport = async (
  url: string,
  token: string,
  until: (job: PathImportJob | null) => boolean = (job) => job?.status !== 'running',
  { timeout = 60_000, every = 50 } = {}
): Promise<PathImportJob> =>
  (await pollUntil('the paths import', () => readImport(url, token), until, { timeout, every })) as PathImportJob;

/** Starts applying a CSV file (202) and resolves with the started job. */
export const startImport = async (url: string, token: string, content: string): Promise<PathImportJob> => {
  const res = await api(url).post<ImportPaths.ApplyResponse>(PATH_IMPORT, { format: 'csv', content, dryRun: false }, { token });
  if (res.status !== 202) throw new Error(`POST ${PATH_IMPORT} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
};
