import type { Core } from '@strapi/strapi';
import { contentTypes } from '@strapi/utils';
import { retryOnDeadlock } from '../database/errors';
import { isPathOfBase } from '../domain/unique-path';
import { ALIAS_CHANGED_EVENT, type AliasChangedEvent, type AliasState } from '../../../shared/contracts/events';
import type { AliasOwner, AliasRow, AliasStore } from './alias-store';
import type { AliasGenerator, EntrySource } from './alias-generator';
import type { CascadeService } from './cascade';

export interface ReconcileOptions {
  /** Only create missing aliases; leave the paths of existing ones as they are. */
  keepExisting?: boolean;
  /** How many parent path changes led here (hierarchies follow their parents, to a limit). */
  depth?: number;
}

const stateOf = (alias?: AliasRow): AliasState | null =>
  alias ? { url_path: alias.url_path, live: Boolean(alias.live) } : null;

interface EntryRow extends EntrySource {
  id: number;
  locale?: string | null;
  publishedAt: string | null;
  url_alias?: { id: number } | null;
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

  const defaultLocale = (): Promise<string> =>
    strapi.plugin('i18n').service('locales').getDefaultLocale();

  /** Points every row of the entry in one locale at its alias (the `url_alias` relation). */
  const link = async (uid: string, rows: EntryRow[], alias: AliasRow) => {
    const stale = rows.filter((row) => row.url_alias?.id !== alias.id);
    for (const row of stale) {
      await strapi.db.query(uid as never).update({ where: { id: row.id }, data: { url_alias: alias.id } });
    }
  };

  /** Tells listeners (the redirects addon) when a path or its visibility changed. */
  const announce = async (owner: AliasOwner, before?: AliasRow, after?: AliasRow) => {
    const event: AliasChangedEvent = { ...owner, before: stateOf(before), after: stateOf(after) };
    if (event.before?.url_path === event.after?.url_path && event.before?.live === event.after?.live) return;
    await strapi.eventHub.emit(ALIAS_CHANGED_EVENT, event);
  };

  const syncLocale = async (
    uid: string,
    locale: string,
    rows: EntryRow[],
    alias: AliasRow | undefined,
    options: ReconcileOptions
  ) => {
    const draftAndPublish = contentTypes.hasDraftAndPublish(strapi.contentType(uid as never));
    const published = rows.find((row) => row.publishedAt !== null);
    // The live path follows the published version; a draft edit does not move it. An entry that
    // was never published reserves the path of its draft.
    const source = draftAndPublish ? (published ?? rows[0]) : rows[0];
    const live = draftAndPublish ? published !== undefined : true;
    const owner = { contenttype: uid, entryDocumentId: source.documentId, locale };
    const base = alias && options.keepExisting ? undefined : await generator().basePath(uid, source, locale);

    let current: AliasRow;
    if (!alias) {
      current = await store().createGenerated(owner, base as string, live);
    } else if (base !== undefined && alias.generated === true && !isPathOfBase(alias.url_path, base)) {
      current = await store().moveGenerated(alias, base, live);
    } else {
      // A hand-written alias (generated: null) keeps its path; only its visibility follows.
      if (Boolean(alias.live) !== live) await store().setLive(alias, live);
      current = { ...alias, live };
    }
    await link(uid, rows, current);
    await announce(owner, alias, current);
    // Also for a new alias: bulk generation may have given children their paths before their
    // parent had one.
    if (alias?.url_path !== current.url_path) {
      await cascade().follow(uid, source.documentId, options.depth ?? 0);
    }
  };

  const reconcileOnce = async (uid: string, documentId: string, options: ReconcileOptions) => {
    const localized = strapi
      .plugin('i18n')
      .service('content-types')
      .isLocalizedContentType(strapi.contentType(uid as never));
    // Every scalar column: the pattern of each locale decides which ones it reads.
    const rows: EntryRow[] = await strapi.db.query(uid as never).findMany({
      where: { documentId },
      populate: { url_alias: { select: ['id'] } },
      orderBy: { id: 'asc' },
    });
    const aliases = await store().findByEntry(uid, documentId);
    // Aliases of a type that is not localized live in the default locale, so that the unique
    // (url_path, locale) index covers them too.
    const fallbackLocale = localized ? '' : await defaultLocale();

    const byLocale = new Map<string, EntryRow[]>();
    for (const row of rows) {
      const locale = row.locale || fallbackLocale;
      byLocale.set(locale, [...(byLocale.get(locale) ?? []), row]);
    }

    const removed = aliases.filter((alias) => !byLocale.has(alias.locale));
    await store().remove(removed.map((alias) => alias.id));
    for (const alias of removed) {
      await announce({ contenttype: uid, entryDocumentId: documentId, locale: alias.locale }, alias, undefined);
    }
    for (const [locale, localeRows] of byLocale) {
      await syncLocale(uid, locale, localeRows, aliases.find((alias) => alias.locale === locale), options);
    }
  };

  return {
    /** Brings the aliases of entry `documentId` of type `uid` in line with its stored rows. */
    reconcile(uid: string, documentId: string, options: ReconcileOptions = {}): Promise<void> {
      // Reconciling is idempotent, so a deadlock victim simply starts over.
      return retryOnDeadlock(() => reconcileOnce(uid, documentId, options));
    },
  };
};

export type AliasSync = ReturnType<typeof aliasSync>;
export default aliasSync;
