import type { Core } from '@strapi/strapi';
import type { Config } from '../config';
import {
  RedirectPlanner,
  pathsNamedBy,
  rulePairOf,
  sameRedirect,
  type Operation,
  type PathInLocale,
  type Outcome,
  type PlannedChange,
  type RedirectDoc,
} from '../domain/redirect-plan';
import { isActiveAt, type Redirect } from '../domain/redirect-rules';
import { linkedPaths, matchesPath, patternOf, prefixesOf, staticPrefixOf } from '../domain/pattern-view';
import type { PatternToken } from '../domain/pattern-segment';
import { redirectMatcher, type RedirectRuleMatcher } from 'sitetools-kit/redirect-match';
import { documentIdGenerator } from 'sitetools-kit/document-id';
import { redirectFor, redirectLocaleOf, type RedirectLocale } from 'sitetools-kit/redirect-locale';
import { chunks } from 'sitetools-kit/statements';
import { storedDate } from 'sitetools-kit/stored-date';
import { versionRow } from 'sitetools-kit/version-row';
import { WEBHOOK_EVENTS } from 'sitetools-kit/events';
import type { RedirectsUpdateEvent } from '../../../shared/contracts/redirects';
import { changedLiveSources } from '../domain/live-changes';
import { removedUrls } from './removed-urls';
import { getCoreService } from './get-service';
import { resolveNotFound } from './not-found-resolve';

export const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
export const VERSION_UID = 'plugin::sitetools-addon-redirects.redirect-version';
const VERSION_KEY = 'redirects';
/** The version table's row that marks the last schedule boundary announced, in seconds since SCHEDULE_EPOCH. */
const SCHEDULE_KEY = 'redirects-schedule';
// Seconds from here fit the integer column for decades.
const SCHEDULE_EPOCH = Date.UTC(2025, 0, 1);
/** How long the router's hint trusts its pattern rules before reading the set's version again (other servers' writes). */
const PATTERN_REFRESH_MS = 1000;
const LOCALE_UID = 'plugin::i18n.locale';

/** A stored redirect row: the draft (`publishedAt` null) or the published version of a document. */
interface RedirectRow extends Redirect {
  id: number;
  documentId: string;
  publishedAt: string | Date | null;
}

export interface Plan {
  outcomes: Outcome[];
  changes: PlannedChange[];
}

/** How often (in operations) a long plan reports its progress and lets other requests run. */
const PROGRESS_EVERY = 1000;
const nextTurn = () => new Promise<void>((resume) => setImmediate(resume));

const COLUMNS = ['id', 'documentId', 'from', 'to', 'status_code', 'locale', 'query', 'activeFrom', 'activeUntil', 'publishedAt'];

/** A stored moment as the rules write it (ISO 8601, UTC). */
export const momentOf = (value: unknown): string | null => storedDate(value)?.toISOString() ?? null;

// Rows written before redirects had a locale hold null there: every locale.
// Rows written before query policies hold null there: `pass`.
export const fieldsOf = ({ from, to, status_code, locale, query, activeFrom, activeUntil }: Redirect): Redirect => ({
  from,
  to,
  status_code,
  locale: redirectLocaleOf(locale),
  query: query ?? 'pass',
  activeFrom: momentOf(activeFrom),
  activeUntil: momentOf(activeUntil),
});

const liveKey = (path: string, locale: RedirectLocale) => `${locale ?? ''}\n${path}`;

type StoredVersions = { draft?: RedirectRow; published?: RedirectRow };

/** A moment a published rule starts or stops applying (ms), with the rule's source. */
interface Boundary {
  at: number;
  from: string;
  locale: RedirectLocale;
}

/** The rows of each document: its draft row (`publishedAt` null) and its published row. */
const versionsOf = (rows: RedirectRow[]): Map<string, StoredVersions> => {
  const byDocument = new Map<string, StoredVersions>();
  for (const row of rows) {
    byDocument.set(row.documentId, { ...byDocument.get(row.documentId), [row.publishedAt === null ? 'draft' : 'published']: row });
  }
  return byDocument;
};

