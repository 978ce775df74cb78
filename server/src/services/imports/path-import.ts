import type { Core } from '@strapi/strapi';
import { countActions } from 'sitetools-kit/import-records';
import { chunks } from 'sitetools-kit/statements';
import {
  PATH_IMPORT_ACTIONS,
  type PathImportLine,
  type PathImportReportLine,
  type PathImportResult,
} from '../../../../shared/contracts/path-import';
import type { Config } from '../../config';
import { retryOnDeadlock } from '../../database/errors';
import { checkPathLine, type PathLineCheck } from '../../domain/path-import-line';
import { heldByAnother, type AliasRow, type AliasTransition } from '../aliases';
import type { ImportEntry } from './path-import-entry';
import { getService } from '../get-service';
import { pathPolicy } from '../platform';

/** Lines planned together: their entries and the aliases at their paths are read in one go. */
const PLAN_WINDOW = 500;

/** A line the plan accepts, with the entry it writes and the choice it writes there. */
interface Accepted {
  entry: ImportEntry;
  /** The hand-written path, or '' to let the pattern generate it. */
  choice: string;
}

/** What the lines before the current one took: the line that named each entry, and each path. */
interface Seen {
  entries: Map<string, number>;
  paths: Map<string, number>;
}

/** The entries `planned` writes, each once (a file may give one its path in two locales). */
const uniqueEntries = ({ writes }: PathImportPlan) => [
  ...new Map(writes.map(({ entry }) => [`${entry.contentType}\0${entry.documentId}`, entry])).values(),
];

const keyOf = (entry: Pick<ImportEntry, 'contentType' | 'documentId' | 'aliasLocale'>) =>
  `${entry.contentType}\0${entry.documentId}\0${entry.aliasLocale}`;

/** The report of every line and the accepted lines that change something; what `follow` needs after the commit. */
export interface PathImportPlan {
  report: PathImportReportLine[];
  /** The accepted lines that change something, in file order. */
  writes: Accepted[];
}

const asWritten = (input: PathImportLine): Partial<PathImportReportLine> => ({
  ...(typeof input.contentType === 'string' ? { contentType: input.contentType } : {}),
  ...(typeof input.documentId === 'string' ? { documentId: input.documentId } : {}),
  ...(typeof input.locale === 'string' && input.locale !== '' ? { locale: input.locale } : {}),
  ...(typeof input.path === 'string' && input.path !== '' ? { path: input.path } : {}),
});

/**
 * Whether the entry already has the choice: every row carries it and the alias follows it. An
 * entry without an alias (made before sitetools was installed) gets one from a "generate" line.
 */
const isUnchanged = ({ choices, alias }: ImportEntry, choice: string): boolean =>
  choice === ''
    ? alias !== undefined && alias.generated !== null && choices.every((value) => value === null || value === '')
    : alias?.url_path === choice && alias.generated === null && choices.every((value) => value === choice);

/**
 * The paths import: sets entries' hand-written paths (kept as `generated: false`) or hands them
 * back to their pattern, under the rules of a path written in the edit-view panel. Each line is
 * checked alone: a refused line is reported and refuses nothing else; the accepted lines are
 * written in one transaction, then each entry's alias follows as after a save (its old live path
 * redirected by the redirects addon, the entries built on it following).
 */
