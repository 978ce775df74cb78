import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { AliasChangedEvent } from 'strapi-plugin-sitetools/contracts/events';
import type { Config } from '../config';
import type { Operation } from '../domain/redirect-plan';
import { escapeStoredPath, type RedirectInput } from '../domain/redirect-rules';
import { ancestorsOf, removalPolicyOf, REMOVED_GONE_STATUS } from '../domain/removal-policy';
import { patternOf } from '../domain/pattern-view';
import { getCoreService, getService } from './get-service';
import { removedUrls } from './removed-urls';
import { chosenPolicy } from './removal-choices';

/**
 * An automatic redirect the rules refused: a failure (say, a configured target that would loop),
 * or a skip when the refusal was expected (`skipped`: the old path is still live, in another locale).
 */
export interface RefusedRedirect {
  event: AliasChangedEvent;
  reason: string;
  skipped: boolean;
}

/**
 * Follows the core plugin's alias changes: a published path that moves leaves a redirect behind,
 * and a path that goes live is never shadowed by a redirect.
 */
/** A removed path left to answer 404 (the `none` policy): it joins the removed pages' queue. */
const NOT_REDIRECTED = Symbol('not redirected');
type Removal = RedirectInput | string | typeof NOT_REDIRECTED;

const groupBy = <T, K>(items: T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

const aliasRedirects = ({ strapi }: { strapi: Core.Strapi }) => {
  const engine = () => getService(strapi, 'redirect-engine');
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;

  /**
   * What each removed path becomes under its type's removal policy: a rule's input, the reason it
   * stays a 404 (the `parent` policy with no live path above it), or {@link NOT_REDIRECTED}.
   */
  const removalsOf = async (events: AliasChangedEvent[]): Promise<Map<AliasChangedEvent, Removal>> => {
    const removals = new Map<AliasChangedEvent, Removal>();
    const removed = events.filter((event) => event.before?.live && !event.after?.live);
    const status_code = config().autoRedirect.statusCode;
    const toParent: AliasChangedEvent[] = [];
    for (const event of removed) {
      // Alias paths are stored decoded; the redirect rules decode their input once more.
      const from = escapeStoredPath(event.before?.url_path as string);
      // The editor's choice in the removal dialog wins over the type's policy.
      const policy = chosenPolicy(event) ?? removalPolicyOf(event.contenttype, config());
      if (policy === 'gone') removals.set(event, { from, to: null, status_code: REMOVED_GONE_STATUS });
      else if (policy === 'parent') toParent.push(event);
      else if (policy === 'none') removals.set(event, NOT_REDIRECTED);
      else removals.set(event, { from, to: policy, status_code });
    }
    for (const [locale, group] of groupBy(toParent, (event) => event.locale)) {
      // A path removed in the same batch is no parent, whatever the store says meanwhile.
      const leaving = new Set(removed.filter((event) => event.locale === locale).map((event) => event.before?.url_path));
      const ancestors = [...new Set(group.flatMap((event) => ancestorsOf(event.before?.url_path as string)))];
      const live = await getCoreService(strapi, 'paths').livePaths(ancestors, locale || undefined);
      for (const event of group) {
        const path = event.before?.url_path as string;
        const parent = ancestorsOf(path).find((ancestor) => live.has(ancestor) && !leaving.has(ancestor));
        removals.set(
          event,
          parent === undefined
            ? 'no live path above it for the "parent" removal policy: it answers 404'
            : { from: escapeStoredPath(path), to: escapeStoredPath(parent), status_code }
        );
      }
    }
    return removals;
  };

  /** The operations an alias change calls for, in order; `removal` is what a removed path becomes. */
  const operationsFor = ({ before, after, locale }: AliasChangedEvent, removal: RedirectInput | undefined): Operation[] => {
    const operations: Operation[] = after?.live ? [{ kind: 'clear', path: after.url_path, locale }] : [];
    if (!before?.live) return operations;
    const { autoRedirect } = config();
    if (after?.live) {
      if (autoRedirect.enabled && after.url_path !== before.url_path) {
        const from = escapeStoredPath(before.url_path);
        // When another locale still serves the old path, the redirect is for this locale only.
        operations.push({
          kind: 'upsert',
          input: { from, to: escapeStoredPath(after.url_path), status_code: autoRedirect.statusCode },
          sharedBy: locale,
        });
      }
    } else if (removal) {
      operations.push({ kind: 'upsert', input: removal, sharedBy: locale });
    }
    return operations;
  };

  /**
   * The paths gone live that a published pattern rule matches: the router serves the entry, but a
   * front-end that applies the redirects before its routes sends the visitors away. A pattern is
   * refused over live paths when it is written; a page published under one later is reported.
   */
  const coveredByPatterns = async (events: AliasChangedEvent[]): Promise<RefusedRedirect[]> => {
    const byLocale = groupBy(
      events.filter((event) => event.after?.live),
      (event) => event.locale
    );
    const covered: RefusedRedirect[] = [];
    for (const [locale, live] of byLocale) {
      const answers = await engine().findPublished(
        live.map((event) => event.after?.url_path as string),
        locale
      );
      for (const event of live) {
        const rule = answers.get(event.after?.url_path as string);
        if (!rule || !patternOf(rule.from)) continue;
        const reason = `the redirect pattern ${rule.from} matches this live path: front-ends that apply redirects before their routes send its visitors ${rule.to === null ? 'a gone answer' : `to ${rule.to}`}; narrow or delete the pattern`;
        covered.push({ event, reason, skipped: false });
      }
    }
    return covered;
  };

  return {
    /**
     * Retires an entry's old path (the core's URL history): the published redirect from `path`
     * that a request for `locale` follows becomes a gone rule in its own scope, or, with none, a
     * gone rule for every locale (for `locale` alone while another locale serves the path) starts
     * there. A refusal of the rules is a 400 naming `path`.
     */
    async retire(path: string, locale: string): Promise<void> {
      const current = (await engine().findPublished([path], locale)).get(path);
      const input = { from: escapeStoredPath(path), to: null, status_code: REMOVED_GONE_STATUS, locale: current?.locale ?? null };
      const { outcomes } = await engine().run([{ kind: 'upsert', input, sharedBy: locale }]);
      const outcome = outcomes[0];
      if (outcome && !outcome.ok && outcome.refusal.kind !== 'missing') {
        throw new errors.ValidationError(`path: ${outcome.refusal.message}`, { key: 'path' });
      }
    },

    /** Resolves with the redirects the rules refused or skipped (none, usually), each with its alias change. */
    async onAliasesChanged(events: AliasChangedEvent[]): Promise<RefusedRedirect[]> {
      const removals = await removalsOf(events);
      const queue = removedUrls(strapi);
      // The removed pages' queue, in the alias change's transaction: paths left to answer 404
      // join it, paths live again leave it.
      await queue.record(
        [...removals].flatMap(([event, removal]) =>
          removal === NOT_REDIRECTED
            ? [
                {
                  path: event.before?.url_path as string,
                  locale: event.locale,
                  contenttype: event.contenttype,
                  entryDocumentId: event.entryDocumentId,
                },
              ]
            : []
        )
      );
      for (const [locale, live] of groupBy(
        events.filter((event) => event.after?.live),
        (event) => event.locale
      )) {
        await queue.resolve(
          live.map((event) => event.after?.url_path as string),
          locale
        );
      }
      const unplaced = [...removals].flatMap(([event, removal]) =>
        typeof removal === 'string' ? [{ event, reason: removal, skipped: true }] : []
      );
      const planned = events.flatMap((event) => {
        const removal = removals.get(event);
        return operationsFor(event, typeof removal === 'object' ? removal : undefined).map((operation) => ({ event, operation }));
      });
      if (planned.length === 0) return unplaced;
      // One outcome per operation, in order (none when nothing needed a write).
      const { outcomes } = await engine().run(planned.map(({ operation }) => operation));
      const refused = planned.flatMap(({ event }, i) => {
        const outcome = outcomes[i];
        if (!outcome || outcome.ok || outcome.refusal.kind === 'missing') return [];
        return [{ event, reason: outcome.refusal.message, skipped: outcome.refusal.kind === 'live' }];
      });
      return [...unplaced, ...refused, ...(await coveredByPatterns(events))];
    },
  };
};

export default aliasRedirects;