/** Documents from their rows; a document's draft row holds its latest edit. */
const docsOf = (rows: RedirectRow[]): RedirectDoc[] =>
  [...versionsOf(rows)].map(([documentId, { draft, published }]) => ({
    documentId,
    draft: fieldsOf((draft ?? published) as RedirectRow),
    published: published ? fieldsOf(published) : null,
  }));

/**
 * Every redirect write goes through here: in one transaction, take the redirect set's lock, read
 * the snapshot the operations need, plan them with the rules (domain/redirect-plan) and write the
 * plan. Holding the lock from the read to the commit serialises writers, so no two plans are made
 * from the same snapshot, on one instance or several.
 */
const redirectEngine = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REDIRECT_UID);
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;
  const paths = () => getCoreService(strapi, 'paths');
  const isSqlite = () => strapi.db.dialect.client === 'sqlite';
  const versionOfSet = versionRow(strapi, VERSION_UID, VERSION_KEY);
  const scheduleMark = versionRow(strapi, VERSION_UID, SCHEDULE_KEY);

  /**
   * The moments the published rules start or stop applying (ms), sorted, each with its rule's
   * source: read once per version of the set, so a revalidation stays one read of the version row.
   */
  let boundaryCache: { version: string; boundaries: Boundary[] } | null = null;
  const boundariesAt = async (setVersion: string): Promise<Boundary[]> => {
    if (boundaryCache?.version === setVersion) return boundaryCache.boundaries;
    const scheduled = await read({
      publishedAt: { $notNull: true },
      $or: [{ activeFrom: { $notNull: true } }, { activeUntil: { $notNull: true } }],
    });
    const boundaries = scheduled
      .map(fieldsOf)
      .flatMap(({ from, locale, activeFrom, activeUntil }) =>
        [activeFrom, activeUntil].flatMap((moment) => (moment === null ? [] : [{ at: Date.parse(moment), from, locale }]))
      )
      .sort((a, b) => a.at - b.at);
    boundaryCache = { version: setVersion, boundaries };
    return boundaries;
  };

  /**
   * The version front-ends compare: the set's, and once a rule's window has opened or closed, how
   * many such moments have passed, so that a cached manifest is not modified-since across one.
   */
  const version = async (): Promise<string> => {
    const setVersion = await versionOfSet.read();
    const now = Date.now();
    const passed = (await boundariesAt(setVersion)).filter(({ at }) => at <= now).length;
    return passed === 0 ? setVersion : `${setVersion}.${passed}`;
  };

  /**
   * The published pattern rules within their window, in the kit's matcher (indexed by static
   * prefix), for the router's hint. Like the core's router cache, it follows this server's writes
   * at once (`run` drops it) and other servers' through the set's version, read at most once per
   * PATTERN_REFRESH_MS; a window opening or closing is seen by the clock, with no read.
   */
  let patternCache: { setVersion: string; checkedAt: number; passed: number; rules: RedirectRuleMatcher<Redirect> } | null = null;
  const publishedPatterns = async (): Promise<RedirectRuleMatcher<Redirect>> => {
    const now = Date.now();
    const fresh = patternCache !== null && now - patternCache.checkedAt < PATTERN_REFRESH_MS;
    // Marked checked before the read, so that the requests arriving meanwhile use the rules held
    // rather than each read the version too. (A read is not shared between requests: one made
    // inside a transaction must stay in it, SQLite's one connection being that transaction's.)
    if (!fresh && patternCache) patternCache.checkedAt = now;
    const setVersion = fresh && patternCache ? patternCache.setVersion : await setVersionHere();
    const passed = (await boundariesAt(setVersion)).filter(({ at }) => at <= now).length;
    if (patternCache?.setVersion !== setVersion || patternCache.passed !== passed) {
      const found = (await read({ publishedAt: { $notNull: true }, from: { $contains: ':' } })).map(fieldsOf);
      const rules = redirectMatcher(found.filter((rule) => patternOf(rule.from) && isActiveAt(rule, now)));
      patternCache = { setVersion, checkedAt: now, passed, rules };
    }
    return patternCache.rules;
  };

  /**
   * The set's version as versionRow writes it, read through the Query Engine: in the caller's
   * transaction when it has one (an alias save asks inside its own), since SQLite's one
   * connection is that transaction's until it ends.
   */
  const setVersionHere = async (): Promise<string> => {
    const row = (await strapi.db.query(VERSION_UID).findOne({ select: ['version', 'createdAt'], where: { key: VERSION_KEY } })) as {
      version: number;
      createdAt: string | Date;
    };
    return `${new Date(row.createdAt).getTime().toString(36)}.${row.version}`;
  };

  const read = async (where: Record<string, unknown>): Promise<RedirectRow[]> =>
    (await rows().findMany({ select: COLUMNS, where })) as RedirectRow[];

  // One batch after the other: a run reads inside its transaction, whose one connection takes one
  // statement at a time (node-postgres deprecates queueing them on a client).
  const readIn = async (column: 'documentId' | 'from' | 'to', values: string[]) => {
    const found: RedirectRow[] = [];
    for (const batch of chunks(values)) found.push(...(await read({ [column]: { $in: batch } })));
    return found;
  };

  /**
   * The rules for query strings of these paths (`/p?id=5` for `/p`): a redirect to a path is
   * checked against them. Query sources start with their path and "?", which no path holds. One
   * read for all the paths: a prefix (`LIKE 'x?%'`) uses no index on SQLite or PostgreSQL, so a
   * read per path scanned the table once per path, and a paths import of 100,000 lines, each
   * leaving a redirect, grew quadratically.
   */
  const queryRulesOf = async (paths: string[]) => {
    const wanted = new Set(paths.filter((path) => !path.includes('?')));
    if (wanted.size === 0) return [];
    const rules = await read({ from: { $contains: '?' } });
    return rules.filter((row) => wanted.has(row.from.slice(0, row.from.indexOf('?'))));
  };

  /** Rows under a path (the path itself and below it; "/" is every row), in `column`. */
  const readUnder = async (column: 'from' | 'to', prefix: string) =>
    read(prefix === '/' ? {} : { $or: [{ [column]: prefix }, { [column]: { $startsWith: `${prefix}/` } }] });

  /**
   * The rows a pattern rule among `paths` (each a source and its target) can meet: every pattern
   * rule, and the exact rules under its output's and its source's static prefixes.
   */
  const readForPatterns = async (pairs: Array<[from: string, to: string | null]>): Promise<RedirectRow[]> => {
    const patterns = await read({ from: { $contains: ':' } });
    const found = [...patterns];
    for (const [from, to] of pairs) {
      const prefixes = prefixesOf(from, to);
      if (!prefixes) continue;
      if (prefixes.sources !== null) found.push(...(await readUnder('from', prefixes.sources)));
      found.push(...(await readUnder('to', prefixes.targets)), ...(await readUnder('from', prefixes.targets)));
    }
    // The rules a pattern links to the exact paths written (see linkedPaths).
    const exact = pairs.flatMap(([from, to]) => (patternOf(from) ? [] : [from, ...(to?.startsWith('/') ? [to] : [])]));
    if (patterns.length > 0 && exact.length > 0) found.push(...(await readIn('from', linkedPaths(patterns.map(fieldsOf), exact))));
    return found;
  };

  /**
   * The redirects `operations` can touch: their documents, the redirects from and to every path
   * they name, and the other version of each. Both views are flat, so that is all a rule reads;
   * pattern rules also read what `readForPatterns` gives.
   */
  const readAround = async (operations: Operation[]): Promise<RedirectRow[]> => {
    const documentIds = new Set(operations.flatMap((op) => ('documentId' in op && op.documentId ? [op.documentId] : [])));
    const named = new Set(operations.flatMap((op) => pathsNamedBy(op, config().defaultStatusCode)));
    const own = await readIn('documentId', [...documentIds]);
    const pairs = operations.flatMap((op) => rulePairOf(op, config().defaultStatusCode));
    for (const row of own) {
      named.add(row.from);
      if (row.to !== null) named.add(row.to);
      pairs.push([row.from, row.to]);
    }
    const from = await readIn('from', [...named]);
    // A redirect for every locale may lead to a path with a redirect of one locale (the one hop
    // flatness allows, see domain/redirect-graph): the rules follow it, so it is read too.
    const onward = [...new Set(from.flatMap((row) => (row.to === null ? [] : [row.to])))].filter((path) => !named.has(path));
    const near = [
      ...from,
      ...(await readIn('from', onward)),
      ...(await readIn('to', [...named])),
      ...(await queryRulesOf([...named])),
      ...(await readForPatterns(pairs)),
    ];
    const others = [...new Set(near.map((row) => row.documentId))].filter((id) => !documentIds.has(id));
    const found = new Map([...own, ...near, ...(await readIn('documentId', others))].map((row) => [row.id, row]));
    return [...found.values()];
  };

  /** Writes a plan's changes over the rows it was planned from. */
  const write = async (changes: PlannedChange[], loaded: RedirectRow[]) => {
    const stored = versionsOf(loaded);
    const now = new Date();
    const inserts: Array<Record<string, unknown>> = [];
    const updates = new Map<string, { data: Record<string, unknown>; ids: number[] }>();
    const removedRows: number[] = [];
    const removedDocuments: string[] = [];
    const update = (id: number, data: Record<string, unknown>) => {
      const key = JSON.stringify(data);
      updates.set(key, { data, ids: [...(updates.get(key)?.ids ?? []), id] });
    };

    for (const { documentId, before, after, publish } of changes) {
      const rowsOf = stored.get(documentId) ?? {};
      if (!after) {
        removedDocuments.push(documentId);
        continue;
      }
      if (!rowsOf.draft) inserts.push({ documentId, ...after.draft, publishedAt: null });
      else if (!before || !sameRedirect(before.draft, after.draft)) update(rowsOf.draft.id, { ...after.draft });
      if (!after.published) {
        if (rowsOf.published) removedRows.push(rowsOf.published.id);
      } else if (!rowsOf.published) {
        inserts.push({ documentId, ...after.published, publishedAt: now });
      } else if (publish || !before?.published || !sameRedirect(before.published, after.published)) {
        update(rowsOf.published.id, { ...after.published, ...(publish ? { publishedAt: now } : {}) });
      }
    }

    for (const batch of chunks(removedDocuments)) await rows().deleteMany({ where: { documentId: { $in: batch } } });
    for (const batch of chunks(removedRows)) await rows().deleteMany({ where: { id: { $in: batch } } });
    for (const { data, ids } of updates.values()) {
      for (const batch of chunks(ids)) await rows().updateMany({ where: { id: { $in: batch } }, data });
    }
    for (const batch of chunks(inserts)) await rows().createMany({ data: batch });
    await resolveNotFound(
      strapi,
      changes.flatMap(({ after }) => (after ? [after.draft.from, after.published?.from ?? after.draft.from] : []))
    );
    // A published redirect answers a removed page's path: it leaves the removed pages' queue.
    await removedUrls(strapi).resolve(changes.flatMap(({ after }) => (after?.published ? [after.published.from] : [])));
  };

  /**
   * Removes the redirects a plan wrote from paths that went live while it was being written. The
   * live check in the plan cannot see an alias committed after it read, and the lock-free read of
   * a path going live (in `run`) cannot see a redirect not committed yet; whichever commits last
   * sees the other here or there. SQLite runs one transaction at a time, so it has no such gap.
   */
  const clearSourcesGoneLive = async (changes: PlannedChange[]) => {
    const sources = changes.flatMap(({ after }) => (after ? [after.draft, after.published ?? after.draft] : []));
    if (sources.length === 0) return;
    const live = await liveAmong(sources.map(({ from, locale }) => ({ path: from, locale })));
    if (live.size > 0)
      await run(
        sources.filter((s) => live.has(liveKey(s.from, s.locale))).map((s) => ({ kind: 'clear' as const, path: s.from, locale: s.locale }))
      );
  };

  /** Which of these (path, locale) pairs are live (null: in any locale), as `liveKey`s: one read per locale. */
  const liveAmong = async (pairs: PathInLocale[]): Promise<Set<string>> => {
    const byLocale = new Map<RedirectLocale, Set<string>>();
    for (const { path, locale } of pairs) byLocale.set(locale, (byLocale.get(locale) ?? new Set()).add(path));
    const live = new Set<string>();
    for (const [locale, asked] of byLocale) {
      for (const path of await paths().livePaths([...asked], locale ?? undefined)) live.add(liveKey(path, locale));
    }
    return live;
  };

  /** A live path each pattern source matches (in its locale, or in any for null), by `liveKey`. */
  const liveUnderPatterns = async (sources: PathInLocale[]): Promise<Map<string, string>> => {
    const found = new Map<string, string>();
    for (const { path: from, locale } of sources) {
      const tokens = patternOf(from) as PatternToken[];
      const live = await paths().firstLiveUnder(staticPrefixOf(tokens), locale ?? undefined, (path) => matchesPath(tokens, path));
      if (live !== undefined) found.set(liveKey(from, locale), live);
    }
    return found;
  };

  /** The app's locale codes. */
  const appLocales = async (): Promise<Set<string>> =>
    new Set(((await strapi.db.query(LOCALE_UID).findMany({ select: ['code'] })) as Array<{ code: string }>).map(({ code }) => code));

  /** Plans `operations` and, unless `dryRun`, writes the plan; `onProgress` hears how many are planned. */
  const plan = async (
    operations: Operation[],
    whole: boolean,
    dryRun: boolean,
    onProgress?: (planned: number) => void
  ): Promise<Plan & { loaded: RedirectRow[] }> => {
    const defaultStatus = config().defaultStatusCode;
    const newDocumentId = documentIdGenerator(strapi, REDIRECT_UID);
    const loaded = whole ? await read({}) : await readAround(operations);
    let live = new Set<string>();
    const locales = await appLocales();
    const isLive = (path: string, locale: RedirectLocale) => live.has(liveKey(path, locale));
    let covered = new Map<string, string>();
    const liveUnder = (from: string, locale: RedirectLocale) => covered.get(liveKey(from, locale));
    const planner = new RedirectPlanner(docsOf(loaded), { defaultStatus, newDocumentId, isLive, liveUnder, locales });
    live = await liveAmong(planner.sourcesOf(operations));
    covered = await liveUnderPatterns(planner.patternSourcesOf(operations));
    const outcomes: Outcome[] = [];
    for (const operation of operations) {
      outcomes.push(planner.apply(operation));
      // A plan of many lines (an import) leaves the event loop to other requests now and then.
      if (outcomes.length % PROGRESS_EVERY === 0) {
        onProgress?.(outcomes.length);
        await nextTurn();
      }
    }
    onProgress?.(outcomes.length);
    const changes = planner.changes();
    if (!dryRun) await write(changes, loaded);
    return { outcomes, changes, loaded };
  };

  /** After a commit of `changes`: the router's pattern cache, and the sources that went live meanwhile. */
  const afterCommit = async (changes: PlannedChange[], liveChecked: boolean) => {
    if (changes.length === 0) return;
    patternCache = null;
    if (!liveChecked) await clearSourcesGoneLive(changes);
  };

  /** Bumps the set's version and announces `changes` once the transaction commits. */
  const commitChanges = async (
    trx: Parameters<typeof versionOfSet.bump>[0],
    onCommit: (callback: () => void) => void,
    changes: PlannedChange[]
  ) => {
    if (changes.length === 0) return;
    await versionOfSet.bump(trx);
    // Inside a caller's transaction (an alias write's), that one's commit. Strapi runs commit
    // callbacks without waiting for them: a failure is reported here. The redirects are
    // written; a front-end that missed the event still finds them by the manifest's version.
    onCommit(() =>
      announce(changes).catch((error: unknown) =>
        strapi.log.error(`sitetools-addon-redirects: the redirects.update webhook event was not sent: ${String(error)}`)
      )
    );
  };

  /** Tells webhooks (`sitetools.redirects.update`) that committed `changes` changed published redirects. */
  const announce = async (changes: PlannedChange[]) => {
    const redirects = changedLiveSources(changes);
    if (redirects.length === 0) return;
    const event: RedirectsUpdateEvent = { version: await version(), redirects };
    await strapi.eventHub.emit(WEBHOOK_EVENTS.SITETOOLS_REDIRECTS_UPDATE, event);
  };

  /**
   * Plans `operations` in order (each all or nothing) and, unless `dryRun`, writes the plan.
   * `whole` reads every redirect (imports); otherwise only those the operations can touch.
   */
  const run = async (operations: Operation[], { whole = false, dryRun = false } = {}): Promise<Plan> => {
    // A path going live is announced for every alias a save or a bulk job writes, and there is
    // usually no redirect from it: one read, without the lock, settles that. A redirect written
    // from that path at the same moment by another transaction is caught on its side (below).
    if (operations.every((op) => op.kind === 'clear')) {
      const found = await readIn(
        'from',
        operations.map((op) => (op as { path: string }).path)
      );
      if (found.length === 0) return { outcomes: [], changes: [] };
    }
    // An import's dry run reads every redirect in one statement and plans for a while: outside a
    // transaction, which on SQLite would hold the one connection from every other request.
    if (dryRun && whole) {
      const { outcomes, changes } = await plan(operations, whole, dryRun);
      return { outcomes, changes };
    }
    const result = await strapi.db.transaction(async ({ trx, onCommit }) => {
      if (!dryRun) await versionOfSet.lock(trx);
      const { outcomes, changes } = await plan(operations, whole, dryRun);
      if (!dryRun) await commitChanges(trx, onCommit, changes);
      return { outcomes, changes };
    });
    if (!dryRun) await afterCommit(result.changes, isSqlite());
    return result;
  };

  /**
   * An import's apply: plans every redirect without the set's lock (the plan of 100,000 lines
   * takes a while, which no other write, nor on SQLite any read, should wait for), then in one
   * short transaction takes the lock and writes the plan if the set is still the version it was
   * planned from, else plans again under the lock as `run` does. `beforeWrite` runs once the plan
   * is made, `inTransaction` in the write's transaction (the import's end, so that it commits with
   * the redirects).
   */
  const runImport = async (
    operations: Operation[],
    {
      onProgress,
      beforeWrite,
      inTransaction,
    }: { onProgress: (planned: number) => void; beforeWrite: () => Promise<void>; inTransaction: (planned: Plan) => Promise<void> }
  ): Promise<Plan> => {
    const version = await setVersionHere();
    const unlocked = await plan(operations, true, true, onProgress);
    await beforeWrite();
    const result = await strapi.db.transaction(async ({ trx, onCommit }) => {
      await versionOfSet.lock(trx);
      let planned: Plan = unlocked;
      if ((await setVersionHere()) === version) await write(unlocked.changes, unlocked.loaded);
      else planned = await plan(operations, true, false);
      await commitChanges(trx, onCommit, planned.changes);
      await inTransaction({ outcomes: planned.outcomes, changes: planned.changes });
      return planned;
    });
    // The live paths were read outside the lock: on SQLite too, a path may have gone live since.
    await afterCommit(result.changes, false);
    return { outcomes: result.outcomes, changes: result.changes };
  };

  return {
    run,
    runImport,

    /** Makes sure the version row exists (at startup, before any write takes its lock). */
    async ensureVersion() {
      await versionOfSet.ensure();
      await scheduleMark.ensure();
    },

    /** The redirect-set version, as a front-end compares it (see sitetools-kit/version-row). */
    version,

    /** The sources of the stored pattern rules, drafts and published alike (an import names its patterns after them). */
    async storedPatternSources(): Promise<string[]> {
      return (await read({ from: { $contains: ':' } })).map((row) => row.from);
    },

    /** The next moment a published rule starts or stops applying (ISO 8601), or null. */
    async nextChange(): Promise<string | null> {
      const now = Date.now();
      const next = (await boundariesAt(await versionOfSet.read())).find(({ at }) => at > now);
      return next ? new Date(next.at).toISOString() : null;
    },

    /**
     * Sends `sitetools.redirects.update` for the rules whose window opened or closed since the
     * last call on any instance (Strapi's cron calls it): the instance that moves the mark sends
     * it, once.
     */
    async announceSchedule(): Promise<void> {
      const now = Date.now();
      const last = SCHEDULE_EPOCH + (await scheduleMark.number()) * 1000;
      const due = (await boundariesAt(await versionOfSet.read())).filter(({ at }) => at > last && at <= now);
      if (due.length === 0) return;
      const mark = Math.floor((Math.max(...due.map(({ at }) => at)) - SCHEDULE_EPOCH) / 1000);
      if (!(await scheduleMark.advanceTo(mark))) return;
      const redirects = [...new Map(due.map(({ from, locale }) => [`${locale ?? ''}\n${from}`, { from, locale }])).values()];
      const event: RedirectsUpdateEvent = { version: await version(), redirects };
      await strapi.eventHub.emit(WEBHOOK_EVENTS.SITETOOLS_REDIRECTS_UPDATE, event);
    },

    /**
     * The published redirects from these paths (exact matches of `from`) that a request for
     * `locale` follows (none: the redirects for every locale only), by path.
     */
    async findPublished(paths: string[], locale?: string): Promise<Map<string, Redirect>> {
      const found = await readIn('from', [...new Set(paths)]);
      const now = Date.now();
      // MySQL and MariaDB ignore trailing spaces when comparing strings: keep exact matches only.
      const asked = new Set(paths);
      const byPath = new Map<string, Map<RedirectLocale, Redirect>>();
      for (const row of found) {
        if (row.publishedAt === null || !asked.has(row.from)) continue;
        const redirect = fieldsOf(row);
        // Outside its window a rule does nothing.
        if (!isActiveAt(redirect, now)) continue;
        byPath.set(row.from, (byPath.get(row.from) ?? new Map()).set(redirect.locale, redirect));
      }
      const answers = new Map(
        [...byPath].flatMap(([path, scopes]) => {
          const redirect = redirectFor((scope) => scopes.get(scope), locale);
          return redirect ? [[path, redirect] as const] : [];
        })
      );
      // Then the pattern rules, as the kit's matcher answers them for front-ends: the rule, with
      // the target it renders for that path. An exact rule answers first.
      const unanswered = [...asked].filter((path) => !answers.has(path));
      if (unanswered.length === 0) return answers;
      const patterns = await publishedPatterns();
      if (patterns.size === 0) return answers;
      for (const path of unanswered) {
        const hit = patterns.match(path, { locale });
        if (hit) answers.set(path, { ...hit.rule, to: hit.to });
      }
      return answers;
    },

    /**
     * The published redirects from `path` (every locale's), and the first `limit` into it by
     * source, with how many lead there in all.
     */
    async publishedAround(path: string, limit: number) {
      const published = { publishedAt: { $notNull: true } };
      // MySQL and MariaDB ignore trailing spaces when comparing strings: keep exact matches only.
      const from = (await read({ from: path, ...published })).filter((row) => row.from === path).map(fieldsOf);
      const where = { to: path, ...published };
      const [into, intoTotal] = await Promise.all([
        rows().findMany({ select: COLUMNS, where, orderBy: [{ from: 'asc' }, { id: 'asc' }], limit }) as Promise<RedirectRow[]>,
        rows().count({ where }),
      ]);
      return { from, into: into.map(fieldsOf), intoTotal };
    },

    /** A document's draft row, with when its live version was published (null if never). */
    async findDocument(documentId: string) {
      const found = await read({ documentId });
      const draft = found.find((row) => row.publishedAt === null) ?? found[0];
      const published = found.find((row) => row.publishedAt !== null);
      return draft ? { ...draft, publishedAt: published?.publishedAt ?? null } : null;
    },
  };
};

export default redirectEngine;
