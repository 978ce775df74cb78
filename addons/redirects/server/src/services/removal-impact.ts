import type { Core } from '@strapi/strapi';
import type { PathImpact } from '../../../shared/contracts/removals';
import type { Config } from '../config';
import { escapeStoredPath } from '../domain/redirect-rules';
import { removalPolicyOf, type RemovalPolicy } from '../domain/removal-policy';
import { redirectHitReader } from './redirect-hit-read';
import { REDIRECT_UID } from './redirect-engine';
import { NOT_FOUND_UID } from './not-found-resolve';

interface RuleRow {
  from: string;
  to: string;
  status_code: number;
  locale: string | null;
}

/**
 * The addon's part of the removal dialog: the published redirects that lead to the paths about to
 * be removed (they will lead to a gone page), with their hits, the paths' own 404 inbox hits, and
 * the removal policy of the type.
 */
const removalImpact = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** What removing these live paths of type `uid` in `locale` ('' for a type that is not localized) touches. */
  async of(uid: string, locale: string, paths: string[], showSources: boolean): Promise<{ policy: RemovalPolicy; paths: PathImpact[] }> {
    const config = strapi.config.get('plugin::sitetools-addon-redirects') as Config;
    const stored = paths.map(escapeStoredPath);
    // A rule of every locale holds null (or '' in rows written before).
    const locales = locale ? { $or: [{ locale: { $null: true } }, { locale: '' }, { locale }] } : {};
    const rules = (await strapi.db.query(REDIRECT_UID).findMany({
      select: ['from', 'to', 'status_code', 'locale'],
      where: { $and: [{ to: { $in: stored }, publishedAt: { $notNull: true } }, locales] },
      orderBy: { from: 'asc' },
    })) as RuleRow[];
    const statsOf = await redirectHitReader(strapi).statsOf(rules);
    const inbox = (await strapi.db.query(NOT_FOUND_UID).findMany({
      select: ['path', 'hits'],
      // A front-end that names no locale reports ''.
      where: { path: { $in: paths }, locale: { $in: [...new Set([locale, ''])] } },
    })) as Array<{ path: string; hits: number }>;
    return {
      policy: removalPolicyOf(uid, config),
      paths: paths.map((path) => ({
        path,
        redirects: rules
          .filter((rule) => rule.to === escapeStoredPath(path))
          .map((rule) => ({ from: showSources ? rule.from : null, status_code: rule.status_code, hits: statsOf(rule).hits })),
        notFoundHits: inbox.filter((row) => row.path === path).reduce((sum, row) => sum + Number(row.hits), 0),
      })),
    };
  },
});

export default removalImpact;
