import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import type { GetBulkGeneration } from '../../../shared/contracts/bulk-generation';
import type { BulkJob } from '../../../server/src/services/jobs/jobs';
import { api } from './api';
import { pollUntil } from './poll';

const require = createRequire(import.meta.url);
const { seedPages } = require('../../../bench/seed.cjs') as {
  seedPages(strapi: Core.Strapi, count: number, options: { aliases: boolean }): Promise<SeededPage[]>;
};

export const BULK = '/sitetools/bulk-generation';
export const PAGE_UID = 'api::page.page';
const ALIAS_UID = 'plugin::sitetools.url-alias';

/** A page written straight into the database, and the path bulk generation must give it. */
export interface SeededPage {
  documentId: string;
  path: string;
}

/**
 * Writes `count` published English pages (`Bench <i>`, a draft and a published row each) with
 * bulk statements and no alias: what a site has before bulk generation, thousands in a second.
 */
export const seedPagesWithoutAliases = (strapi: Core.Strapi, count: number): Promise<SeededPage[]> =>
  seedPages(strapi, count, { aliases: false });

/** The same pages with their aliases (live, at their generated paths), as bulk generation leaves them. */
export const seedPagesWithAliases = (strapi: Core.Strapi, count: number): Promise<SeededPage[]> =>
  seedPages(strapi, count, { aliases: true });

/** The job as the progress route shows it (with the owner and heartbeat it stores). */
export const readJob = async (url: string, token: string): Promise<BulkJob | null> => {
  const res = await api(url).get<GetBulkGeneration.Response>(BULK, { token });
  if (res.status !== 200) throw new Error(`GET ${BULK} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as BulkJob | null;
};

/** Polls the progress route every `every` ms until `until` holds; throws after `timeout` ms. */
export const waitForJob = async (
  url: string,
  token: string,
  until: (job: BulkJob | null) => boolean,
  { timeout = 60_000, every = 100 } = {}
): Promise<BulkJob> => (await pollUntil('the bulk job', () => readJob(url, token), until, { timeout, every })) as BulkJob;

/**
 * What is wrong with the aliases of `pages` (an empty list when nothing): each page must have
 * exactly one alias, English, live, at its own path, and both its rows (draft and published)
 * must be linked to that alias exactly once. No other page may hold one of their paths.
 */
export const aliasProblems = async (strapi: Core.Strapi, pages: SeededPage[]): Promise<string[]> => {
  const problems: string[] = [];
  const aliases = (await strapi.db.query(ALIAS_UID).findMany({
    select: ['id', 'url_path', 'locale', 'live', 'entryDocumentId'],
    where: { contenttype: PAGE_UID },
  })) as Array<{ id: number; url_path: string; locale: string; live: boolean; entryDocumentId: string }>;
  const byEntry = new Map<string, typeof aliases>();
  for (const alias of aliases) byEntry.set(alias.entryDocumentId, [...(byEntry.get(alias.entryDocumentId) ?? []), alias]);
  const byPath = new Map<string, number>();
  for (const alias of aliases) byPath.set(`${alias.locale} ${alias.url_path}`, (byPath.get(`${alias.locale} ${alias.url_path}`) ?? 0) + 1);

  const rows = (await strapi.db.query(PAGE_UID).findMany({
    select: ['id', 'documentId'],
    where: { documentId: { $in: pages.map((page) => page.documentId) } },
  })) as Array<{ id: number; documentId: string }>;
  const rowsOf = new Map<string, number[]>();
  for (const row of rows) rowsOf.set(row.documentId, [...(rowsOf.get(row.documentId) ?? []), row.id]);
  const { joinTable } = strapi.db.metadata.get(PAGE_UID as never).attributes.url_alias as unknown as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  const links = (await strapi.db
    .connection(joinTable.name)
    .select({ row: joinTable.joinColumn.name, alias: joinTable.inverseJoinColumn.name })) as Array<{ row: number; alias: number }>;
  const linksOf = new Map<number, number[]>();
  for (const link of links) linksOf.set(Number(link.row), [...(linksOf.get(Number(link.row)) ?? []), Number(link.alias)]);

  for (const page of pages) {
    const own = byEntry.get(page.documentId) ?? [];
    if (own.length !== 1) {
      problems.push(`${page.path}: ${own.length} aliases (${own.map((alias) => `${alias.locale} ${alias.url_path}`).join(', ')})`);
      continue;
    }
    const [alias] = own;
    if (alias.url_path !== page.path || alias.locale !== 'en' || !alias.live) {
      problems.push(`${page.path}: alias ${JSON.stringify(alias)}`);
    }
    if ((byPath.get(`en ${page.path}`) ?? 0) !== 1) problems.push(`${page.path}: held by ${byPath.get(`en ${page.path}`)} aliases`);
    const ids = rowsOf.get(page.documentId) ?? [];
    if (ids.length !== 2) problems.push(`${page.path}: ${ids.length} rows`);
    for (const id of ids) {
      const linked = linksOf.get(id) ?? [];
      if (linked.length !== 1 || linked[0] !== alias.id)
        problems.push(`${page.path}: row ${id} linked to [${linked.join(', ')}], alias is ${alias.id}`);
    }
  }
  return problems;
};
