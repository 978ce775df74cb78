import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';
import { isUniqueViolation } from '../../database/errors';
import { createSuffixHints } from '../../domain/suffix-hints';
import { assignFreePaths, candidatePaths, freeAmong, nextFreePath, suffixedPaths } from '../../domain/unique-path';
import { uniquenessScope, type AliasRow } from './alias-store-rows';

// Concurrent saves can pick the same free path; the unique index refuses all but one and the
// others try again. Each round lets at least one writer through, so a few rounds are enough: a
// guess, then eight rounds with paths read as free.
const MAX_ATTEMPTS = 9;
// Suffixes looked up by exact value before falling back to a prefix search.
const CANDIDATES = 32;
// Shared titles whose last suffix this server remembers (see `guessPath`).
const HINTED_BASES = 1000;

/** How the alias store finds and claims free paths (part of alias-store). */
export const pathAllocator = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(URL_ALIAS_UID);
  const hints = createSuffixHints(HINTED_BASES);

  /**
   * The paths that start with `base-`. SQLite compares strings byte by byte, so there the prefix is
   * a range of the unique index (`-` is followed by `.`), read without scanning the table; its LIKE
   * is case-insensitive and cannot use the index. Elsewhere LIKE keeps to the column's collation,
   * under which such a range would not be the prefix.
   */
  const suffixedOf = (base: string) =>
    strapi.db.dialect.client === 'sqlite' ? { $gt: `${base}-`, $lt: `${base}.` } : { $startsWith: `${base}-` };

  /** Where suffix hints are kept: per locale when paths are unique per locale. */
  const hintKeyOf = (base: string, locale: string) => `${uniquenessScope(strapi, locale).locale ?? ''}\u0000${base}`;

  /**
   * The path a save tries first, without reading anything: for a title this server has numbered
   * before, the suffix after the last one it handed out, else `base` itself. Most saves find it
   * free (a new title, or the next of a shared one); a taken one costs one refused write, and the
   * next attempt reads the taken paths.
   */
  const guessPath = (base: string, locale: string): string => {
    const hinted = hints.next(hintKeyOf(base, locale));
    return hinted === undefined ? base : suffixedPaths(base, hinted, 1)[0];
  };

  /**
   * A free path for `base`, `skip` free candidates passed over, in `locale` or in every locale
   * when paths are unique across locales (`uniquePerLocale: false`). One query asks for the first
   * candidates by exact value, which every database answers from the unique index; a prefix
   * search (`LIKE 'base-%'`) cannot use it on SQLite or on PostgreSQL outside the C collation, and
   * scanning the table on every save made generation quadratic. When all of those are taken (a
   * title many entries share), the suffixed paths are counted in the database and the next window
   * of candidates, from that count on, is asked for by exact value: with suffixes taken in order
   * its first candidate is free. Reading every suffix, as this did before, sent thousands of rows
   * through the query engine per save once a title was shared a few thousand times. Only when
   * that window is full too (suffixes freed far below) does a last query read every suffix.
   * When this server has handed out a suffix of the base before, the window right after it is
   * asked for first: one query, and no count that grows with the number of entries sharing the
   * title.
   */
  const freePath = async (base: string, locale: string, skip: number, exceptId?: number): Promise<string> => {
    const scope = { ...uniquenessScope(strapi, locale), ...(exceptId ? { id: { $ne: exceptId } } : {}) };
    const paths = async (where: object) =>
      ((await query().findMany({ select: ['url_path'], where: { ...scope, ...where } })) as Array<{ url_path: string }>).map(
        (row) => row.url_path
      );
    const freeInWindow = async (from: number) => {
      const window = suffixedPaths(base, from, CANDIDATES);
      return freeAmong(window, await paths({ url_path: { $in: window } }), skip);
    };
    const hinted = hints.next(hintKeyOf(base, locale));
    const afterHint = hinted === undefined ? undefined : await freeInWindow(hinted);
    if (afterHint !== undefined) return afterHint;
    const candidates = candidatePaths(base, CANDIDATES);
    const taken = await paths({ url_path: { $in: candidates } });
    if (taken.length < candidates.length) return nextFreePath(base, taken, skip);
    const suffixed = await query().count({ where: { ...scope, url_path: suffixedOf(base) } });
    return (
      (await freeInWindow(Math.max(suffixed + 2, CANDIDATES + 1))) ??
      nextFreePath(base, await paths({ $or: [{ url_path: base }, { url_path: suffixedOf(base) }] }), skip)
    );
  };

  /**
   * Runs `write` with a free path derived from `base`, retrying when a concurrent save wins: first
   * with the guessed path (paths unique per locale), then with paths read as free. A suffixed path
   * written is remembered as this base's last suffix (see `guessPath`).
   */
  const claim = async (
    base: string,
    locale: string,
    exceptId: number | undefined,
    write: (path: string) => Promise<AliasRow>
  ): Promise<AliasRow> => {
    // The unique index refuses a taken path within a locale only: across locales, paths are read.
    const uniquePerLocale = uniquenessScope(strapi, locale).locale !== undefined;
    for (let attempt = uniquePerLocale ? 0 : 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      // After two races lost with read paths, spread out over the next free candidates instead of
      // all writers competing for the same one again; the spread doubles each round.
      const skip = attempt < 3 ? 0 : Math.floor(Math.random() * 2 ** (attempt - 1));
      try {
        const path = attempt === 0 ? guessPath(base, locale) : await freePath(base, locale, skip, exceptId);
        const written = await write(path);
        hints.remember(hintKeyOf(base, locale), base, path);
        return written;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new errors.ApplicationError(`No free URL path found for ${base}`, { path: base });
  };

  return {
    claim,

    /**
     * A free path for each of `bases` in `locale` (undefined when all its candidates are taken),
     * from one query for the taken paths among every base and its suffixes.
     */
    async freePathsFor(locale: string, bases: string[]): Promise<Array<string | undefined>> {
      const candidates = [...new Set(bases.flatMap((base) => candidatePaths(base, CANDIDATES)))];
      const taken = (await query().findMany({
        select: ['url_path'],
        where: { ...uniquenessScope(strapi, locale), url_path: { $in: candidates } },
      })) as Array<{ url_path: string }>;
      return assignFreePaths(
        bases,
        taken.map((row) => row.url_path),
        CANDIDATES
      );
    },
  };
};
