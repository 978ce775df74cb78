import { checkedString, pluginConfig } from 'sitetools-kit/plugin-config';
import { z } from 'zod';
import { PatternSyntaxError, parsePattern } from '../domain/pattern/parse';

const patternSource = checkedString(parsePattern, PatternSyntaxError);

// An absolute http(s) URL.
const baseUrl = z.url({ protocol: /^https?$/ });

const contentTypeUid = z.string().regex(/^api::[\w-]+\.[\w-]+$/);

// The entry of a collection type that is a locale's front page: by documentId, or by the value
// of one of its fields (a slug that seed scripts and every environment share).
const frontPageEntry = z.union([
  z.object({ contentType: contentTypeUid, documentId: z.string().min(1).max(255) }).strict(),
  z.object({ contentType: contentTypeUid, field: z.string().min(1), value: z.string().min(1).max(255) }).strict(),
]);

/** The plugin's configuration (`config/plugins` of the app, key `sitetools`). */
export const configSchema = z
  .object({
    /**
     * URL patterns defined in code, per content type: one pattern for every locale, or one per
     * locale code with `*` for the others. They take precedence over patterns saved in the admin.
     */
    patterns: z.record(contentTypeUid, z.union([patternSource, z.record(z.string(), patternSource)])).default({}),
    /**
     * The entry of a collection type whose path is `/`, per locale code (`*` for the locales not
     * listed). It wins over the admin's "Make this the front page" for those locales.
     */
    frontPage: z.record(z.string().min(1), frontPageEntry).default({}),
    /** Transliterate generated slugs to ASCII; off keeps Unicode letters. */
    transliterate: z.boolean().default(true),
    /** What joins the words of a slug. */
    separator: z.enum(['-', '_', '.', '~']).default('-'),
    /** Longest slug a single field value becomes. */
    maxSegmentLength: z.number().int().min(8).max(200).default(100),
    /**
     * The site-wide path policy (sitetools-kit/path-policy): whether served paths end with "/"
     * (`always`: `/about/`; `/` and file names such as `/feed.xml` keep none) and whether case
     * counts (`false`: `/About` and `/about` are one path, stored lowercased). Paths are stored
     * without a trailing slash either way; the router, lists, sitemaps and the redirects
     * manifest serve them in the policy's form, and the router finds a path in either form.
     */
    paths: z
      .object({
        trailingSlash: z.enum(['never', 'always']).default('never'),
        caseSensitive: z.boolean().default(true),
      })
      .strict()
      .default({ trailingSlash: 'never', caseSensitive: true }),
    /** Paths are unique per locale (the same path may exist once in each) or across all locales. */
    uniquePerLocale: z.boolean().default(true),
    /**
     * The front-end's base URL (`https://www.example.com`): the edit-view panel links to pages
     * there and the sitemap's URLs start with it. Without it (or `frontendUrls`) there is no sitemap.
     */
    frontendUrl: baseUrl.nullable().default(null),
    /** Base URLs per locale code, for sites that put locales on their own hosts; they win over `frontendUrl`. */
    frontendUrls: z.record(z.string().min(1), baseUrl).default({}),
    /** The XML sitemaps (`/api/sitetools/sitemap.xml`). */
    sitemap: z
      .object({
        /** The content types listed (uids); by default every type with URL aliases. */
        contentTypes: z.array(z.string().regex(/^api::[\w-]+\.[\w-]+$/)).optional(),
        /** A boolean attribute: entries where it is true are left out. */
        excludeField: z.string().min(1).optional(),
        /** URLs per sitemap file, at most the 50,000 of the sitemaps protocol. */
        urlsPerFile: z.number().int().min(1).max(50_000).default(50_000),
      })
      .strict()
      .default({ urlsPerFile: 50_000 }),
    /**
     * The router keeps the aliases of the paths it resolved in memory: at most `entries` paths, and
     * as many query strings that asked for them (0 turns the cache off). Writes on this server are seen at once; on PostgreSQL and MySQL, where
     * several servers can share the database, the alias-set version is read at most once per
     * `refreshMs` to see theirs.
     */
    routerCache: z
      .object({
        entries: z.number().int().min(0).max(1_000_000).default(100_000),
        refreshMs: z.number().int().min(0).max(60_000).default(1000),
      })
      .strict()
      .default({ entries: 100_000, refreshMs: 1000 }),
    /**
     * The router's breadcrumbs (`meta.breadcrumbs`, GraphQL's `breadcrumbs`): the live entries
     * that own the prefixes of an entry's path. `titleField` names the field that gives a type's
     * crumb its title; by default the type's main field as the Content Manager shows it.
     */
    breadcrumbs: z
      .object({
        enabled: z.boolean().default(true),
        titleField: z.record(contentTypeUid, z.string().min(1)).default({}),
      })
      .strict()
      .default({ enabled: true, titleField: {} }),
    /**
     * The paths import applies a file's lines in batches of `batchSize`, each in one transaction
     * with its redirects and one webhook delivery: a larger batch sends fewer deliveries but holds
     * the database longer (on SQLite, every request waits for it).
     */
    pathImport: z
      .object({ batchSize: z.number().int().min(1).max(1000).default(100) })
      .strict()
      .default({ batchSize: 100 }),
    /**
     * The background job (bulk generation, cascades too large to run inline, applied paths
     * imports): every instance looks for a job that no live instance runs every `checkEveryMs`,
     * and takes over a running job whose owner has written no progress for `staleAfterMs` (the
     * owner writes after every batch, which takes well under a second). Lower values hand a dead
     * server's job over sooner, at the cost of a read per instance per check.
     */
    jobs: z
      .object({
        staleAfterMs: z.number().int().min(1_000).max(600_000).default(20_000),
        checkEveryMs: z.number().int().min(100).max(60_000).default(5_000),
      })
      .strict()
      .refine((jobs) => jobs.checkEveryMs < jobs.staleAfterMs, {
        message: 'checkEveryMs must be shorter than staleAfterMs',
        path: ['checkEveryMs'],
      })
      .default({ staleAfterMs: 20_000, checkEveryMs: 5_000 }),
    /** How the router reads the entry at a path. */
    router: z
      .object({
        /**
         * Answer through the type's own find-one route stack (`GET /api/<pluralName>/:id`, a
         * single type's `GET /api/<singularName>`): its route middlewares, policies and
         * controller, so that the router's entry is the one that route answers. `true` for every
         * type with URL aliases that has such a route, or the uids of the types that should.
         */
        routeStack: z.union([z.boolean(), z.array(z.string().regex(/^api::[\w-]+\.[\w-]+$/))]).default(false),
      })
      .strict()
      .default({ routeStack: false }),
  })
  .strict();

/** The validated configuration; the admin reads it as `SitetoolsConfig` (shared/contracts/config). */
export type Config = z.output<typeof configSchema>;

export default pluginConfig('sitetools', configSchema);