const pathImport = ({ strapi }: { strapi: Core.Strapi }) => {
  const entries = () => getService(strapi, 'path-import-entry');
  const store = () => getService(strapi, 'alias-store');
  const sync = () => getService(strapi, 'alias-sync');
  const uniquePerLocale = () => (strapi.config.get('plugin::sitetools') as Config).uniquePerLocale;

  /** Why the file's earlier lines or another entry (among `held`, the aliases at the batch's paths) keep `entry` from `path`, if they do. */
  const conflictOf = (entry: ImportEntry, path: string | null, seen: Seen, held: readonly AliasRow[]): string | undefined => {
    const earlier = seen.entries.get(keyOf(entry));
    if (earlier !== undefined) return `line ${earlier} already imports this entry`;
    if (path === null) return undefined;
    const claimed = seen.paths.get(pathKeyOf(entry, path));
    if (claimed) return `line ${claimed} gives this path to another entry`;
    const owner = { contenttype: entry.contentType, entryDocumentId: entry.documentId };
    if (heldByAnother(strapi, held, path, entry.aliasLocale, owner)) return 'path is already used by another entry';
    return undefined;
  };

  const pathKeyOf = (entry: Pick<ImportEntry, 'aliasLocale'>, path: string) => `${uniquePerLocale() ? entry.aliasLocale : ''}\0${path}`;

  /** What the accepted lines of `earlier` (a report of the file's lines before these) took. */
  const seenIn = (earlier: readonly PathImportReportLine[]): Seen => {
    const seen: Seen = { entries: new Map(), paths: new Map() };
    for (const { line, action, contentType, documentId, locale, path } of earlier) {
      if (action === 'refuse' || !contentType || !documentId || !locale) continue;
      const entry = { contentType, documentId, aliasLocale: locale };
      seen.entries.set(keyOf(entry), line);
      if (path !== undefined) seen.paths.set(pathKeyOf(entry, path), line);
    }
    return seen;
  };

  /** Checks every line in order, against the stored paths, the lines before it and the `earlier` ones. */
  const plan = async (lines: readonly PathImportLine[], earlier: readonly PathImportReportLine[] = []): Promise<PathImportPlan> => {
    const report: PathImportReportLine[] = [];
    const writes: Accepted[] = [];
    const seen = seenIn(earlier);
    // The stored rows a window of lines needs are read together (see path-import-entry).
    for (const window of chunks(lines, PLAN_WINDOW)) {
      const checks = window.map((input) => checkPathLine(input, pathPolicy(strapi)));
      const checked = checks.flatMap((check) => (check.ok ? [check.checked] : []));
      const found = await entries().findAll(checked);
      const held = await store().atPaths(checked.flatMap(({ path }) => (path === null ? [] : [path])));
      let next = 0;
      window.forEach((input, i) => {
        const check = checks[i] as PathLineCheck;
        const entry = check.ok ? (found[next++] as ImportEntry | string) : check.reason;
        const path = check.ok ? check.checked.path : null;
        const refusal = typeof entry === 'string' ? entry : conflictOf(entry, path, seen, held);
        if (refusal !== undefined || typeof entry === 'string') {
          report.push({ line: input.line, ...asWritten(input), action: 'refuse', reason: refusal });
          return;
        }
        const choice = path ?? '';
        const unchanged = isUnchanged(entry, choice);
        if (!unchanged) writes.push({ entry, choice });
        report.push({
          line: input.line,
          action: unchanged ? 'unchanged' : path === null ? 'generate' : 'write',
          contentType: entry.contentType,
          documentId: entry.documentId,
          locale: entry.aliasLocale,
          ...(path === null ? {} : { path }),
          before: entry.alias?.live ? entry.alias.url_path : null,
        });
        seen.entries.set(keyOf(entry), input.line);
        // A path given to two entries in one file goes to the first.
        if (path !== null) seen.paths.set(pathKeyOf(entry, path), input.line);
      });
    }
    return { report, writes };
  };

  /**
   * A hand-written path that another save took between the commit and the entry's reconcile
   * leaves the entry on a generated path (as a save from the panel would): its line says so.
   */
  const reportLostRaces = async ({ report, writes }: PathImportPlan): Promise<void> => {
    const handWritten = writes.filter(({ choice }) => choice !== '');
    // The first line of each entry and path, as the report is in file order.
    const lineOf = new Map<string, PathImportReportLine>();
    for (const line of [...report].reverse()) lineOf.set(`${line.documentId}\0${line.path}`, line);
    for (const type of new Set(handWritten.map(({ entry }) => entry.contentType))) {
      const ofType = handWritten.filter(({ entry }) => entry.contentType === type);
      const aliases = new Map<string, AliasRow>();
      for (const batch of chunks(ofType.map(({ entry }) => entry.documentId))) {
        for (const alias of await store().findByEntries(type, batch)) aliases.set(`${alias.entryDocumentId}\0${alias.locale}`, alias);
      }
      for (const { entry, choice } of ofType) {
        if (aliases.get(`${entry.documentId}\0${entry.aliasLocale}`)?.url_path === choice) continue;
        const line = lineOf.get(`${entry.documentId}\0${choice}`);
        if (line)
          Object.assign(line, { action: 'refuse', reason: 'another entry took the path meanwhile; the entry keeps a generated path' });
      }
    }
  };

  /** Plans `lines` and writes the accepted ones, inside the caller's transaction (`run`'s, or a larger one). */
  const writeLines = async (lines: readonly PathImportLine[], earlier?: readonly PathImportReportLine[]): Promise<PathImportPlan> => {
    const inside = await plan(lines, earlier);
    for (const { entry, choice } of inside.writes) await entries().writeChoice(entry, choice);
    return inside;
  };

  /**
   * Once the transaction that wrote `planned` has committed: each written entry's alias follows
   * as after a save, and the report says which hand-written paths were lost to a race.
   */
  const followWritten = async (planned: PathImportPlan): Promise<PathImportResult> => {
    const saves = getService(strapi, 'alias-save');
    for (const { contentType, documentId } of uniqueEntries(planned)) {
      // A failure is recorded where the admin sees failures; the line's outcome is read below.
      await saves.reconcileWritten(contentType, documentId).catch(() => undefined);
    }
    await reportLostRaces(planned);
    return resultOf(false, planned);
  };

  const resultOf = (dryRun: boolean, planned: PathImportPlan): PathImportResult => ({
    dryRun,
    summary: countActions(PATH_IMPORT_ACTIONS, planned.report),
    lines: planned.report,
  });

  return {
    /**
     * Imports `lines`. With `dryRun`, reports what the import would do and writes nothing;
     * otherwise writes the accepted lines in one transaction (checked again inside it) and waits
     * for the entries' aliases to follow. The report has one line per input line, in order.
     */
    async run(lines: readonly PathImportLine[], { dryRun }: { dryRun: boolean }): Promise<PathImportResult> {
      if (dryRun) return resultOf(true, await plan(lines));
      return followWritten(await retryOnDeadlock(() => strapi.db.transaction(() => writeLines(lines))));
    },

    /**
     * The apply in two steps, for a caller that writes more in the same transaction (the Webtools
     * conversion saves patterns first): `write` inside the caller's transaction, `follow` with its
     * answer after that transaction has committed.
     */
    write: writeLines,
    follow: followWritten,

    /**
     * One batch of an applied import (see path-import-job), inside the caller's transaction:
     * plans `lines` after the `earlier` lines' report, writes the accepted ones and moves their
     * entries' aliases, announcing the changes there (the redirects addon writes its redirects in
     * the same transaction) and leaving what follows the commit in `deferred`. Resolves with the
     * lines' report.
     */
    async applyLines(
      lines: readonly PathImportLine[],
      earlier: readonly PathImportReportLine[],
      deferred: Array<() => Promise<void>>
    ): Promise<PathImportReportLine[]> {
      const planned = await writeLines(lines, earlier);
      const changes: AliasTransition[] = [];
      for (const { contentType, documentId } of uniqueEntries(planned)) await sync().reconcile(contentType, documentId, {}, changes);
      await getService(strapi, 'alias-changes').settle(changes, { deferred });
      await reportLostRaces(planned);
      return planned.report;
    },
  };
};

export default pathImport;
