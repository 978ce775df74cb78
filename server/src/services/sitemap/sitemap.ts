import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { servedPath, type PathPolicy } from 'sitetools-kit/path-policy';
import type { SitemapOverview } from '../../../../shared/contracts/sitemap';
import type { Config } from '../../config';
import { frontendBaseFor } from '../../domain/frontend-base';
import { urlsPerFile } from '../../domain/sitemap/split';
import { URLSET_CLOSE, URLSET_OPEN, absoluteUrl, escapeXml, renderIndex, renderUrl, type Alternate } from '../../domain/sitemap/xml';
import { getService } from '../get-service';
import { pathPolicy } from '../platform';
import type { SitemapAlias, SitemapType } from '../aliases';
import { versionKey, type PublishedVersion } from './sitemap-rows';

// Alias ids per read while a file streams: a thousand URLs (and their alternates) in memory. A
// file of 50,000 URLs at a million on SQLite took 1.5-1.7 s with reads of 500, 1.4-1.5 s with 1,000.
const STEP = 1000;

/** Where the sitemap's routes are served, under the content API's prefix. */
const PUBLIC_PATH = '/sitetools';

/** What one request of the sitemap works from: read once, so the index and its ETag agree. */
export interface SitemapPlan {
  types: SitemapType[];
  bases: Map<string, string>;
  defaultLocale: string;
  perFile: number;
  /** The site's path policy: URLs are the served form of the stored paths. */
  paths: PathPolicy;
}

/** Whether the sitemap lists a path, and where, or why not. */
export type SitemapListing =
  { listed: true; url: string; file: number } | { listed: false; reason: 'no-frontend-url' | 'type-not-listed' | 'excluded' };

/**
 * An entry's versions with one per URL: two locales at the same path of the same host are one
 * URL, listed once (the default locale's, else the first locale's), so no `<loc>` repeats and no
 * hreflang names one URL for two languages. The siblings come ordered by locale.
 */
const onePerUrl = <T extends { locale: string }>(siblings: T[], url: (sibling: T) => string, defaultLocale: string): T[] => {
  const kept = new Map<string, T>();
  for (const sibling of siblings) {
    const key = url(sibling);
    if (!kept.has(key) || sibling.locale === defaultLocale) kept.set(key, sibling);
  }
  return siblings.filter((sibling) => [...kept.values()].includes(sibling));
};

/**
 * The XML sitemaps: an index of files, each the live aliases of one range of alias ids, so that
 * file n always holds the same slice (new aliases land in the last files) and is read with a
 * range scan of the primary key, never an OFFSET.
 */
