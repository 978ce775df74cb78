import type { Core } from '@strapi/strapi';
import type { AliasChangedEvent } from 'strapi-plugin-sitetools/contracts/events';
import type { Config } from '../config';
import type { Operation } from '../domain/redirect-plan';
import { escapeStoredPath } from '../domain/redirect-rules';
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
  const operationsFor = ({ before, after }: AliasChangedEvent): Operation[] => {
    const operations: Operation[] = after?.live ? [{ kind: 'clear', path: after.url_path }] : [];
    if (!before?.live) return operations;
    // Alias paths are stored decoded; the redirect rules decode their input once more.
    const from = escapeStoredPath(before.url_path);
    const { autoRedirect, redirectRemovedTo } = config();
    const status_code = autoRedirect.statusCode;
    if (after?.live) {
      if (autoRedirect.enabled && after.url_path !== before.url_path) {
        operations.push({ kind: 'upsert', input: { from, to: escapeStoredPath(after.url_path), status_code } });
      }
    } else if (redirectRemovedTo) {
      operations.push({ kind: 'upsert', input: { from, to: redirectRemovedTo, status_code } });
    }
    return operations;
  };

  return {
    /** Resolves with the redirects the rules refused or skipped (none, usually), each with its alias change. */
    async onAliasesChanged(events: AliasChangedEvent[]): Promise<RefusedRedirect[]> {
      const planned = events.flatMap((event) => operationsFor(event).map((operation) => ({ event, operation })));
      if (planned.length === 0) return [];
      // One outcome per operation, in order (none when nothing needed a write).
      const { outcomes } = await engine().run(planned.map(({ operation }) => operation));
      return planned.flatMap(({ event }, i) => {
        const outcome = outcomes[i];
        if (!outcome || outcome.ok || outcome.refusal.kind === 'missing') return [];
        return [{ event, reason: outcome.refusal.message, skipped: outcome.refusal.kind === 'live' }];
      });
    },
  };
};

export default aliasRedirects;
