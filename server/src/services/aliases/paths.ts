import type { Core } from '@strapi/strapi';
import { normalizePath } from 'sitetools-kit/path';
import { pathHints, rankClosest } from '../../domain/closest-paths';
import type { PathsService as PathsContract } from '../../../../shared/contracts/paths';
import { getService } from '../get-service';

// Candidates read per hint: enough to rank from, bounded whatever the number of pages.
const CANDIDATES = 200;

/** What other plugins ask about paths: normalisation and which paths are live (the public surface). */
const paths = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  return {
    normalize: normalizePath,

    livePaths: (candidates: string[], locale?: string) => store().livePaths(candidates, locale),

    isLive: (path: string, locale?: string) => store().isLive(path, locale),

    firstLiveUnder: (prefix: string, locale: string | undefined, accept: (path: string) => boolean) =>
      store().firstLiveUnder(prefix, locale, accept),

    async closest(path: string, { locale, limit }: { locale?: string; limit: number }) {
      // Candidates share the path's folder or the first word of its last segment; prefix matches
      // use the url_path index, and each read is bounded, so the cost does not grow with the site.
      const { parent, word } = pathHints(path);
      const read = (url_path: Record<string, string>) => store().livePathsWhere(url_path, locale, CANDIDATES);
      const found = await Promise.all([read({ $startsWith: parent }), ...(word.length >= 3 ? [read({ $containsi: word })] : [])]);
      return rankClosest(path, found.flat(), limit);
    },
  } satisfies PathsContract;
};

export default paths;
