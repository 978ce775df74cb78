import { ACTIONS } from '../../../../shared/contracts/permissions';
import { getService } from '../../services/get-service';
import { assertReadableType, canReadType } from '../readable';
import type { SitetoolsTool } from 'sitetools-kit/mcp';

interface Args {
  q: string;
  contentType?: string;
  locale?: string;
  limit?: number;
}

interface Found {
  urls: Array<{ path: string; contentType: string; documentId: string; locale: string | null; generated: boolean }>;
}

// The URL list's pages read to fill `limit` when some types are not readable: bounded work per call.
const MOST_PAGES = 5;

/** `sitetools_search_urls`: live paths matching a text, as the URLs page's search finds them. */
export const searchUrls: SitetoolsTool<Args, Found> = {
  name: 'sitetools_search_urls',
  title: 'Search URLs',
  description: 'Live paths of the site whose text contains `q`, with the entry each leads to, sorted by path.',
  action: ACTIONS.read,
  input: (z) =>
    z.object({
      q: z.string().min(1).max(255).describe('Text the path contains, such as pricing'),
      contentType: z.string().min(1).max(255).optional().describe('Only paths of this content type uid'),
      locale: z.string().min(1).max(64).optional().describe('Only paths in this locale'),
      limit: z.number().int().min(1).max(100).optional().describe('At most this many paths (20 by default)'),
    }),
  output: (z) =>
    z.object({
      urls: z.array(
        z.object({
          path: z.string(),
          contentType: z.string(),
          documentId: z.string(),
          locale: z.string().nullable(),
          generated: z.boolean(),
        })
      ),
    }),

  async run(strapi, caller, { q, contentType, locale, limit = 20 }) {
    if (contentType) assertReadableType(strapi, caller, contentType);
    const list = getService(strapi, 'url-alias-admin');
    const urls: Found['urls'] = [];
    // One Content Manager check per type, not per path listed.
    const readable = new Map<string, boolean>();
    const mayRead = (uid: string) => readable.get(uid) ?? readable.set(uid, canReadType(strapi, caller, uid)).get(uid);
    for (let page = 1; page <= MOST_PAGES && urls.length < limit; page += 1) {
      const { data, meta } = await list.list({
        q,
        contenttype: contentType,
        locale,
        sort: { field: 'url_path', direction: 'asc' },
        page,
        pageSize: limit,
      });
      for (const item of data) {
        // Live paths only, of types whose entries the caller may read in the Content Manager.
        if (item.state !== 'live' || !mayRead(item.contenttype) || urls.length >= limit) continue;
        urls.push({
          path: item.url_path,
          contentType: item.contenttype,
          documentId: item.entryDocumentId,
          locale: item.localized ? item.locale : null,
          generated: item.generated === true,
        });
      }
      if (page >= meta.pagination.pageCount) break;
    }
    return { urls };
  },
};
