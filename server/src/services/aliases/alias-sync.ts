import type { Core } from '@strapi/strapi';
import { contentTypes } from 'sitetools-kit/strapi-utils';
import type { Knex } from 'knex';
import { retryOnDeadlock } from '../../database/errors';
import { groupByLocale, liveSource } from '../../domain/entry-versions';
import { isPathOfBase } from '../../domain/unique-path';
import { isLostRace, type AliasOwner, type AliasRow } from './alias-store';
import type { EntrySource } from './alias-generator';
import { draftPathOf } from './draft-path';
import type { PatternSet } from '../patterns';
import { getService } from '../get-service';
import { contentTypeUid } from 'sitetools-kit/uid';

export interface ReconcileOptions {
  /** Only create missing aliases; leave the paths of existing ones as they are. */
  keepExisting?: boolean;
  /**
   * The document was just created (not cloned: a clone starts with its source's links): it has no alias and no link yet, so neither is
   * read. A concurrent save that created its alias first makes the insert fail, and the retry
   * reads everything.
   */
  fresh?: boolean;
  /** The patterns in force, when the caller has read them already. */
  patternSet?: PatternSet;
  /**
   * The rows the save inserted, as the Query Engine wrote them (see `alias-save`): a fresh
   * document reconciled inside its save's transaction, where nothing else can have changed them
   * since, is not read back.
   */
  created?: EntrySource[];
}

/** One alias an entry's reconcile created, moved, changed the visibility of or removed. */
export interface AliasTransition {
  owner: AliasOwner;
  /** Undefined for a new alias. */
  before: AliasRow | undefined;
  /** Undefined for a removed alias. */
  after: AliasRow | undefined;
}

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
  const store = () => getService(strapi, 'alias-store');
  const generator = () => getService(strapi, 'alias-generator');
  const patterns = () => getService(strapi, 'url-pattern');
  const links = () => getService(strapi, 'alias-links');
  const manualAliases = () => getService(strapi, 'manual-alias');

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

  /** The change, when the path or its visibility changed. */
  const changeOf = (owner: AliasOwner, before: AliasRow | undefined, after: AliasRow | undefined): AliasTransition[] =>
    before?.url_path === after?.url_path && Boolean(before?.live) === Boolean(after?.live) && !before === !after
      ? []
      : [{ owner, before, after }];

  const syncLocale = async (
    uid: string,
    locale: string,
    rows: EntryRow[],
    alias: AliasRow | undefined,
    options: ReconcileOptions,
    patternSet: PatternSet,
    changes: AliasTransition[]
  ) => {
    const draftAndPublish = contentTypes.hasDraftAndPublish(strapi.contentType(contentTypeUid(uid)));
    const { source, live } = liveSource(rows, draftAndPublish);
    const owner = { contenttype: uid, entryDocumentId: source.documentId, locale };
    const base = alias && options.keepExisting ? undefined : await generator().basePath(uid, source, locale, patternSet);

    // A hand-written path travels on the entry's rows (see services/aliases/manual-alias).
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
    // Collected as soon as it is written: a later failure must not hide it from the announcement.
    changes.push(...changeOf(owner, alias, current));
    await link(uid, rows, current);
    // A document created just now has the same values in its draft and its published row.
    if (!options.fresh) await recordDraftPath(uid, locale, rows, current, live, patternSet);
  };

  /**
   * Records where a published entry's draft goes on publish when that is not its live path, so
   * that a preview finds the draft there (the router's `status=draft`); null otherwise.
   */
  const recordDraftPath = async (uid: string, locale: string, rows: EntryRow[], alias: AliasRow, live: boolean, patternSet: PatternSet) => {
    const draftPath = await draftPathOf(rows, alias, live, (draft) => generator().basePath(uid, draft, locale, patternSet));
    await store().setDraftPath(alias, draftPath);
  };

  const reconcileOnce = async (uid: string, documentId: string, options: ReconcileOptions, changes: AliasTransition[]) => {
    const localized = getService(strapi, 'content-types').localized(uid) === true;
    const created = options.fresh ? options.created?.filter((row) => row.documentId === documentId) : undefined;
    // Every scalar column: the pattern of each locale decides which ones it reads.
    const rows: EntryRow[] = created?.length
      ? (created as EntryRow[])
      : await strapi.db.query(uid).findMany({ where: { documentId }, orderBy: { id: 'asc' } });
    const aliases = options.fresh ? [] : await store().findByEntry(uid, documentId);
    if (!options.fresh) {
      const linked = await links().read(
        uid,
        rows.map((row) => row.id)
      );
      for (const row of rows) row.aliasId = linked.get(row.id);
    }
    const patternSet = options.patternSet ?? (await patterns().load());
    // The rows of a type that is not localized carry no locale: their alias's is the store's rule.
    const fallbackLocale = localized ? '' : await store().unlocalizedAliasLocale(aliases);

    const byLocale = groupByLocale(rows, fallbackLocale);

    const removed = aliases.filter((alias) => !byLocale.has(alias.locale));
    await store().remove(removed);
    for (const alias of removed) {
      changes.push({ owner: { contenttype: uid, entryDocumentId: documentId, locale: alias.locale }, before: alias, after: undefined });
    }
    for (const [locale, localeRows] of byLocale) {
      const alias = aliases.find((candidate) => candidate.locale === locale);
      await syncLocale(uid, locale, localeRows, alias, options, patternSet, changes);
    }
  };

  /**
   * Brings the aliases of entry `documentId` of type `uid` in line with its stored rows; pushes
   * each change onto `changes` as it is written (also when a later step fails) and resolves with
   * them. It announces nothing: the caller (services/aliases/alias-changes) does.
   */
  const reconcile = async (
    uid: string,
    documentId: string,
    options: ReconcileOptions = {},
    changes: AliasTransition[] = []
  ): Promise<AliasTransition[]> => {
    let attempt = options;
    // Reconciling is idempotent, so a deadlock victim, or a reconcile that lost a race to another
    // save of the same entry (its alias created or changed meanwhile, or an entry row it links
    // replaced by a publish), simply starts over, reading everything: the document is no longer fresh.
    await retryOnDeadlock(
      () => reconcileOnce(uid, documentId, attempt, changes).finally(() => (attempt = { ...options, fresh: false })),
      isLostRace
    );
    return changes;
  };

  return { reconcile };
};

export default aliasSync;
