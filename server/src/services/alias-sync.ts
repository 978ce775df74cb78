import type { Core } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import type { Knex } from 'knex';
import { ALIAS_CHANGED_EVENT, ALIAS_CHANGING_EVENT } from 'sitetools-kit/events';
import { retryOnDeadlock } from '../database/errors';
import { groupByLocale, liveSource } from '../domain/entry-versions';
import { isPathOfBase } from '../domain/unique-path';
import type { AliasChangedEvent, AliasState } from '../../../shared/contracts/events';
import { AliasExistsError, type AliasOwner, type AliasRow, type AliasStore } from './alias-store';
import type { AliasGenerator, EntrySource } from './alias-generator';
import type { AliasLinks } from './alias-links';
import type { CascadeService } from './cascade';
import type { ManualAliasService } from './manual-alias';
import type { PatternSet, UrlPatternService } from './url-pattern';

export interface ReconcileOptions {
  /** Only create missing aliases; leave the paths of existing ones as they are. */
  keepExisting?: boolean;
  /** How many parent path changes led here (hierarchies follow their parents, to a limit). */
  depth?: number;
  /**
   * The document was just created (not cloned: a clone starts with its source's links): it has no alias and no link yet, so neither is
   * read. A concurrent save that created its alias first makes the insert fail, and the retry
   * reads everything.
   */
  fresh?: boolean;
  /**
   * Collects what waits for the commit instead of running it, for a reconcile inside the save's
   * own transaction: the announcement to listeners that must see committed aliases, and cascades,
   * which may start a background job that must not inherit the transaction (see `alias-save`).
   */
  deferred?: Array<() => Promise<void>>;
  /**
   * The rows the save inserted, as the Query Engine wrote them (see `alias-save`): a fresh
   * document reconciled inside its save's transaction, where nothing else can have changed them
   * since, is not read back.
   */
  created?: EntrySource[];
}

/** Runs `work` now, or after the commit when the reconcile collects it (`deferred`). */
const followUp = async (options: ReconcileOptions, work: () => Promise<void>) => {
  if (options.deferred) options.deferred.push(work);
  else await work();
};

const stateOf = (alias?: AliasRow): AliasState | null =>
  alias ? { url_path: alias.url_path, live: Boolean(alias.live) } : null;

interface EntryRow extends EntrySource {
  id: number;
  locale?: string | null;
  publishedAt: string | null;
  /** The alias this row points at, if any. */
  aliasId?: number;
}

/**
 * Keeps the aliases of one entry in step with its rows, whatever the action was: it reads the
 * entry's rows and its aliases and fixes the difference. Reconciling from the stored state, rather
 * than interpreting each action, covers create, update, publish, unpublish, discard, delete and
 * `locale: '*'` with one code path.
 */
