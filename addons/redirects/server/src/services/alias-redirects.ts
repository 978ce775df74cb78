import type { Core } from '@strapi/strapi';
import type { AliasChangedEvent } from 'strapi-plugin-sitetools/contracts/events';
import type { Config } from '../config';
import type { Operation } from '../domain/redirect-plan';
import { escapeStoredPath } from '../domain/redirect-rules';
import { patternOf } from '../domain/pattern-view';
import { getService } from './get-service';

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
const aliasRedirects = ({ strapi }: { strapi: Core.Strapi }) => {
  const engine = () => getService(strapi, 'redirect-engine');
  const config = () => strapi.config.get('plugin::sitetools-addon-redirects') as Config;

  /** The operations an alias change calls for, in order. */
  const operationsFor = ({ before, after, locale }: AliasChangedEvent): Operation[] => {
    const operations: Operation[] = after?.live ? [{ kind: 'clear', path: after.url_path, locale }] : [];
    if (!before?.live) return operations;
    // Alias paths are stored decoded; the redirect rules decode their input once more.
    const from = escapeStoredPath(before.url_path);
    const { autoRedirect, redirectRemovedTo } = config();
    const status_code = autoRedirect.statusCode;
    if (after?.live) {
      if (autoRedirect.enabled && after.url_path !== before.url_path) {
        // When another locale still serves the old path, the redirect is for this locale only.
        operations.push({ kind: 'upsert', input: { from, to: escapeStoredPath(after.url_path), status_code }, sharedBy: locale });
      }
    } else if (redirectRemovedTo) {
      operations.push({ kind: 'upsert', input: { from, to: redirectRemovedTo, status_code }, sharedBy: locale });
    }
    return operations;
  };

  /**
   * The paths gone live that a published pattern rule matches: the router serves the entry, but a
   * front-end that applies the redirects before its routes sends the visitors away. A pattern is
   * refused over live paths when it is written; a page published under one later is reported.
   */
  const coveredByPatterns = async (events: AliasChangedEvent[]): Promise<RefusedRedirect[]> => {
    const byLocale = new Map<string, AliasChangedEvent[]>();
    for (const event of events) if (event.after?.live) byLocale.set(event.locale, [...(byLocale.get(event.locale) ?? []), event]);
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
    /** Resolves with the redirects the rules refused or skipped (none, usually), each with its alias change. */
    async onAliasesChanged(events: AliasChangedEvent[]): Promise<RefusedRedirect[]> {
      const planned = events.flatMap((event) => operationsFor(event).map((operation) => ({ event, operation })));
      if (planned.length === 0) return [];
      // One outcome per operation, in order (none when nothing needed a write).
      const { outcomes } = await engine().run(planned.map(({ operation }) => operation));
      const refused = planned.flatMap(({ event }, i) => {
        const outcome = outcomes[i];
        if (!outcome || outcome.ok || outcome.refusal.kind === 'missing') return [];
        return [{ event, reason: outcome.refusal.message, skipped: outcome.refusal.kind === 'live' }];
      });
      return [...refused, ...(await coveredByPatterns(events))];
    },
  };
};

export default aliasRedirects;