const sitemap = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => getService(strapi, 'sitemap-rows');
  const store = () => getService(strapi, 'alias-store');
  const settings = () => strapi.config.get('plugin::sitetools') as Config;
  const publicPath = () => `${strapi.config.get<string>('api.rest.prefix', '/api')}${PUBLIC_PATH}`;

  /** The listed types: the configured ones, else every enabled type. Checked at startup. */
  const typeUids = () =>
    settings().sitemap.contentTypes ??
    getService(strapi, 'content-types')
      .enabled()
      .map((type) => type.uid);

  /** A base URL per site locale: `frontendUrls` first, then `frontendUrl`; a locale without one is left out. */
  const basesFor = (locales: string[]) => {
    const bases = new Map<string, string>();
    for (const locale of locales) {
      const base = frontendBaseFor(settings(), locale);
      if (base) bases.set(locale, base);
    }
    return bases;
  };

  // The longest live path's bound (see urlsPerFile) at one alias-set version: an aggregate over
  // every live alias, read again only once an alias has changed.
  let longest: { version: string; bytes: Promise<number> } | undefined;
  const longestPathBytes = async (): Promise<number> => {
    const version = await getService(strapi, 'alias-version').read();
    if (longest?.version !== version) {
      const bytes = store().longestPathBytes();
      longest = { version, bytes };
      bytes.catch(() => {
        if (longest?.bytes === bytes) longest = undefined;
      });
    }
    return longest.bytes;
  };

  const plan = async (): Promise<SitemapPlan> => {
    const i18n = strapi.plugin('i18n').service('locales');
    const locales = ((await i18n.find()) as Array<{ code: string }>).map((locale) => locale.code);
    const bases = basesFor(locales);
    if (bases.size === 0) throw new errors.NotFoundError('No sitemap: no frontendUrl configured');
    const longest = (values: string[]) => Math.max(0, ...values.map((value) => Buffer.byteLength(escapeXml(value))));
    const perFile = urlsPerFile(settings().sitemap.urlsPerFile, {
      baseBytes: longest([...bases.values()]),
      hreflangBytes: longest([...locales, 'x-default']),
      locales: locales.length,
      pathBytes: await longestPathBytes(),
    });
    const { excludeField } = settings().sitemap;
    return {
      types: typeUids().map((uid) => rows().describe(uid, excludeField)),
      bases,
      defaultLocale: await i18n.getDefaultLocale(),
      perFile,
      paths: pathPolicy(strapi),
    };
  };

  /** The alias ids file `file` (1-based) lists: [from, to). */
  const rangeOf = ({ perFile }: SitemapPlan, file: number): [number, number] => [(file - 1) * perFile, file * perFile];

  /** A version (see `version`) with each listed type's last change given by `lastChange`. */
  const versionOf = async (current: SitemapPlan, lastChange: (type: SitemapType) => Promise<string>, scope = ''): Promise<string> => {
    const hash = createHash('sha256');
    hash.update(await getService(strapi, 'alias-version').read());
    for (const type of current.types) hash.update(`\n${type.uid}:${type.excludeColumn}:${await lastChange(type)}`);
    hash.update(`\n${current.perFile}:${current.defaultLocale}:${JSON.stringify([...current.bases])}:${JSON.stringify(current.paths)}`);
    hash.update(`\n${scope}`);
    return hash.digest('base64url');
  };

  /** URLs per file number (1-based), only the files that list something. */
  const fileSizes = async ({ types, bases, perFile }: SitemapPlan): Promise<Map<number, number>> => {
    const listed = new Set(types.map((type) => type.uid));
    const sizes = new Map<number, number>();
    const add = (bucket: number, count: number) => sizes.set(bucket + 1, (sizes.get(bucket + 1) ?? 0) + count);
    for (const row of await store().bucketCounts(perFile)) {
      if (listed.has(row.contenttype) && bases.has(row.locale)) add(row.bucket, row.count);
    }
    for (const type of types) {
      for (const row of await store().excludedCounts(type, perFile)) if (bases.has(row.locale)) add(row.bucket, -row.count);
    }
    return new Map([...sizes].filter(([, count]) => count > 0).sort(([a], [b]) => a - b));
  };

  /** The `<url>`s of a batch of aliases, in id order. */
  const renderBatch = async ({ types, bases, defaultLocale, paths }: SitemapPlan, aliases: SitemapAlias[]): Promise<string> => {
    const versions = new Map<string, PublishedVersion>();
    for (const type of types) {
      const ids = [...new Set(aliases.filter((alias) => alias.contenttype === type.uid).map((alias) => alias.entryDocumentId))];
      if (ids.length > 0) for (const [key, version] of await rows().publishedVersions(type, ids)) versions.set(key, version);
    }
    const typeOf = new Map(types.map((type) => [type.uid, type]));
    let xml = '';
    for (const alias of aliases) {
      const type = typeOf.get(alias.contenttype);
      if (!type) continue;
      // A locale is listed when it has a base URL and a published version that is not excluded.
      const listed = (locale: string) => {
        const version = versions.get(versionKey(type, alias.entryDocumentId, locale));
        return bases.has(locale) && version !== undefined && !version.excluded ? version : undefined;
      };
      const own = listed(alias.locale);
      if (!own) continue;
      const url = (sibling: { url_path: string; locale: string }) =>
        absoluteUrl(bases.get(sibling.locale)!, servedPath(sibling.url_path, paths));
      const siblings = onePerUrl(
        alias.siblings.filter((sibling) => listed(sibling.locale)),
        url,
        defaultLocale
      );
      if (!siblings.some((sibling) => sibling.locale === alias.locale)) continue;
      const alternates: Alternate[] =
        siblings.length > 1 ? siblings.map((sibling) => ({ hreflang: sibling.locale, href: url(sibling) })) : [];
      const fallback = siblings.find((sibling) => sibling.locale === defaultLocale);
      if (alternates.length > 0 && fallback) alternates.push({ hreflang: 'x-default', href: url(fallback) });
      xml += renderUrl({ loc: url(alias), lastmod: own.lastmod, alternates });
    }
    return xml;
  };

  return {
    /**
     * Checks the sitemap's configuration against the app (at startup): a listed type must exist
     * and have URL aliases, and the exclusion field must be a boolean of some listed type.
     */
    check(): void {
      const { contentTypes, excludeField } = settings().sitemap;
      const enabled = new Set(
        getService(strapi, 'content-types')
          .enabled()
          .map((type) => type.uid)
      );
      for (const uid of contentTypes ?? []) {
        if (!enabled.has(uid)) throw new Error(`sitetools config: sitemap.contentTypes: ${uid} is not a content type with URL aliases`);
      }
      if (excludeField === undefined) return;
      const types = typeUids().map((uid) => getService(strapi, 'content-types').attributeType(uid, excludeField));
      if (types.some((type) => type !== undefined && type !== 'boolean') || types.every((type) => type === undefined)) {
        throw new Error(`sitetools config: sitemap.excludeField: ${excludeField} is not a boolean field of the listed types`);
      }
    },

    plan,

    /**
     * The sitemap index's version, for a strong ETag: the alias-set version (paths, live or not),
     * the last change of each listed type's published versions (a republish moves the lastmod but
     * not the path) and whatever in the configuration shapes the output.
     */
    async version(current: SitemapPlan): Promise<string> {
      return versionOf(current, (type) => rows().lastChange(type));
    },

    /**
     * File `file`'s version: as the index's, but the last change of the published versions of the
     * entries in its range of alias ids alone, one statement per type (the range's documentIds a
     * subquery). A read of those entries instead of a scan of every published version, which at a
     * million entries took seconds per file; and a file the last edits did not touch keeps its ETag.
     */
    async fileVersion(current: SitemapPlan, file: number): Promise<string> {
      const entries = (uid: string) => store().entriesIn(uid, ...rangeOf(current, file));
      return versionOf(current, (type) => rows().lastChange(type, entries(type.uid)), `file ${file}`);
    },

    /** The index, for a server at `origin`: one `<sitemap>` per file that lists something. */
    async index(current: SitemapPlan, origin: string): Promise<string> {
      const files = [...(await fileSizes(current)).keys()];
      return renderIndex(files.map((file) => ({ loc: `${origin}${publicPath()}/sitemap/${file}.xml`, lastmod: null })));
    },

    /** Whether file `file` (1-based) has live aliases; false means 404. */
    async hasFile(current: SitemapPlan, file: number): Promise<boolean> {
      return (await store().aliasesIn(...rangeOf(current, file), 1)).length > 0;
    },

    /** File `file` (1-based), in pieces of a few hundred URLs. */
    async *file(current: SitemapPlan, file: number): AsyncGenerator<string> {
      yield URLSET_OPEN;
      const [from, to] = rangeOf(current, file);
      for (let start = from; start < to; start += STEP) {
        const aliases = await store().aliasesIn(start, Math.min(start + STEP, to));
        if (aliases.length > 0) yield await renderBatch(current, aliases);
      }
      yield URLSET_CLOSE;
    },

    /**
     * Whether the sitemap lists the live alias `aliasId`: its URL and file there, or why not
     * (`no-frontend-url`: no base URL for its locale; `type-not-listed`; `excluded`: the entry's
     * exclusion field, or the same URL listed for another locale).
     */
    async listing(aliasId: number): Promise<SitemapListing> {
      const current = await plan().catch((error: unknown) => {
        if (error instanceof errors.NotFoundError) return null;
        throw error;
      });
      const [alias] = await store().aliasesIn(aliasId, aliasId + 1);
      const base = alias && current?.bases.get(alias.locale);
      if (!current || !alias || !base) return { listed: false, reason: 'no-frontend-url' };
      if (!current.types.some((type) => type.uid === alias.contenttype)) return { listed: false, reason: 'type-not-listed' };
      // The file's own rendering decides, so the answer is what a crawler reads.
      if ((await renderBatch(current, [alias])) === '') return { listed: false, reason: 'excluded' };
      return {
        listed: true,
        url: absoluteUrl(base, servedPath(alias.url_path, current.paths)),
        file: Math.floor(aliasId / current.perFile) + 1,
      };
    },

    /** What the Overview page shows: the index's URL on `origin` and the size, or why there is none. */
    async overview(origin: string): Promise<SitemapOverview> {
      const current = await plan().catch((error: unknown) => {
        if (error instanceof errors.NotFoundError) return null;
        throw error;
      });
      if (!current) return { available: false, reason: 'no-frontend-url' };
      const sizes = await fileSizes(current);
      const urls = [...sizes.values()].reduce((sum, count) => sum + count, 0);
      return { available: true, url: `${origin}${publicPath()}/sitemap.xml`, urls, files: sizes.size, urlsPerFile: current.perFile };
    },
  };
};

export default sitemap;
