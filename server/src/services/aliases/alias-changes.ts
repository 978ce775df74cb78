import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Core } from '@strapi/strapi';
import { ALIAS_CHANGED_EVENT, ALIAS_CHANGING_EVENT, ALIASES_CHANGING_EVENT, WEBHOOK_EVENTS } from 'sitetools-kit/events';
import type { AliasChangedEvent, AliasesChangingEvent, AliasState, UrlChange, UrlUpdateEvent } from '../../../../shared/contracts/events';
import type { AliasRow } from './alias-store';
import type { AliasTransition, ReconcileOptions } from './alias-sync';
import type { PatternSet } from '../patterns';
import { getService } from '../get-service';

// Children reconciled right away when a parent's path changes; more are queued into the bulk
// job, so that saving one page never waits on thousands of others.
const INLINE_LIMIT = 50;
// Parent chains deeper than this stop following (and a parent cycle cannot recurse forever),
// counted across the hops through the bulk job too.
const MAX_DEPTH = 10;

export interface SettleOptions {
  /** Collects what waits for the commit, for a reconcile inside its save's transaction (see alias-save). */
  deferred?: Array<() => Promise<void>>;
  /** How many parent path changes led here. */
  depth?: number;
  /** The patterns in force, when the caller has read them already. */
  patternSet?: PatternSet;
  /**
   * Collects the live path changes instead of announcing them: the caller reconciles a batch (the
   * documents of one transaction, as a release publishes them) and announces it once.
   */
  announce?: UrlChange[];
}

const stateOf = (alias?: AliasRow): AliasState | null => (alias ? { url_path: alias.url_path, live: Boolean(alias.live) } : null);

const eventOf = ({ owner, before, after }: AliasTransition): AliasChangedEvent => ({
  ...owner,
  before: stateOf(before),
  after: stateOf(after),
});

/**
 * The live path changes among `changes`, as the `sitetools.url.update` webhook event gives them:
 * a path that only a draft has (an entry never published) is no one's URL, so its changes are left out.
 */
const liveChangesOf = (strapi: Core.Strapi, changes: AliasTransition[]): UrlChange[] => {
  const types = getService(strapi, 'content-types');
  return changes
    .map(({ owner, before, after }) => ({
      contentType: owner.contenttype,
      documentId: owner.entryDocumentId,
      // The alias of a type that is not localized has a locale only for the unique index.
      locale: types.localized(owner.contenttype) === true ? owner.locale : null,
      oldPath: before?.live ? before.url_path : null,
      newPath: after?.live ? after.url_path : null,
    }))
    .filter((change) => change.oldPath !== change.newPath);
};

/**
 * What follows a committed alias change, in one place: announcing it to listeners (the redirects
 * addon) and letting the entries built on a moved path follow, inline or queued into the bulk job.
 * It asks the leaves (alias-sync for one entry, cascade for the children, jobs for the queue) and
 * none of them calls back here.
 */
