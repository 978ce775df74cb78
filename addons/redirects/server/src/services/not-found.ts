import type { Core } from '@strapi/strapi';
import { InvalidPathError, normalizePath } from 'sitetools-kit/path';
import { foldPathCase } from 'sitetools-kit/path-policy';
import type { ReportNotFound } from '../../../shared/contracts/not-found';
import type { Config } from '../config';
import { hitKey, hitTally, type Hit, type HitTally, type PendingHits } from '../domain/hit-tally';
import { referrerToStore, type ParsedReport } from '../validation/not-found-input';
import { fieldError } from '../validation/redirect-input';
import { getCoreService, getService } from './get-service';
import { intakeAdmission } from './intake-admission';
import { shedCounter } from './intake-shed';
import { notFoundWriter } from './not-found-write';
import { tallyIntake } from './tally-intake';

const LOCALE_UID = 'plugin::i18n.locale';
// Rows per write transaction. On SQLite a commit waits for the disk and holds the event loop
// meanwhile, whatever the rows, so fewer, larger transactions
// (docs/decisions/2026-11-27-not-found-write-batch.md). 500 rows is one statement (SQLite's
// compound SELECT limit); the router's requests get the database between two transactions.
const WRITE_BATCH = 500;

/**
 * The 404 inbox's intake. Reports are checked and counted in memory per (path, locale), and the
 * counts are added to the table every `notFound.flushIntervalMs` in short transactions, so a storm
 * of reports costs the database a few writes per interval, not a transaction per report. Each
 * caller may send `notFound.rateLimit` reports per window, and all of them together
 * `notFound.budget`: past the budget a request is shed (a 429 before any query) and its reports
 * counted as shed, so the intake's work per window is bounded whatever the rate limit. The write
 * loop is services/tally-intake's, shared with the redirect hits' intake. A crash loses the hits and
 * the shed count of the last interval; `stop` (the plugin's destroy) writes them.
 */
const notFound = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => (strapi.config.get('plugin::sitetools-addon-redirects') as Config).notFound;
  const writer = notFoundWriter(strapi);
  const shedTotal = shedCounter(strapi, 'notFound');
  // Built on first use: the config is read once it is loaded.
  let tally: HitTally | undefined;
  const pending = () => (tally ??= hitTally(settings().maxPendingPaths));
  const admission = intakeAdmission(settings, { intake: 'the 404 intake', items: '404 reports', unit: 'reports' });

  /** The report with its path normalised, or a 400 naming the field (`prefix` locates it in a batch). */
  const checked = ({ path, locale = '', referrer }: ParsedReport, prefix: string): Hit => {
    try {
      return {
        // The kit's functions, as the redirect rules (pure code with no `strapi` to ask) use, with
        // the core's path policy: a 404 path is stored as a redirect's `from` is (see
        // domain/path-case), so `/About` and `/about` are one row when case does not count.
        path: foldPathCase(normalizePath(path), getCoreService(strapi, 'paths').policy()),
        locale,
        referrer: referrerToStore(referrer),
      };
    } catch (error) {
      if (!(error instanceof InvalidPathError)) throw error;
      throw fieldError(`${prefix}path`, error.message);
    }
  };

  /** A 400 naming the first report whose locale is not one of the app's (one query for all). */
  const checkLocales = async (hits: Hit[], prefix: (index: number) => string) => {
    const asked = [...new Set(hits.map((hit) => hit.locale).filter((locale) => locale !== ''))];
    if (asked.length === 0) return;
    const rows: Array<{ code: string }> = await strapi.db.query(LOCALE_UID).findMany({ select: ['code'], where: { code: { $in: asked } } });
    const known = new Set(rows.map((row) => row.code));
    const bad = hits.findIndex((hit) => hit.locale !== '' && !known.has(hit.locale));
    if (bad >= 0) throw fieldError(`${prefix(bad)}locale`, `locale ${hits[bad].locale} is not one of the app's locales`);
  };

  /**
   * The hits nobody needs to hear of: their path is live (in their locale, or in any when they
   * name none), or a published redirect they follow starts there. Two queries per locale.
   */
  const answered = async (hits: Hit[]): Promise<Set<string>> => {
    const byLocale = new Map<string, string[]>();
    for (const hit of hits) {
      const paths = byLocale.get(hit.locale) ?? [];
      byLocale.set(hit.locale, paths);
      paths.push(hit.path);
    }
    const found = new Set<string>();
    for (const [locale, paths] of byLocale) {
      const live = await getCoreService(strapi, 'paths').livePaths(paths, locale || undefined);
      for (const path of live) found.add(hitKey({ path, locale }));
    }
    for (const key of await redirectedAmong(hits)) found.add(key);
    return found;
  };

  /** Which of these hits a published redirect answers (one scoped to a locale: only that locale's), by `hitKey`: one read per locale. */
  const redirectedAmong = async (hits: ReadonlyArray<Pick<Hit, 'path' | 'locale'>>): Promise<Set<string>> => {
    const byLocale = new Map<string, string[]>();
    for (const { path, locale } of hits)
      byLocale
        .set(locale, byLocale.get(locale) ?? [])
        .get(locale)
        ?.push(path);
    const found = new Set<string>();
    for (const [locale, paths] of byLocale) {
      const redirected = await getService(strapi, 'redirect-engine').findPublished(paths, locale || undefined);
      for (const path of redirected.keys()) found.add(hitKey({ path, locale }));
    }
    return found;
  };

  const intake = tallyIntake<Hit, PendingHits>({
    strapi,
    tally: pending,
    intervalMs: () => settings().flushIntervalMs,
    batchSize: WRITE_BATCH,
    async write(batch) {
      // A redirect published since the report resolved these paths: they stay out of the inbox.
      const redirected = await redirectedAmong(batch);
      const open = batch.filter((row) => !redirected.has(hitKey(row)));
      if (open.length > 0) await writer.write(open);
    },
    rowsName: 'paths of the 404 inbox',
    ...shedTotal.flushHooks(admission),
  });

  return {
    /** Makes sure the rows of the trim's lock and the shed count exist (at startup). */
    ensureLock: async () => {
      await writer.ensureLock();
      await shedTotal.ensure();
    },

    /**
     * Accepts the reports of `caller` (all checked first: a bad one refuses the whole request),
     * counted in memory and written within `notFound.flushIntervalMs`. A 429 (`RateLimitError`,
     * `details.retryAfter` in seconds) when the caller has sent its share of this window.
     */
    async report(reports: ParsedReport[], { batch, caller }: { batch: boolean; caller: string }): Promise<ReportNotFound.Response['data']> {
      const prefix = (index: number) => (batch ? `data.${index}.` : '');
      const hits = reports.map((report, index) => checked(report, prefix(index)));
      admission.admit(caller, hits.length, intake.schedule);
      await checkLocales(hits, prefix);
      const ignored = await answered(hits);
      const counted = hits.filter((hit) => !ignored.has(hitKey(hit)));
      await intake.count(counted, new Date());
      return { counted: counted.length, ignored: hits.length - counted.length };
    },

    /** Writes the pending hits now. */
    flush: intake.flush,

    /** Writes the pending hits and stops holding any (the plugin's destroy): a clean stop loses none. */
    stop: intake.stop,
  };
};

export default notFound;
