/** The model's calls to the booted app: HTTP with checked statuses, the lists and state it reads, the reset. */
import type { AdminRedirect, RedirectFields } from '../../../../addons/redirects/shared/contracts/redirects';
import type { FindUrlAliases, Pagination } from '../../../../shared/contracts/url-alias';
import { adminToken } from '../admin';
import { documents } from '../documents';
import { api, type ApiResponse, type HttpMethod } from '../api';
import { READ_ACTIONS, setPublicPermissions } from '../permissions';
import type { TestApp } from '../strapi';
import { pageTitle, startSequence, type ModelContext } from './context';
import { watchReconciles } from './reconciles';

/** The admin routes of the redirects. */
export const ADMIN = '/sitetools-addon-redirects/redirects';
const PUBLIC = '/api/sitetools/redirects';
const ALIASES = '/api/sitetools/url-alias';
const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const PAGE_UID = 'api::page.page';

interface PublishedRedirect extends RedirectFields {
  documentId: string;
  updatedAt: string;
  publishedAt: string;
}
/** A redirect's latest edit. */
export interface DraftRow extends RedirectFields {
  documentId: string;
}
/** The state between two steps. */
export interface Snapshot {
  /** Every redirect's latest edit, by from: its draft row, read from the database. */
  drafts: DraftRow[];
  /** The public list. */
  published: PublishedRedirect[];
  /** Live path → the documentId of its entry. */
  live: Map<string, string>;
  /** The admin list, read around the steps that compare it. */
  admin?: AdminRedirect[];
}

type Method = HttpMethod;

/**
 * One HTTP call, as the admin unless `anonymous`; a 5xx, or any status not in `expected`, fails
 * the run.
 */
export const send = async <T = unknown>(
  ctx: ModelContext,
  method: Method,
  path: string,
  expected: number[],
  body?: unknown,
  anonymous = false
): Promise<ApiResponse<T>> => {
  const res = await api(ctx.app.url).send<T>(method, path, body, { token: anonymous ? undefined : ctx.admin });
  if (!expected.includes(res.status)) {
    throw new Error(`${method} ${path} answered ${res.status}, expected ${expected.join('/')}: ${JSON.stringify(res.body)}`);
  }
  return res;
};

/** Every page of a paginated list (`{ data, meta: { pagination } }`). */
const readAll = async <T>(ctx: ModelContext, url: (page: number) => string, anonymous = false): Promise<T[]> => {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const res = await send<{ data: T[]; meta: { pagination: Pagination } }>(ctx, 'GET', url(page), [200], undefined, anonymous);
    if (!Array.isArray(res.body?.data) || !res.body.meta?.pagination) {
      throw new Error(`GET ${url(page)} did not answer { data, meta: { pagination } }: ${JSON.stringify(res.body).slice(0, 300)}`);
    }
    rows.push(...res.body.data);
    if (page >= res.body.meta.pagination.pageCount) return rows;
  }
};

/** The admin list of redirects, every page of it. */
export const readAdminList = (ctx: ModelContext) => readAll<AdminRedirect>(ctx, (p) => `${ADMIN}?page=${p}&pageSize=100&sort=from:asc`);

/** The state after a step: live paths are read again only when `live` is not given. */
export const readSnapshot = async (
  ctx: ModelContext,
  { live, admin = false }: { live?: Map<string, string>; admin?: boolean } = {}
): Promise<Snapshot> => {
  const [drafts, published, aliases, adminList] = await Promise.all([
    ctx.app.strapi.db.query(REDIRECT_UID).findMany({
      select: ['documentId', 'from', 'to', 'status_code'],
      where: { publishedAt: null },
      orderBy: { from: 'asc' },
    }) as Promise<DraftRow[]>,
    readAll<PublishedRedirect>(ctx, (p) => `${PUBLIC}?pagination[page]=${p}&pagination[pageSize]=100&sort=from:asc`, true),
    live
      ? undefined
      : readAll<FindUrlAliases.Response['data'][number]>(ctx, (p) => `${ALIASES}?pagination[page]=${p}&pagination[pageSize]=100`, true),
    admin ? readAdminList(ctx) : undefined,
  ]);
  const livePaths = live ?? new Map(aliases?.map((alias) => [alias.url_path as string, alias.entryDocumentId as string]));
  return { drafts, published, live: livePaths, admin: adminList };
};

/** The documentIds of every page in the database. */
const pageIds = async (app: TestApp): Promise<Set<string>> => {
  const rows = (await app.strapi.db.query(PAGE_UID).findMany({ select: ['documentId'] })) as Array<{ documentId: string }>;
  return new Set(rows.map((row) => row.documentId));
};

/** Readies the booted app for the model: public reads of redirects, an admin token, reconciles watched. */
export const connect = async (app: TestApp): Promise<ModelContext> => {
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  const admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const settle = watchReconciles(app);
  const seededPages = await pageIds(app);
  return { app, admin, seededPages, settle, sequence: '', sequences: 0, pages: [] };
};

/** Deletes every redirect and the model's pages, then starts a sequence with pages P0, P1 and P2, published. */
export const reset = async (ctx: ModelContext) => {
  const pageDocuments = documents(ctx.app.strapi, PAGE_UID);
  for (const documentId of await pageIds(ctx.app)) {
    if (!ctx.seededPages.has(documentId)) await pageDocuments.delete({ documentId, locale: '*' });
  }
  await ctx.app.strapi.db.query(REDIRECT_UID).deleteMany({ where: {} });
  startSequence(ctx);
  for (const t of [0, 1, 2]) {
    ctx.pages.push((await pageDocuments.create({ data: { title: pageTitle(ctx, t) }, locale: 'en', status: 'published' })).documentId);
  }
};
