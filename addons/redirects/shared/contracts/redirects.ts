/**
 * Request and response types of the addon's admin routes (`/sitetools-addon-redirects/redirects`),
 * shared by the server's controller and the admin's Redirects page.
 */
import type { IntakeShed } from './intake-shed';

/** The codes of a rule that sends the visitor elsewhere. */
export const REDIRECT_CODES = [301, 302, 303, 307, 308] as const;
export type RedirectCode = (typeof REDIRECT_CODES)[number];
/** The codes of a rule that says the page is gone (410 Gone, 451 Unavailable For Legal Reasons): it has no target. */
export const GONE_CODES = [410, 451] as const;
export type GoneCode = (typeof GONE_CODES)[number];
export const STATUS_CODES = [...REDIRECT_CODES, ...GONE_CODES] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/**
 * What a rule does with the visitor's query string: `pass` (the default) adds it to the target,
 * `ignore` drops it, `exact` matches only the query its `from` holds (`/p?id=5`).
 */
export const QUERY_POLICIES = ['pass', 'ignore', 'exact'] as const;
export type QueryPolicy = (typeof QUERY_POLICIES)[number];

/** The fields an editor writes. */
export interface RedirectFields {
  from: string;
  /** Null exactly when `status_code` is a gone code (410, 451): the path leads nowhere. */
  to: string | null;
  status_code: StatusCode;
  /**
   * The locale the redirect applies to, or null for every locale: a request for another locale
   * does not follow it (see `sitetools-kit/redirect-locale`). `from` is unique per locale.
   */
  locale: string | null;
  /** Absent: `pass`. Lists and files leave it out for `pass`, the rule of nearly every redirect. */
  query?: QueryPolicy;
}

/**
 * When a rule applies (ISO 8601, UTC): from `activeFrom` (null: always has) until `activeUntil`
 * (null: never ends). Outside its window a rule does nothing: the manifest leaves it out, the
 * router's 404 does not name it.
 */
export interface RedirectSchedule {
  activeFrom: string | null;
  activeUntil: string | null;
}

/**
 * `draft`: never published; `published`: the live version is the latest edit; `modified`:
 * published, with a draft edit that is not live yet.
 */
export type RedirectState = 'draft' | 'published' | 'modified';

/** One row of the admin list: the latest edit (the draft row) and its publication state. */
export interface AdminRedirect extends RedirectFields, RedirectSchedule {
  id: number;
  documentId: string;
  createdAt: string;
  updatedAt: string;
  /** When the live version was published; null when there is none. */
  publishedAt: string | null;
  state: RedirectState;
}

/**
 * How often front-ends applied a rule (`POST /api/sitetools/redirects/hits`), counted by its
 * source and locale: `hits` 0 and `lastHit` null for a rule never reported.
 */
export interface RedirectHitStats {
  hits: number;
  lastHit: string | null;
}

/** A row of the Redirects page's list: the redirect and its hits. */
export type ListedRedirect = AdminRedirect & RedirectHitStats;

/** The most rules one bulk operation takes (one transaction): a larger selection is refused, to be narrowed. */
export const MAX_BULK_REDIRECTS = 1000;

/**
 * `POST /redirects/bulk-delete` and `POST /redirects/bulk-unpublish`: delete or unpublish every
 * rule the list's filter (the body, as the list's query) selects, in one transaction; each rule
 * all or nothing as the rules decide. `changed`: rules deleted or unpublished; `unchanged`: rules
 * that had nothing to undo (a draft, to unpublish); `refused`: each with the reason.
 */
export declare namespace BulkRedirects {
  type Request = Omit<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>;
  interface Response {
    data: {
      changed: number;
      unchanged: number;
      refused: Array<{ documentId: string; from: string; locale: string | null; reason: string }>;
    };
  }
}

/**
 * What a rule is, for the list's filter: `exact` sends one path elsewhere, `pattern` a family of
 * paths (`/blog/:slug`), `gone` answers 410 or 451; `query` rules match one query string
 * (`/?p=123`) and `scheduled` ones apply within a window, whatever else they are.
 */
export const REDIRECT_KINDS = ['exact', 'pattern', 'gone', 'query', 'scheduled'] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];

