import type { Core } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';
import type { RedirectHitStats } from '../../../shared/contracts/redirects';
import { ruleKey } from '../domain/rule-hits';
import { REDIRECT_HIT_UID } from './redirect-hit-write';

const DAY_MS = 86_400_000;

/** A redirect row's locale as the hits table keys it: '' for every locale. */
const hitLocale = (locale: string | null | undefined) => locale || '';

interface HitRow {
  from: string;
  locale: string;
  hits: number;
  lastHit: Date | string;
}

/**
 * What the Redirects page reads of the hits table (written by the hits intake): the counts of the
 * rules on a page, and the filter of the rules unused for N days. A plain module: the list and the
 * bulk operations share the filter.
 */
export const redirectHitReader = (strapi: Core.Strapi) => {
  const hitRows = () => strapi.db.query(REDIRECT_HIT_UID);

  return {
    /** The hits of these rules (by source and locale); a rule never hit has none. One read per 500 sources. */
    async statsOf(
      rules: Array<{ from: string; locale: string | null }>
    ): Promise<(rule: { from: string; locale: string | null }) => RedirectHitStats> {
      const found = new Map<string, RedirectHitStats>();
      for (const batch of chunks([...new Set(rules.map((rule) => rule.from))])) {
        const rows: HitRow[] = await hitRows().findMany({ select: ['from', 'locale', 'hits', 'lastHit'], where: { from: { $in: batch } } });
        for (const row of rows) found.set(ruleKey(row), { hits: Number(row.hits), lastHit: new Date(row.lastHit).toISOString() });
      }
      return ({ from, locale }) => found.get(ruleKey({ from, locale: hitLocale(locale) })) ?? { hits: 0, lastHit: null };
    },

    /**
     * The Document Service filter of the rules unused for `days` days: never hit, or last hit
     * before then. Written as "not one of the rules hit since", one `$in` of sources per locale,
     * so it grows with the rules hit lately, at most the rules there are.
     */
    async unusedFilter(days: number): Promise<Record<string, unknown> | null> {
      const rows: Array<Pick<HitRow, 'from' | 'locale'>> = await hitRows().findMany({
        select: ['from', 'locale'],
        where: { lastHit: { $gte: new Date(Date.now() - days * DAY_MS) } },
      });
      if (rows.length === 0) return null;
      const byLocale = new Map<string, string[]>();
      for (const { from, locale } of rows)
        byLocale
          .set(locale, byLocale.get(locale) ?? [])
          .get(locale)
          ?.push(from);
      const used = [...byLocale].map(([locale, froms]) => ({
        from: { $in: froms },
        // A rule of every locale holds null (or '' in rows written before) where the hits table holds ''.
        ...(locale === '' ? { $or: [{ locale: { $null: true } }, { locale: '' }] } : { locale }),
      }));
      return { $not: { $or: used } };
    },
  };
};
