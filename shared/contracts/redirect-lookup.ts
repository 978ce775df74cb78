/**
 * The `redirect-lookup` service of sitetools (`strapi.plugin('sitetools').service('redirect-lookup')`):
 * the extension point through which a redirects plugin tells the core which published redirect
 * starts at a path, without the core importing that plugin. Without a registered lookup every
 * answer is "none". The edit-view panel uses it to warn that a publish will replace a redirect;
 * the router's 404 names the redirect from the path to callers allowed to read redirects.
 */

/** A published redirect, as the lookup reports it. */
export interface RedirectHint {
  /** The normalised path the redirect starts at. */
  from: string;
  /** A path on the site or an absolute http(s) URL; null for a gone path (410 or 451). */
  to: string | null;
  status_code: number;
  /**
   * The locale the redirect applies to, or null for every locale. A lookup for a locale answers
   * with the redirect scoped to it, else the one for every locale (`sitetools-kit/redirect-locale`).
   */
  locale: string | null;
}

/** What a redirects plugin registers: the published redirects starting at these normalised paths. */
export interface RedirectLookup {
  /**
   * Only exact matches of `from`, the one a request for `locale` follows (without: only redirects
   * for every locale); paths without such a published redirect are absent from the map.
   */
  findMany(paths: string[], locale?: string): Promise<Map<string, RedirectHint>>;
  /**
   * The content API permission (`plugin::<plugin>.<controller>.<action>`) a router caller needs
   * for its 404 to name the redirect from the path: whoever may not list redirects learns none.
   */
  readPermission: string;
  /**
   * What the redirects plugin knows of a path, for an admin who asks why it answers as it does
   * (the `sitetools_explain_path` tool). `can` tells whether the admin holds an admin action; each
   * part the admin may not read is null. Optional: a plugin without it reports nothing.
   */
  explain?(path: string, can: (action: string) => boolean): Promise<PathRedirectFacts>;
  /** How an entry's old path is retired (the URL history's Retire). Optional: a plugin without it retires nothing. */
  retire?: PathRetirement;
}

/** What {@link RedirectLookup.retire} registers. */
export interface PathRetirement {
  /** The admin actions a caller needs to retire a path (the plugin's redirect writes). */
  permissions: string[];
  /**
   * Makes the published redirect from `path` that a request for `locale` follows a gone rule
   * (410), or creates one for `path`; throws a `ValidationError` when the rules refuse it.
   */
  run(path: string, locale: string): Promise<void>;
}

/** What {@link RedirectLookup.explain} tells of a path. */
export interface PathRedirectFacts {
  /**
   * The published redirects from the path (every locale's) and into it (the first 20 by path, with
   * their number); null when the admin may not read redirects.
   */
  redirects: { from: RedirectHint[]; into: RedirectHint[]; intoTotal: number } | null;
  /** The path's rows in the 404 inbox, one per locale reported (null: none given); null when the admin may not read the inbox. */
  notFound: Array<{ locale: string | null; hits: number; firstSeen: string; lastSeen: string; ignored: boolean }> | null;
}

export interface RedirectLookupService {
  /** Makes `lookup` the source of answers (the last registration wins). */
  register(lookup: RedirectLookup): void;
  /**
   * The published redirect from a normalised path that a request for `locale` follows, or null
   * (also when nothing is registered).
   */
  find(path: string, locale?: string): Promise<RedirectHint | null>;
  /** The published redirects from these normalised paths for `locale`, by path (empty when nothing is registered). */
  findMany(paths: string[], locale?: string): Promise<Map<string, RedirectHint>>;
  /** The permission the registered lookup names for router hints, or null when none is registered. */
  readPermission(): string | null;
  /** What the registered plugin tells of a path (see {@link RedirectLookup.explain}); null when it tells nothing. */
  explain(path: string, can: (action: string) => boolean): Promise<PathRedirectFacts | null>;
  /** How the registered plugin retires a path, or null when it does not (or nothing is registered). */
  retirement(): PathRetirement | null;
}
