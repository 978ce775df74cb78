import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from 'sitetools-kit/case-sensitive';
import { documentIdGenerator } from 'sitetools-kit/document-id';
import { analyzeOnSqlite } from 'sitetools-kit/planner-statistics';
import { ALIASES_CHANGING_EVENT, WEBHOOK_EVENTS } from 'sitetools-kit/events';
import type { AliasChangedEvent, AliasesChangingEvent } from 'strapi-plugin-sitetools/contracts/events';
import { ACTION_DEFINITIONS, ACTIONS, PLUGIN_NAME } from './permissions';
import { getCoreService, getService } from './services/get-service';
import type { Config } from './config';
import { REDIRECT_UID } from './services/redirect-engine';

/** The cron task that announces scheduled rules starting or stopping. */
const SCHEDULE_TASK = 'sitetools-addon-redirects.schedules';

/**
 * Registers the admin actions and the core plugin's redirect lookup, and starts following the
 * core plugin's alias changes.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  if (!strapi.plugin('sitetools')) {
    throw new Error('sitetools-addon-redirects needs the sitetools plugin (strapi-plugin-sitetools) enabled');
  }
  // Redirects written in batches take their ids from Strapi's generator, which has no public API:
  // a release without it stops here, not on the first redirect.
  documentIdGenerator(strapi, REDIRECT_UID);
  await strapi.service('admin::permission').actionProvider.registerMany(ACTION_DEFINITIONS);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'from', 255);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirects', 'to', 255);
  // The Redirects page's search at a million rules (see the kit's module).
  await analyzeOnSqlite(strapi, 'sitetools_redirects');
  const engine = getService(strapi, 'redirect-engine');
  await engine.ensureVersion();
  // A webhook can subscribe only to the events the webhook store allows.
  strapi.get('webhookStore').addAllowedEvent('SITETOOLS_REDIRECTS_UPDATE', WEBHOOK_EVENTS.SITETOOLS_REDIRECTS_UPDATE);
  // Scheduled rules start and stop without a write: the cron tells webhooks. The manifest and the
  // router answer by the clock whatever happens here, so a failed tick only delays the event.
  const { schedules } = strapi.config.get('plugin::sitetools-addon-redirects') as Config;
  strapi.cron.add({
    [SCHEDULE_TASK]: {
      task: () =>
        engine
          .announceSchedule()
          .catch((error: unknown) => strapi.log.error(`sitetools-addon-redirects: scheduled rules were not announced: ${String(error)}`)),
      options: { rule: `*/${schedules.checkEverySeconds} * * * * *` },
    },
  });
  await makeColumnCaseSensitive(strapi, 'sitetools_not_found', 'path', 255);
  await makeColumnCaseSensitive(strapi, 'sitetools_redirect_hits', 'from', 255);
  await getService(strapi, 'not-found').ensureLock();
  await getService(strapi, 'redirect-hit').ensureShed();
  // The core asks here which published redirect a path would replace (the edit-view panel) and
  // which one starts at a path the router found nothing at (its 404, for callers who may list
  // redirects), what the addon knows of a path an admin asks about, and how an entry's old path
  // is retired (the URL history's Retire).
  getCoreService(strapi, 'redirect-lookup').register({
    findMany: async (paths, locale) =>
      new Map(
        [...(await engine.findPublished(paths, locale))].map(([path, { from, to, status_code, locale: scope }]) => [
          path,
          { from, to, status_code, locale: scope },
        ])
      ),
    readPermission: `plugin::${PLUGIN_NAME}.redirect.find`,
    explain: (path, can) => getService(strapi, 'path-facts').explain(path, can),
    // An upsert that publishes, as an import's apply: the same three permissions.
    retire: {
      permissions: [ACTIONS.create, ACTIONS.update, ACTIONS.publish],
      run: (path, locale) => getService(strapi, 'alias-redirects').retire(path, locale),
    },
  });

  // The redirects change with the aliases, in their transaction when they have one: a whole
  // reconcile or bulk batch in one redirect transaction.
  strapi.eventHub.on(ALIASES_CHANGING_EVENT, async ({ changes }: AliasesChangingEvent) => {
    const service = getService(strapi, 'alias-redirects');
    // A redirect that could not be written must not turn the entry's save into an error; it goes
    // to the failures the URLs page lists, where an admin sees which entry lost its redirect (as a
    // skip when the rules refused it as expected).
    const record = async (event: AliasChangedEvent, reason: string, skipped = false) => {
      const from = event.before?.url_path ?? event.after?.url_path;
      try {
        await getCoreService(strapi, 'failures').record({
          source: 'redirect',
          contenttype: event.contenttype,
          documentId: event.entryDocumentId,
          reason: `redirect from ${from}: ${reason}`,
          ...(skipped ? { skipped } : {}),
        });
      } catch (error) {
        strapi.log.error(`sitetools-addon-redirects: no redirect from ${from} (${reason}), and it could not be recorded: ${String(error)}`);
      }
    };
    try {
      for (const { event, reason, skipped } of await service.onAliasesChanged(changes)) await record(event, reason, skipped);
    } catch (error) {
      for (const event of changes) await record(event, String(error));
    }
  });
};
