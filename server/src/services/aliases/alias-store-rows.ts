import type { Core } from '@strapi/strapi';
import type { Config } from '../../config';

/** An alias row as sitetools reads it from the database. */
export interface AliasRow {
  id: number;
  url_path: string;
  generated: boolean | null;
  contenttype: string;
  entryDocumentId: string;
  locale: string;
  live: boolean;
  /**
   * Where the entry's draft goes on publish when that is not `url_path` (null otherwise); read
   * only where it is needed (reconciles and previews), not on the router's published reads.
   */
  draftPath?: string | null;
}

export interface AliasOwner {
  contenttype: string;
  entryDocumentId: string;
  locale: string;
}

/** The alias columns services read and return (`AliasRow`). */
export const ALIAS_FIELDS = ['id', 'url_path', 'generated', 'contenttype', 'entryDocumentId', 'locale', 'live'];

/** `ALIAS_FIELDS` and the draft's path, for the reads that need it. */
export const ALIAS_FIELDS_WITH_DRAFT = [...ALIAS_FIELDS, 'draftPath'];

/**
 * The rows whose path is exactly one of `paths`. MySQL and MariaDB ignore trailing spaces when
 * comparing strings, even in a binary collation, so a query by path can return `/a ` for `/a`:
 * every read of the alias table by path keeps its answer to exact matches through here.
 */
export const exactMatches = <T extends { url_path: string }>(rows: T[], paths: string | Iterable<string>): T[] => {
  // One path (the router's lookup) is compared as is: no set built per request.
  if (typeof paths === 'string') return rows.filter((row) => row.url_path === paths);
  const asked = new Set(paths);
  return rows.filter((row) => asked.has(row.url_path));
};

/**
 * Where a path must be free for an alias in `locale`: that locale when paths are unique per locale
 * (`uniquePerLocale`, what the unique index enforces), else every locale.
 */
export const uniquenessScope = (strapi: Core.Strapi, locale: string): { locale?: string } => {
  const { uniquePerLocale } = strapi.config.get('plugin::sitetools') as Config;
  return uniquePerLocale ? { locale } : {};
};

/**
 * Whether an entry other than `entry` holds `path` among `rows`, where an alias of `entry` in
 * `locale` needs it free (`entryDocumentId` unset: a new entry, so any holder counts).
 */
export const heldByAnother = (
  strapi: Core.Strapi,
  rows: readonly AliasRow[],
  path: string,
  locale: string,
  entry: { contenttype: string; entryDocumentId?: string }
): boolean => {
  const scope = uniquenessScope(strapi, locale);
  return rows.some(
    (row) =>
      row.url_path === path &&
      (scope.locale === undefined || row.locale === scope.locale) &&
      !(row.contenttype === entry.contenttype && row.entryDocumentId === entry.entryDocumentId)
  );
};