export const SORTS = [
  'from:asc',
  'from:desc',
  'to:asc',
  'to:desc',
  'status_code:asc',
  'status_code:desc',
  'locale:asc',
  'locale:desc',
  'updatedAt:asc',
  'updatedAt:desc',
] as const;
export type Sort = (typeof SORTS)[number];

/** `GET /redirects`; `meta.shed`: the hit entries the hits intake shed at its budget (`hits.budget`). */
export declare namespace FindRedirects {
  interface Query {
    page?: number;
    pageSize?: number;
    q?: string;
    status_code?: StatusCode;
    /** Only the redirects scoped to this locale (a locale code). */
    locale?: string;
    /** `published` includes the published redirects that have a newer draft (`modified`). */
    state?: 'draft' | 'published';
    kind?: RedirectKind;
    /** Only the rules unused for this many days: never hit, or last hit before then (hits as front-ends report them). */
    unusedDays?: number;
    sort?: Sort;
  }
  interface Response {
    data: ListedRedirect[];
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number }; shed: IntakeShed };
  }
}

/** `GET /api/sitetools/redirects` (content API): Strapi's native find of the published redirects. */
export declare namespace FindPublishedRedirects {
  interface Response {
    data: Array<RedirectFields & { id: number; documentId: string; publishedAt: string }>;
    meta: { pagination: { page: number; pageSize: number; pageCount: number; total: number } };
  }
}

/** `POST /redirects` and `PUT /redirects/:documentId` */
export declare namespace SaveRedirect {
  interface Request {
    /** A rule without a schedule may leave `activeFrom` and `activeUntil` out. */
    data: RedirectFields & Partial<RedirectSchedule>;
    /** Create only: publish at once. */
    publish?: boolean;
  }
  interface Response {
    data: Omit<AdminRedirect, 'state'>;
    meta: {
      /** Set when `to` was another redirect's source: the redirect now points at that one's target. */
      flattened: { requested: string; to: string } | null;
    };
  }
}

/** `POST /redirects/:documentId/publish` and `.../unpublish`: the redirect after the change. */
export declare namespace PublishRedirect {
  interface Response {
    data: Omit<AdminRedirect, 'state'>;
  }
}

/**
 * `GET /redirects/test?path=&locale=`: what a request for a path gets, as front-ends apply the
 * published rules (the manifest, through the same matcher): a live entry (the router serves it;
 * no rule is looked at), the rule that answers with where it sends the visitor, or nothing (404).
 */
export declare namespace TestRedirectPath {
  interface Query {
    path: string;
    /** The locale of the request; without it, only rules for every locale apply. */
    locale?: string;
  }
  interface Response {
    data: {
      /** The path as the rules read it (normalised). */
      path: string;
      live: boolean;
      /** The published rule that answers, or null. */
      rule: RedirectFields | null;
      /** Where it sends the visitor (null: nowhere, a gone path, or no rule). */
      to: string | null;
      status_code: number | null;
    };
  }
}

/** The fields a refused save names in its 400 `error.details.key`. */
export type RedirectErrorField = keyof RedirectFields | keyof RedirectSchedule | 'content';

/** `details` of a 400 `ValidationError` from the redirect routes. */
export interface RedirectErrorDetails {
  key: RedirectErrorField;
  errors: Array<{ path: string[]; message: string; name: string }>;
  /** A refused loop: the paths a visitor would go through, first and last the same. */
  cycle?: string[];
}

/**
 * The files an import reads: sitetools' own `csv` and `json`, each host's format that the export
 * writes, and the exports of the WordPress plugins `redirection` (its CSV or JSON), `yoast`
 * (Yoast SEO Premium's CSV) and `rank-math` (Rank Math PRO's CSV).
 */
