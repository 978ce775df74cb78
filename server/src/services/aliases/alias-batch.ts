import type { Core } from '@strapi/strapi';
import { contentTypes } from 'sitetools-kit/strapi-utils';
import { groupByLocale, liveSource } from '../../domain/entry-versions';
import type { EntrySource } from './alias-generator';
import type { AliasRow } from './alias-store';
import type { AliasTransition, ReconcileOptions } from './alias-sync';
import { draftPathOf, pendingDraft } from './draft-path';
import { manualPathOf } from './manual-alias';
import type { PatternSet } from '../patterns';
import { getService } from '../get-service';
import { contentTypeUid } from 'sitetools-kit/uid';

interface EntryRow extends EntrySource {
  locale?: string | null;
  publishedAt: string | null;
}

/** What a batch did: the alias changes to announce, and the documents that failed, with why. */
export interface BatchResult {
  changes: AliasTransition[];
  failures: Array<{ contenttype: string; documentId: string; reason: string }>;
}

/** An entry in one locale that has no alias yet. */
interface Missing {
  documentId: string;
  rows: EntryRow[];
  source: EntryRow;
  live: boolean;
}

/**
 * Bulk generation's reconcile: the same outcome as `alias-sync` for every document of a batch,
 * at a cost per batch rather than per document. A document whose entries simply lack their
 * aliases gets them in a few statements shared by the whole batch (its rows, aliases, links and
 * the patterns read once; one query for the taken paths; one insert of the aliases and one of the
 * links, in one transaction). A document whose aliases are already in step is left alone.
 * Anything else (a path to move, a hand-written path, a removed locale, a lost race) goes
 * through `alias-sync` one document at a time.
 */
const aliasBatch = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');
  const links = () => getService(strapi, 'alias-links');
  const sync = () => getService(strapi, 'alias-sync');

  /** True when the document's aliases need nothing in `missing` mode: every locale has its alias, live and linked. */
  const inStep = (byLocale: Map<string, EntryRow[]>, aliases: AliasRow[], linked: Map<number, number>, draftAndPublish: boolean) =>
    aliases.length === byLocale.size &&
    [...byLocale].every(([locale, rows]) => {
      const alias = aliases.find((candidate) => candidate.locale === locale);
      const { live } = liveSource(rows, draftAndPublish);
      return alias !== undefined && Boolean(alias.live) === live && rows.every((row) => linked.get(row.id) === alias.id);
    });

  /**
   * Records the draft paths of the aliases just `created` for `missing` entries (see draft-path),
   * from the drafts' bases rendered with the entries' own.
   */
  const recordDraftPaths = async (created: AliasRow[], missing: Missing[], draftBases: Map<number, string>) => {
    const entries = new Map(missing.map((entry) => [entry.documentId, entry]));
    for (const alias of created) {
      const entry = entries.get(alias.entryDocumentId) as Missing;
      const draftPath = await draftPathOf(entry.rows, alias, entry.live, async (draft) => draftBases.get(draft.id) as string);
      await store().setDraftPath(alias, draftPath);
    }
  };

  /** Creates the aliases of `missing` entries of one locale; the documents it could not serve. */
  const createMissing = async (
    uid: string,
    locale: string,
    missing: Missing[],
    patternSet: PatternSet,
    changes: AliasTransition[]
  ): Promise<string[]> => {
    // The paths of the drafts that differ from their published version, rendered with the
    // entries' own: one read of what the pattern needs for both.
    const drafts = missing.flatMap((entry) => pendingDraft(entry.rows, entry.live) ?? []);
    const bases = await getService(strapi, 'alias-generator').basePaths(
      uid,
      [...missing.map((entry) => entry.source), ...drafts],
      locale,
      patternSet
    );
    const wanted = missing.map((entry, i) => ({
      owner: { contenttype: uid, entryDocumentId: entry.documentId, locale },
      base: bases[i],
      live: entry.live,
    }));
    const created = await store().createGeneratedMany(locale, wanted, (aliases, trx) => {
      const aliasOf = new Map(aliases.map((alias) => [alias.entryDocumentId, alias.id]));
      const rows = missing.flatMap((entry) => entry.rows);
      return links().write(
        uid,
        rows.map((row) => ({ row: row.id, alias: aliasOf.get(row.documentId) as number, replace: true })),
        trx
      );
    });
    if (!created) return missing.map((entry) => entry.documentId);
    for (const alias of created) {
      changes.push({ owner: { contenttype: uid, entryDocumentId: alias.entryDocumentId, locale }, before: undefined, after: alias });
    }
    await recordDraftPaths(created, missing, new Map(drafts.map((draft, i) => [draft.id, bases[missing.length + i]])));
    return [];
  };

  return {
    /**
     * Reconciles these documents of `uid`; resolves with the alias changes made (for the caller to
     * announce) and a failure per document that could not get its path (one entry must not stop
     * the others).
     */
    async reconcile(uid: string, documentIds: string[], options: ReconcileOptions): Promise<BatchResult> {
      const schema = strapi.contentType(contentTypeUid(uid));
      const draftAndPublish = contentTypes.hasDraftAndPublish(schema);
      const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
      const rows: EntryRow[] = await strapi.db.query(uid).findMany({
        where: { documentId: { $in: documentIds } },
        orderBy: { id: 'asc' },
      });
      const aliases = await store().findByEntries(uid, documentIds);
      const linked = await links().read(
        uid,
        rows.map((row) => row.id)
      );
      const patternSet = await getService(strapi, 'url-pattern').load();

      const one: string[] = [];
      const changes: AliasTransition[] = [];
      const missingByLocale = new Map<string, Missing[]>();
      for (const documentId of documentIds) {
        const own = rows.filter((row) => row.documentId === documentId);
        const ownAliases = aliases.filter((alias) => alias.entryDocumentId === documentId);
        // The rows of a type that is not localized carry no locale: their alias's is the store's rule.
        const byLocale = groupByLocale(own, localized ? '' : await store().unlocalizedAliasLocale(ownAliases));
        if (ownAliases.length > 0) {
          const skip = options.keepExisting && inStep(byLocale, ownAliases, linked, draftAndPublish);
          if (!skip || own.some((row) => manualPathOf(row) !== null)) one.push(documentId);
          continue;
        }
        if (own.length === 0 || own.some((row) => manualPathOf(row) !== null)) {
          one.push(documentId);
          continue;
        }
        for (const [locale, localeRows] of byLocale) {
          const entry = { documentId, rows: localeRows, ...liveSource(localeRows, draftAndPublish) };
          missingByLocale.set(locale, [...(missingByLocale.get(locale) ?? []), entry]);
        }
      }
      for (const [locale, missing] of missingByLocale) {
        // Whatever went wrong, the documents one by one say which of them it concerns.
        const left = await createMissing(uid, locale, missing, patternSet, changes).catch(() => missing.map((entry) => entry.documentId));
        one.push(...left);
      }

      const failures: BatchResult['failures'] = [];
      for (const documentId of new Set(one)) {
        await sync()
          .reconcile(uid, documentId, options, changes)
          .catch((error: unknown) => failures.push({ contenttype: uid, documentId, reason: String(error) }));
      }
      return { changes, failures };
    },
  };
};

export default aliasBatch;
