import type { Core } from '@strapi/strapi';
import { servedPath, storedPath, type PathPolicy } from 'sitetools-kit/path-policy';
import { pathHints, rankClosest } from '../../domain/closest-paths';
import type { PathsService as PathsContract } from '../../../../shared/contracts/paths';
import { getService } from '../get-service';
import { pathPolicy } from '../platform';

// Candidates read per hint: enough to rank from, bounded whatever the number of pages.
const CANDIDATES = 200;

/**
 * What other plugins ask about paths: the path policy, normalisation, the served form and which
 * paths are live (the public surface).
 */
const paths = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  return {
    policy: (): PathPolicy => pathPolicy(strapi),

    normalize: (input: unknown) => storedPath(input, pathPolicy(strapi)),

    served: (path: string) => servedPath(path, pathPolicy(strapi)),

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
