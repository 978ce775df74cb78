import type { Core } from '@strapi/strapi';
import type { PathRedirectFacts, RedirectHint } from 'strapi-plugin-sitetools/contracts/redirect-lookup';
import type { Redirect } from '../domain/redirect-rules';
import { ACTIONS } from '../permissions';
import { getService } from './get-service';

// Enough to show an admin where a path is linked from; the total says how many more there are.
const INTO_LIMIT = 20;

const hintOf = ({ from, to, status_code, locale }: Redirect): RedirectHint => ({ from, to, status_code, locale });

const isoOf = (value: unknown) => new Date(value as string).toISOString();

/**
 * What the addon knows of a path, for the core's `sitetools_explain_path` tool (the
 * `explain` of its redirect lookup): the published redirects from and into it, and its rows in
 * the 404 inbox, each behind the admin action that reads it on the addon's own pages.
 */
const pathFacts = ({ strapi }: { strapi: Core.Strapi }) => ({
  async explain(path: string, can: (action: string) => boolean): Promise<PathRedirectFacts> {
    const [redirects, rows] = await Promise.all([
      can(ACTIONS.read) ? getService(strapi, 'redirect-engine').publishedAround(path, INTO_LIMIT) : null,
      can(ACTIONS.notFoundRead) ? getService(strapi, 'not-found-admin').rowsAt(path) : null,
    ]);
    return {
      redirects: redirects && { from: redirects.from.map(hintOf), into: redirects.into.map(hintOf), intoTotal: redirects.intoTotal },
      notFound:
        rows &&
        rows.map((row) => ({
          locale: row.locale || null,
          hits: Number(row.hits),
          firstSeen: isoOf(row.firstSeen),
          lastSeen: isoOf(row.lastSeen),
          // SQLite and MySQL give booleans as 1 and 0.
          ignored: Boolean(row.ignored),
        })),
    };
  },
});

export default pathFacts;
