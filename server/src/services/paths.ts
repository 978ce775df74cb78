import type { Core } from '@strapi/strapi';
import { normalizePath } from 'sitetools-kit/path';
import { chunks } from 'sitetools-kit/statements';
import { pathHints, rankClosest } from '../domain/closest-paths';
import type { PathsService as PathsContract } from '../../../shared/contracts/paths';
import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';

// Candidates read per hint: enough to rank from, bounded whatever the number of pages.
const CANDIDATES = 200;

/** What other plugins ask about paths: normalisation and which paths are live (the public surface). */
const paths = ({ strapi }: { strapi: Core.Strapi }) =>
  ({
    normalize: normalizePath,

    async livePaths(candidates: string[], locale?: string) {
      const asked = [...new Set(candidates)];
      const live = new Set<string>();
      for (const batch of chunks(asked)) {
        const rows: Array<{ url_path: string }> = await strapi.db.query(URL_ALIAS_UID).findMany({
          select: ['url_path'],
          where: { url_path: { $in: batch }, live: true, ...(locale === undefined ? {} : { locale }) },
        });
        for (const { url_path } of rows) live.add(url_path);
      }
      // MySQL and MariaDB ignore trailing spaces when comparing strings: keep exact matches only.
      return new Set(asked.filter((path) => live.has(path)));
    },

    async isLive(path: string, locale?: string) {
      const rows: Array<{ url_path: string }> = await strapi.db.query(URL_ALIAS_UID).findMany({
        select: ['url_path'],
        where: { url_path: path, live: true, ...(locale === undefined ? {} : { locale }) },
      });
      // The same trailing-space quirk as above.
      return rows.some((row) => row.url_path === path);
    },

    async closest(path: string, { locale, limit }: { locale?: string; limit: number }) {
      // Candidates share the path's folder or the first word of its last segment; prefix matches
      // use the url_path index, and each read is bounded, so the cost does not grow with the site.
      const { parent, word } = pathHints(path);
      const read = async (url_path: Record<string, string>) => {
        const where = { url_path, live: true, ...(locale ? { locale } : {}) };
        const rows: Array<{ url_path: string }> = await strapi.db
          .query(URL_ALIAS_UID)
          .findMany({ select: ['url_path'], where, limit: CANDIDATES });
        return rows.map((row) => row.url_path);
      };
      const found = await Promise.all([read({ $startsWith: parent }), ...(word.length >= 3 ? [read({ $containsi: word })] : [])]);
      return rankClosest(path, found.flat(), limit);
    },
  }) satisfies PathsContract;

export type PathsService = ReturnType<typeof paths>;
export default paths;
