import type { Core } from '@strapi/strapi';

/**
 * Query Engine filters for the admin lists' path search, chosen per database so that they cost
 * what they must and no more.
 */

/**
 * The paths that start with `prefix`, case-sensitively as paths are (an index range read, never a
 * table scan). SQLite compares strings byte by byte, so there the prefix is the range from it to
 * the same text with its last character incremented; its LIKE is case-insensitive and cannot use
 * an index. Elsewhere LIKE 'prefix%' keeps to the column's collation and uses its index where the
 * collation allows (MySQL, PostgreSQL under "C"), where such a range might not be the prefix.
 */
export const startingWith = (strapi: Core.Strapi, prefix: string): Record<string, string> => {
  const last = prefix.charCodeAt(prefix.length - 1);
  // From U+D7FF up (surrogates, U+FFFF) a successor unit would not keep the UTF-8 byte order.
  if (strapi.db.dialect.client !== 'sqlite' || prefix === '' || last >= 0xd7ff) return { $startsWith: prefix };
  return { $gte: prefix, $lt: `${prefix.slice(0, -1)}${String.fromCharCode(last + 1)}` };
};

/**
 * The values that contain `text` in any letter case. SQLite's LIKE already ignores the case of
 * ASCII letters, and its LOWER() knows no others: the same matches as `$containsi`, without
 * lowering every row first (half the time at a million rows). Elsewhere `$containsi`.
 */
export const containingAnyCase = (strapi: Core.Strapi, text: string): Record<string, string> =>
  strapi.db.dialect.client === 'sqlite' ? { $contains: text } : { $containsi: text };

/**
 * The admin lists' path search: a term that starts with "/" is a path prefix (indexed), any other
 * a case-insensitive substring (a scan of every row).
 */
export const pathSearch = (strapi: Core.Strapi, term: string): Record<string, string> =>
  term.startsWith('/') ? startingWith(strapi, term) : containingAnyCase(strapi, term);