export const IMPORT_FORMATS = [
  'csv',
  'json',
  'netlify',
  'vercel',
  'vercel-bulk',
  'cloudflare',
  'nginx',
  'apache',
  'next',
  'redirection',
  'yoast',
  'rank-math',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** sitetools' own files, which its export writes and its import reads back. */
export type OwnFileFormat = 'csv' | 'json';

/**
 * The fields a line of an import file may carry; `permanent` (true or false) gives the status
 * when there is no `status_code` (true: 308, false: 307, as Next.js reads it).
 */
export const IMPORT_FIELDS = ['from', 'to', 'status_code', 'permanent', 'locale', 'query', 'activeFrom', 'activeUntil'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportAction = 'create' | 'update' | 'unchanged' | 'refuse';

export interface ImportReportLine {
  line: number;
  from?: string;
  /** Null for a gone path. */
  to?: string | null;
  /** On a refused line, as the file held it: a number, or the text that is not one. */
  status_code?: number | string;
  locale?: string | null;
  action: ImportAction;
  reason?: string;
  /** How a line of another tool's file was read where that tool meant more or less than the rule says. */
  notes?: string[];
}

/** A redirect's two versions: the latest edit (draft) and what the front-end is served, if anything. */
export interface RedirectVersions {
  draft: RedirectFields & RedirectSchedule;
  published: (RedirectFields & RedirectSchedule) | null;
}

/**
 * One redirect that a write changes, as it was and as it will be: a line of an import file, or
 * another redirect repointed so that the published list stays flat. `before` is null for a new
 * redirect, `after` null for a removed one.
 */
export interface RedirectChange {
  /** The redirect's source (its draft's `from` after the change, else before it). */
  from: string;
  /** Its locale (null: every locale), with `from` what names it. */
  locale: string | null;
  before: RedirectVersions | null;
  after: RedirectVersions | null;
}

/** `POST /redirects/import` */
export declare namespace ImportRedirects {
  interface Request {
    /** `auto` (the default): told from the file's content and `fileName`. */
    format?: ImportFormat | 'auto';
    content: string;
    /** The name the file was picked by, which tells `_redirects`, `.htaccess` and `vercel.json` apart. */
    fileName?: string;
    /** The old site's address (`https://example.com`): absolute targets on it are imported as paths. */
    siteUrl?: string;
    dryRun: boolean;
    /**
     * The file's column (CSV header cell or JSON key) of each field that the file names otherwise,
     * such as `{ "from": "source", "to": "destination" }` for a collection exported with those names.
     */
    columns?: Partial<Record<ImportField, string>>;
  }
  interface Response {
    dryRun: boolean;
    /** The format the file was read in. */
    format: ImportFormat;
    summary: Record<ImportAction, number>;
    lines: ImportReportLine[];
    /**
     * Every redirect the import changes (a dry run: would change), the file's lines and the
     * redirects they repoint, sorted by `from`. An apply writes exactly what its dry run listed,
     * unless another write came in between.
     */
    changes: RedirectChange[];
  }
}

/**
 * The most lines and changes an applied import's report keeps: every line of a file up to this
 * size, else its refused lines and those read with a note; the first changes by `from`.
 */
export const MAX_IMPORT_REPORT_ITEMS = 10_000;

/**
 * An applied import: a background job that plans every line, then writes them in one
 * transaction. `done` counts the lines planned; `failed` says why nothing was written.
 */
export interface RedirectImportJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  format: ImportFormat;
  /** Lines in the file, and lines planned so far (every line once the write starts). */
  total: number;
  done: number;
  startedAt: string;
  finishedAt?: string;
  error?: string;
  /** Every line's action, once done. */
  summary?: Record<ImportAction, number>;
}

/** A page of a finished import's report (see MAX_IMPORT_REPORT_ITEMS): its lines, and the redirects it changed. */
export interface RedirectImportReport {
  /** How many of each the report keeps, and whether lines or changes were left out. */
  linesTotal: number;
  changesTotal: number;
  truncated: boolean;
  lines: ImportReportLine[];
  changes: RedirectChange[];
}

/** `POST /redirects/import` with `dryRun: false`: 202 with the job, or 409 `ConflictError` while another import is applied. */
export declare namespace ApplyRedirectImport {
  interface Response {
    data: RedirectImportJob;
  }
}

/** `GET /redirects/import?page=&pageSize=`: the import being applied or the last one (null before the first), with a page of its report once done. */
export declare namespace GetRedirectImport {
  interface Query {
    page?: number;
    pageSize?: number;
  }
  interface Response {
    data: (RedirectImportJob & { report?: RedirectImportReport }) | null;
  }
}

/**
 * The hosts an export can be written for, each in its own file: `netlify` (`_redirects`),
 * `vercel` (`vercel.json`), `vercel-bulk` (Vercel's bulk redirects CSV), `cloudflare` (a bulk
 * redirect list CSV), `nginx` (`map` and `return`), `apache` (`.htaccess`), `next` (a
 * `redirects()` module for next.config).
 */
export const HOST_FORMATS = ['netlify', 'vercel', 'vercel-bulk', 'cloudflare', 'nginx', 'apache', 'next'] as const;
export type HostFormat = (typeof HOST_FORMATS)[number];
/** `csv` and `json` are sitetools' own files, which an import reads back. */
export const EXPORT_FORMATS = ['csv', 'json', ...HOST_FORMATS] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A host name as a Cloudflare list's sources name it: no scheme, port or path. */
export const HOST_NAME = /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i;

/** A published rule that the host's file leaves out, and why. */
export interface HostExportLeft {
  from: string;
  locale: string | null;
  reason: string;
}

/** A documented limit of the host that the file crosses: at most `limit`, the file has `count`. */
export interface HostExportLimit {
  limit: number;
  count: number;
  message: string;
}

/**
 * `GET /redirects/export?format=&locale=&host=`: the published redirects as a file (text).
 * `csv` and `json` hold every published redirect, schedules included. A host's file holds the
 * rules that apply now (the manifest's), those for every locale plus, with `locale`, that
 * locale's, which a host applies to every request. `host` (a host name) is required by
 * `cloudflare`, whose sources name it.
 */
export declare namespace ExportRedirects {
  interface Query {
    format: ExportFormat;
    locale?: string;
    host?: string;
  }
}

/** `GET /redirects/export/report?format=&locale=&host=`: what the same export holds and leaves out. */
export declare namespace GetExportReport {
  type Query = ExportRedirects.Query;
  interface Response {
    data: {
      format: ExportFormat;
      /** The name the download is saved under. */
      fileName: string;
      /** The published rules the export starts from. */
      rules: number;
      /** The rules the file holds. */
      exported: number;
      left: HostExportLeft[];
      limits: HostExportLimit[];
    };
  }
}

/**
 * `GET /api/sitetools/redirects/manifest` (content API): every published redirect in one answer,
 * with the redirect-set version its strong `ETag` carries; `If-None-Match` with it answers 304.
 */
export namespace GetRedirectManifest {
  export interface Response {
    /** The published rules that apply now (a scheduled one only within its window). */
    data: RedirectFields[];
    /**
     * `nextChange`: the next moment a published rule starts or stops applying (ISO 8601), or null:
     * a cache of the list should not outlive it. `paths`: the site's path policy (the core's
     * `paths` config), which the client applies to requests and targets: sources are in the
     * stored form (no trailing slash; lowercase when case does not count), the targets of exact
     * rules in the served form.
     */
    meta: { version: string; nextChange: string | null; paths: { trailingSlash: 'never' | 'always'; caseSensitive: boolean } };
  }
}

export namespace GetRedirectBloom {
  export interface Response {
    /**
     * A Bloom filter of the published rules' sources, built and read by sitetools-kit/redirect-bloom
     * (whose own type the server's answer and the client's reader are checked against).
     */
    data: {
      /** The hash's name: FNV-1a then murmur3's fmix32, double hashing (docs/redirects.md). */
      hash: 'fnv1a32-fmix32';
      /** Bits (a multiple of 8). */
      m: number;
      /** Bits set per key. */
      k: number;
      /** Keys added: one per published exact rule. */
      n: number;
      /** The `m / 8` bytes in base64. */
      bits: string;
      /** The static prefixes of the pattern rules: every path at or under one may redirect. */
      patterns: string[];
    };
    /** The manifest's version (the ETag is the manifest's) and the site's path policy, which requests are read under. */
    meta: { version: string; paths: GetRedirectManifest.Response['meta']['paths'] };
  }
}

/**
 * The payload of the `sitetools.redirects.update` webhook event (sitetools-kit's WEBHOOK_EVENTS):
 * after a committed write that changed published redirects, the manifest's new version and the
 * sources whose redirect changed (locale null: the redirect for every locale).
 */
export interface RedirectsUpdateEvent {
  version: string;
  redirects: Array<{ from: string; locale: string | null }>;
}
