import { SitetoolsError, errorOf } from './errors';
import type { RedirectHitReport } from './hits';
import { notFoundReporter, type NotFoundReport, type NotFoundReporterOptions } from './not-found';
import { toQueryString, type QueryValue } from './query';
import type { FindByPath } from '../../../shared/contracts/router';
import type { UrlAlias } from '../../../shared/contracts/url-alias';
import type { EntryTypes, LivePath, RedirectBloom, RedirectManifest, Route } from './types';

export interface ClientOptions {
  /** The Strapi server, for example `https://cms.example.com`. */
  baseURL: string;
  /** An API token (read-only is enough) or a Users & Permissions JWT. */
  token?: string;
  /** A fetch implementation; the global `fetch` by default. */
  fetch?: typeof fetch;
  /**
   * How `reportNotFound` batches (see `NotFoundReporterOptions`). Reporting needs a token with
   * `plugin::sitetools-addon-redirects.not-found.create`: keep it on the server.
   */
  notFound?: NotFoundReporterOptions;
}

export interface ResolveOptions {
  locale?: string;
  /** As on a native `GET /api/<type>/:documentId`. */
  populate?: QueryValue;
  fields?: QueryValue;
  signal?: AbortSignal;
  /**
   * Ask for the draft (`status=draft`): served only when the client's token holds
   * `plugin::sitetools.router.preview`, else the published version as without it. For a
   * front-end's draft mode; keep such a token on the server.
   */
  preview?: boolean;
  /** `false` asks the server to leave the breadcrumbs out (`breadcrumbs=false`): one query less. */
  breadcrumbs?: boolean;
}

export interface PathsOptions {
  locale?: string;
  contentType?: string;
  /** Paths per request, at most the server's `api.rest.maxLimit` (100 by default). */
  pageSize?: number;
}

/** A conditional manifest read: the manifest with its ETag, or `notModified`. */
export type ManifestResult = { status: 'modified'; manifest: RedirectManifest; etag: string | null } | { status: 'notModified' };

/** A conditional read of the redirects' Bloom filter: the filter with its ETag, or `notModified`. */
export type RedirectBloomResult = { status: 'modified'; bloom: RedirectBloom; etag: string | null } | { status: 'notModified' };

interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** A page of aliases with the fields `paths()` asks for. */
interface AliasPage {
  data: Array<Pick<UrlAlias, 'id' | 'url_path' | 'locale' | 'contenttype' | 'entryDocumentId'>>;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The redirect hint a 404 carries for callers allowed to read redirects; `to` is null for a gone path. */
const redirectHint = (body: unknown): { to: string | null; status_code: number; locale: string | null } | undefined => {
  const redirect = (body as { error?: { details?: { redirect?: unknown } } } | null)?.error?.details?.redirect;
  if (typeof redirect !== 'object' || redirect === null) return undefined;
  const { to, status_code, locale } = redirect as Record<string, unknown>;
  // A server from before redirects had a locale sends none: every locale.
  return (typeof to === 'string' || to === null) && typeof status_code === 'number'
    ? { to, status_code, locale: typeof locale === 'string' ? locale : null }
    : undefined;
};

/**
 * A client of one sitetools server. `M` maps content type uids to entry types, so that a resolved
 * entry's `data` narrows by its `contentType`.
 */
export const createClient = <M extends EntryTypes = EntryTypes>(options: ClientOptions) => {
  const base = trimSlash(options.baseURL);
  const fetchImpl = options.fetch ?? globalThis.fetch;

  /** POSTs JSON to one of the addon's intakes; anything but its 202 is thrown as the server's error. */
  const postIntake = async (path: string, body: unknown): Promise<void> => {
    const headers: Record<string, string> = { accept: 'application/json', 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetchImpl(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 202) {
      const text = await response.text();
      throw errorOf(response.status, text.startsWith('{') ? JSON.parse(text) : null);
    }
  };

  const reporter = notFoundReporter((reports) => postIntake('/api/sitetools/not-found', { data: reports }), options.notFound);

  const get = async (path: string, init: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Answer> => {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, { headers, signal: init.signal });
    } catch (error) {
      throw new SitetoolsError(0, 'NetworkError', `sitetools could not be reached: ${String(error)}`);
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new SitetoolsError(response.status, 'HttpError', `sitetools answered ${response.status} without JSON`);
    }
    return { status: response.status, body, headers: response.headers };
  };

  /** A GET with `If-None-Match` when an ETag is held: its body and ETag, or `notModified`; anything else is thrown. */
  const conditional = async (
    path: string,
    etag: string | null | undefined
  ): Promise<{ status: 'modified'; body: unknown; etag: string | null } | { status: 'notModified' }> => {
    const { status, body, headers } = await get(path, { headers: etag ? { 'if-none-match': etag } : {} });
    if (status === 304) return { status: 'notModified' };
    if (status !== 200) throw errorOf(status, body);
    return { status: 'modified', body, etag: headers.get('etag') };
  };

  return {
    /** What a URL path leads to: a published entry (its draft, with `preview`), a redirect, a gone path, or nothing. */
    async resolve(path: string, { locale, populate, fields, signal, preview, breadcrumbs }: ResolveOptions = {}): Promise<Route<M>> {
      const query = toQueryString({
        path,
        locale,
        populate,
        fields,
        status: preview ? 'draft' : undefined,
        breadcrumbs: breadcrumbs === false ? false : undefined,
      });
      const { status, body } = await get(`/api/sitetools/router?${query}`, { signal });
      if (status === 200) {
        const { data, meta } = body as FindByPath.Response;
        const { contentType, ...entry } = data;
        // The server names the type; the caller's map says what that type's entries hold.
        return {
          kind: 'entry',
          contentType: meta.contentType,
          data: entry,
          path: meta.path ?? path,
          locale: meta.locale ?? null,
          alternates: meta.alternates ?? [],
          breadcrumbs: meta.breadcrumbs ?? [],
          // A server from before previews sends no status: it served the published version.
          status: (meta as { status?: unknown }).status === 'draft' ? 'draft' : 'published',
        } as Route<M>;
      }
      if (status === 404) {
        const redirect = redirectHint(body);
        if (!redirect) return { kind: 'notFound' };
        if (redirect.to === null) return { kind: 'gone', statusCode: redirect.status_code, locale: redirect.locale };
        return { kind: 'redirect', to: redirect.to, statusCode: redirect.status_code, locale: redirect.locale };
      }
      throw errorOf(status, body);
    },

    /**
     * Every live path, in a stable order, page by page. Each page starts after the last id of
     * the previous one and asks for no count, so a page costs the same at 100k paths as at 100.
     */
    async *paths({ locale, contentType, pageSize = 100 }: PathsOptions = {}): AsyncGenerator<LivePath> {
      let after = 0;
      for (;;) {
        const query = toQueryString({
          locale,
          fields: ['url_path', 'locale', 'contenttype', 'entryDocumentId'],
          filters: { id: { $gt: after }, ...(contentType ? { contenttype: { $eq: contentType } } : {}) },
          sort: ['id:asc'],
          pagination: { start: 0, limit: pageSize, withCount: false },
        });
        const { status, body } = await get(`/api/sitetools/url-alias?${query}`);
        if (status !== 200) throw errorOf(status, body);
        const { data } = body as AliasPage;
        for (const alias of data) {
          yield { path: alias.url_path, locale: alias.locale, contentType: alias.contenttype, documentId: alias.entryDocumentId };
        }
        if (data.length < pageSize) return;
        after = data[data.length - 1].id;
      }
    },

    /** Every published redirect; with the ETag of a previous read, `notModified` when unchanged. */
    async manifest(etag?: string | null): Promise<ManifestResult> {
      const read = await conditional('/api/sitetools/redirects/manifest', etag);
      return read.status === 'modified' ? { status: 'modified', manifest: read.body as RedirectManifest, etag: read.etag } : read;
    },

    /**
     * The Bloom filter of the published redirects' sources (read it with `redirectFilter`): a few
     * bytes per redirect, telling which paths may redirect without the manifest. With the ETag of
     * a previous read, `notModified` when unchanged.
     */
    async redirectBloom(etag?: string | null): Promise<RedirectBloomResult> {
      const read = await conditional('/api/sitetools/redirects/bloom', etag);
      return read.status === 'modified' ? { status: 'modified', bloom: read.body as RedirectBloom, etag: read.etag } : read;
    },

    /**
     * Reports a path the front-end could not serve to the redirects addon's 404 inbox. Batched and
     * fire-and-forget: it returns at once and never throws; failures go to `notFound.onError`.
     */
    reportNotFound(path: string, { locale, referrer }: Omit<NotFoundReport, 'path'> = {}): void {
      reporter.report({ path, ...(locale ? { locale } : {}), ...(referrer ? { referrer } : {}) });
    },

    /** Sends the pending 404 reports now. */
    flushNotFound: () => reporter.flush(),

    /**
     * Sends hits of redirect rules to the redirects addon (at most 100 entries); throws the
     * server's error, a 429 included. Needs a token with
     * `plugin::sitetools-addon-redirects.redirect-hit.create`. `createRedirectCache`'s
     * `reportHits` batches them for you.
     */
    postRedirectHits: (hits: RedirectHitReport[]) => postIntake('/api/sitetools/redirects/hits', { data: hits }),
  };
};

export type SitetoolsClient<M extends EntryTypes = EntryTypes> = ReturnType<typeof createClient<M>>;