const aliasSync = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = (): AliasStore => strapi.plugin('sitetools').service('alias-store');
  const generator = (): AliasGenerator => strapi.plugin('sitetools').service('alias-generator');
  const cascade = (): CascadeService => strapi.plugin('sitetools').service('cascade');
  const patterns = (): UrlPatternService => strapi.plugin('sitetools').service('url-pattern');
  const links = (): AliasLinks => strapi.plugin('sitetools').service('alias-links');
  const manualAliases = (): ManualAliasService => strapi.plugin('sitetools').service('manual-alias');

  const defaultLocale = (): Promise<string> =>
    strapi.plugin('i18n').service('locales').getDefaultLocale();

  /** Points every row of the entry in one locale at its alias (the `url_alias` relation). */
  const link = async (uid: string, rows: EntryRow[], alias: AliasRow, trx?: Knex.Transaction) => {
    const stale = rows.filter((row) => row.aliasId !== alias.id);
    await links().write(
      uid,
      stale.map((row) => ({ row: row.id, alias: alias.id, replace: row.aliasId !== undefined })),
      trx
    );
    for (const row of stale) row.aliasId = alias.id;
  };

  /**
   * Tells listeners (the redirects addon) when a path or its visibility changed: first in the
   * reconcile's transaction if it has one, then once that has committed (see the two events).
   */
  const announce = async (
    owner: AliasOwner,
    before: AliasRow | undefined,
    after: AliasRow | undefined,
    options: ReconcileOptions = {}
  ) => {
    const event: AliasChangedEvent = { ...owner, before: stateOf(before), after: stateOf(after) };
    if (event.before?.url_path === event.after?.url_path && event.before?.live === event.after?.live) return;
    await strapi.eventHub.emit(ALIAS_CHANGING_EVENT, event);
    await followUp(options, () => strapi.eventHub.emit(ALIAS_CHANGED_EVENT, event));
  };

  const syncLocale = async (
    uid: string,
    locale: string,
    rows: EntryRow[],
    alias: AliasRow | undefined,
    options: ReconcileOptions,
    patternSet: PatternSet
  ) => {
    const draftAndPublish = contentTypes.hasDraftAndPublish(strapi.contentType(uid as never));
    const { source, live } = liveSource(rows, draftAndPublish);
    const owner = { contenttype: uid, entryDocumentId: source.documentId, locale };
    const base = alias && options.keepExisting ? undefined : await generator().basePath(uid, source, locale, patternSet);

    // A hand-written path travels on the entry's rows (see services/manual-alias).
    const manual = await manualAliases().reconcile(owner, source, alias, live);
    let current: AliasRow;
    if (manual.written) {
      current = manual.written;
    } else if (!alias) {
      // The rows are linked in the alias's own transaction: one commit per save instead of two.
      current = await store().createGenerated(owner, base as string, live, (created, trx) => link(uid, rows, created, trx));
    } else if (base !== undefined && manual.generated && !isPathOfBase(alias.url_path, base)) {
      current = await store().moveGenerated(alias, base, live);
    } else {
      // A hand-written alias (generated: null) keeps its path; only its visibility follows.
      if (Boolean(alias.live) !== live) await store().setLive(alias, live);
      current = { ...alias, live };
    }
    await link(uid, rows, current);
    await announce(owner, alias, current, options);
    await followUp(options, async () => {
      // Also for a new alias: bulk generation may have given children their paths before their
      // parent had one.
      if (alias?.url_path !== current.url_path) {
        await cascade().follow(uid, source.documentId, options.depth ?? 0, patternSet);
      }
    });
  };

  const reconcileOnce = async (uid: string, documentId: string, options: ReconcileOptions) => {
    const localized = strapi
      .plugin('i18n')
      .service('content-types')
      .isLocalizedContentType(strapi.contentType(uid as never));
    const created = options.fresh ? options.created?.filter((row) => row.documentId === documentId) : undefined;
    // Every scalar column: the pattern of each locale decides which ones it reads.
    const rows: EntryRow[] = created?.length
      ? (created as EntryRow[])
      : await strapi.db.query(uid as never).findMany({ where: { documentId }, orderBy: { id: 'asc' } });
    const aliases = options.fresh ? [] : await store().findByEntry(uid, documentId);
    if (!options.fresh) {
      const linked = await links().read(uid, rows.map((row) => row.id));
      for (const row of rows) row.aliasId = linked.get(row.id);
    }
    const patternSet = await patterns().load();
    // Aliases of a type that is not localized live in the default locale, so that the unique
    // (url_path, locale) index covers them too.
    // An existing alias keeps its locale, so that changing the default locale moves nothing.
    const fallbackLocale = localized ? '' : (aliases[0]?.locale ?? (await defaultLocale()));

    const byLocale = groupByLocale(rows, fallbackLocale);

    const removed = aliases.filter((alias) => !byLocale.has(alias.locale));
    await store().remove(removed.map((alias) => alias.id));
    for (const alias of removed) {
      await announce({ contenttype: uid, entryDocumentId: documentId, locale: alias.locale }, alias, undefined, options);
    }
    for (const [locale, localeRows] of byLocale) {
      await syncLocale(uid, locale, localeRows, aliases.find((alias) => alias.locale === locale), options, patternSet);
    }
  };

  const reconcile = (uid: string, documentId: string, options: ReconcileOptions = {}): Promise<void> => {
    let attempt = options;
    // Reconciling is idempotent, so a deadlock victim, or a save that lost the race to create the
    // entry's alias, simply starts over, reading everything: the document is no longer fresh.
    return retryOnDeadlock(
      () => reconcileOnce(uid, documentId, attempt).finally(() => (attempt = { ...options, fresh: false })),
      (error) => error instanceof AliasExistsError
    );
  };

  return {
    /** Brings the aliases of entry `documentId` of type `uid` in line with its stored rows. */
    reconcile,

    announce,
  };
};

export type AliasSync = ReturnType<typeof aliasSync>;
export default aliasSync;