const aliasChanges = ({ strapi }: { strapi: Core.Strapi }) => {
  const sync = () => getService(strapi, 'alias-sync');
  const cascade = () => getService(strapi, 'cascade');
  const jobs = () => getService(strapi, 'jobs');
  const patterns = () => getService(strapi, 'url-pattern');
  const store = () => getService(strapi, 'alias-store');
  const history = () => getService(strapi, 'url-history');

  /**
   * The changes from `since` (an entry's aliases when a write found them) to what is stored now,
   * in the locales the reconcile did not change: a process killed after it wrote an alias change
   * and before its listeners wrote theirs (the redirect of a removed path) left them unannounced.
   */
  const unannounced = async (uid: string, documentId: string, since: AliasRow[], changes: AliasTransition[]) => {
    const changed = new Set(changes.map((change) => change.owner.locale));
    const now = await store().findByEntry(uid, documentId);
    const locales = new Set([...since, ...now].map((alias) => alias.locale).filter((locale) => !changed.has(locale)));
    return [...locales].flatMap((locale): AliasTransition[] => {
      const before = since.find((alias) => alias.locale === locale);
      const after = now.find((alias) => alias.locale === locale);
      const same = before?.url_path === after?.url_path && Boolean(before?.live) === Boolean(after?.live);
      return same ? [] : [{ owner: { contenttype: uid, entryDocumentId: documentId, locale }, before, after }];
    });
  };

  /**
   * Reconciles one entry and settles what changed, also the changes made before a failure. With
   * `since`, the entry's aliases when a write that a killed process left was made, it also
   * settles the changes that process wrote and did not announce (see alias-save).
   */
  const reconcile = async (uid: string, documentId: string, options: ReconcileOptions & SettleOptions & { since?: AliasRow[] } = {}) => {
    const changes: AliasTransition[] = [];
    // Read once for the reconcile and for the children that follow it.
    const patternSet = options.patternSet ?? (await patterns().load());
    try {
      await sync().reconcile(uid, documentId, { ...options, patternSet }, changes);
    } finally {
      if (options.since) changes.push(...(await unannounced(uid, documentId, options.since, changes)));
      await settle(changes, { ...options, patternSet });
    }
  };

  /** Lets the entries built on entry `documentId`'s path follow it. */
  const follow = async (uid: string, documentId: string, depth: number, patternSet: PatternSet) => {
    if (depth >= MAX_DEPTH) return;
    for (const { uid: childUid, documentIds } of await cascade().childrenOf(uid, documentId, patternSet)) {
      if (documentIds.length > INLINE_LIMIT) {
        await jobs().enqueue(childUid, 'regenerate', depth + 1);
        continue;
      }
      for (const child of documentIds) {
        // Give requests a turn between children (better-sqlite3 answers synchronously).
        await nextTurn();
        await reconcile(childUid, child, { depth: depth + 1, patternSet }).catch((error: unknown) =>
          jobs().recordFailure({ source: 'cascade', contenttype: childUid, documentId: child, reason: String(error) })
        );
      }
    }
  };

  /**
   * Announces `changes` now (inside the reconcile's transaction when there is one), then, after
   * the commit when `deferred` collects the work, announces them as committed and lets the
   * children of every moved or new path follow.
   */
  /** Sends one `sitetools.url.update` for the live path changes of a batch, if it has any. */
  const announceUrls = async (live: UrlChange[]) => {
    if (live.length > 0) await strapi.eventHub.emit(WEBHOOK_EVENTS.SITETOOLS_URL_UPDATE, { changes: live } satisfies UrlUpdateEvent);
  };

  const settle = async (changes: AliasTransition[], { deferred, depth = 0, patternSet, announce }: SettleOptions) => {
    if (changes.length === 0) return;
    // In the alias change's transaction, as the listeners' writes below.
    await history().record(changes);
    const events = changes.map(eventOf);
    for (const event of events) await strapi.eventHub.emit(ALIAS_CHANGING_EVENT, event);
    await strapi.eventHub.emit(ALIASES_CHANGING_EVENT, { changes: events } satisfies AliasesChangingEvent);
    const afterCommit = async () => {
      for (const event of events) await strapi.eventHub.emit(ALIAS_CHANGED_EVENT, event);
      // One webhook delivery per reconcile or bulk batch (or the caller's batch), not one per alias.
      const live = liveChangesOf(strapi, changes);
      if (announce) announce.push(...live);
      else await announceUrls(live);
      // Also for a new alias: bulk generation may have given children their paths before their
      // parent had one.
      const moved = changes.filter(({ before, after }) => after && before?.url_path !== after.url_path);
      if (moved.length === 0) return;
      const inForce = patternSet ?? (await patterns().load());
      const parents = new Map(moved.map(({ owner }) => [`${owner.contenttype}:${owner.entryDocumentId}`, owner]));
      for (const owner of parents.values()) await follow(owner.contenttype, owner.entryDocumentId, depth, inForce);
    };
    if (deferred) deferred.push(afterCommit);
    else await afterCommit();
  };

  return { reconcile, settle, announceUrls };
};

export default aliasChanges;
