import type { SitetoolsTool } from 'sitetools-kit/mcp';
import { ACTIONS } from '../permissions';
import { getCoreService, getService } from '../services/get-service';

interface Args {
  days?: number;
  limit?: number;
}

interface TopNotFound {
  paths: Array<{ path: string; locale: string | null; hits: number; lastSeen: string; suggestions: string[] }>;
}

// Rows read to find the most hit ones seen within `days`: the inbox is sorted by hits, not by date.
const SCANNED = 500;
const SUGGESTIONS = 3;

/** `sitetools_top_not_found`: the most hit paths of the 404 inbox, with the live paths closest to each. */
export const topNotFound: SitetoolsTool<Args, TopNotFound> = {
  name: 'sitetools_top_not_found',
  title: 'Top 404s',
  description:
    'The paths of the site that answered 404 most often (the open rows of the 404 inbox), last seen within `days`, ' +
    'each with its hits and the closest live paths to redirect it to.',
  action: ACTIONS.notFoundRead,
  input: (z) =>
    z.object({
      days: z.number().int().min(1).max(3650).optional().describe('Only paths seen within this many days (every row when absent)'),
      limit: z.number().int().min(1).max(50).optional().describe('At most this many paths (10 by default)'),
    }),
  output: (z) =>
    z.object({
      paths: z.array(
        z.object({
          path: z.string(),
          locale: z.string().nullable(),
          hits: z.number(),
          lastSeen: z.string(),
          suggestions: z.array(z.string()),
        })
      ),
    }),
  async run(strapi, _caller, { days, limit = 10 }) {
    const since = days === undefined ? 0 : Date.now() - days * 86_400_000;
    const { data } = await getService(strapi, 'not-found-admin').list({
      page: 1,
      pageSize: days === undefined ? limit : SCANNED,
      ignored: false,
      sort: 'hits:desc',
    });
    const rows = data.filter((row) => new Date(row.lastSeen).getTime() >= since).slice(0, limit);
    const paths = getCoreService(strapi, 'paths');
    return {
      paths: await Promise.all(
        rows.map(async (row) => ({
          path: row.path,
          locale: row.locale || null,
          hits: row.hits,
          lastSeen: new Date(row.lastSeen).toISOString(),
          suggestions: await paths.closest(row.path, { locale: row.locale || undefined, limit: SUGGESTIONS }),
        }))
      ),
    };
  },
};
