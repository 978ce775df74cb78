import type { Core } from '@strapi/strapi';
import { chunks } from 'sitetools-kit/statements';
import type { ReportRedirectHits } from '../../../shared/contracts/redirect-hits';
import type { Config } from '../config';
import { ruleHitTally, ruleKey, type PendingRuleHits, type RuleHit, type RuleHitTally } from '../domain/rule-hits';
import { intakeAdmission } from './intake-admission';
import { shedCounter } from './intake-shed';
import { REDIRECT_UID } from './redirect-engine';
import { redirectHitWriter } from './redirect-hit-write';
import { tallyIntake } from './tally-intake';

// Rows per write transaction, as the 404 intake's and for its reason (services/not-found.ts).
const WRITE_BATCH = 500;

/**
 * The redirect hits' intake, the 404 intake's twin: entries are checked, those of published rules
 * counted in memory per rule (domain/rule-hits) and added to the table every
 * `hits.flushIntervalMs` by the shared write loop (services/tally-intake); each caller may send
 * `hits.rateLimit` entries per window and all of them together `hits.budget` (services/
 * intake-admission), past which a request gets a 429 before any query and its entries are counted
 * as shed (services/intake-shed), as the 404 intake counts its reports. A crash loses the hits and
 * the shed count of the last interval; `stop` (the plugin's destroy) writes them.
 */
const redirectHit = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => (strapi.config.get('plugin::sitetools-addon-redirects') as Config).hits;
  const writer = redirectHitWriter(strapi);
  // Built on first use: the config is read once it is loaded.
  let tally: RuleHitTally | undefined;
  const pending = () => (tally ??= ruleHitTally(settings().maxPendingRules));
  const admission = intakeAdmission(settings, { intake: 'the redirect hits intake', items: 'redirect hits', unit: 'entries' });
  const shedTotal = shedCounter(strapi, 'redirectHits');
  const intake = tallyIntake<RuleHit, PendingRuleHits>({
    strapi,
    tally: pending,
    intervalMs: () => settings().flushIntervalMs,
    batchSize: WRITE_BATCH,
    write: writer.write,
    rowsName: 'rules of the redirect hits',
    ...shedTotal.flushHooks(admission),
  });

  /**
   * The rules of these entries that are published, by `ruleKey`: one read per 500 sources. A rule
   * unpublished since a front-end read its manifest has its hits ignored, as one never published.
   */
  const publishedAmong = async (hits: RuleHit[]): Promise<Set<string>> => {
    const found = new Set<string>();
    for (const batch of chunks([...new Set(hits.map((hit) => hit.from))])) {
      const rows: Array<{ from: string; locale: string | null }> = await strapi.db.query(REDIRECT_UID).findMany({
        select: ['from', 'locale'],
        where: { from: { $in: batch }, publishedAt: { $notNull: true } },
      });
      // MySQL and MariaDB ignore trailing spaces when comparing strings: keep exact matches only.
      const asked = new Set(batch);
      for (const row of rows) if (asked.has(row.from)) found.add(ruleKey({ from: row.from, locale: row.locale ?? '' }));
    }
    return found;
  };

  return {
    /** Makes sure the row of the shed count exists (at startup). */
    ensureShed: () => shedTotal.ensure(),

    /**
     * Accepts the entries of `caller`, counted in memory and written within
     * `hits.flushIntervalMs`; entries naming no published rule are ignored. A 429
     * (`RateLimitError`, `details.retryAfter` in seconds) past the caller's limit or the budget.
     */
    async report(hits: RuleHit[], caller: string): Promise<ReportRedirectHits.Response['data']> {
      // Shed entries are counted as shed, not as hits: the 429 tells the sender, which keeps them
      // to send again (sitetools-client does).
      admission.admit(caller, hits.length, intake.schedule);
      const published = await publishedAmong(hits);
      const counted = hits.filter((hit) => published.has(ruleKey(hit)));
      await intake.count(counted, new Date());
      return { counted: counted.length, ignored: hits.length - counted.length };
    },

    /** Writes the pending hits now. */
    flush: intake.flush,

    /** Writes the pending hits and stops holding any (the plugin's destroy): a clean stop loses none. */
    stop: intake.stop,
  };
};

export default redirectHit;
