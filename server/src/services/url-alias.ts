import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import { URL_ALIAS_UID, type Pagination } from '../../../shared/contracts/url-alias';
import { isSitetoolsEnabled } from '../domain/content-type';
import { columnOf } from 'sitetools-kit/columns';
import { contentTypeUid } from 'sitetools-kit/uid';
import { serviceGetter } from './get-service';
import type { Auth } from './read-permission';

type FindParams = Record<string, unknown> & { filters?: unknown; locale?: unknown };

/**
 * The URL alias list: Strapi's own find-many (filters, sort, fields, populate, pagination), limited
 * to aliases whose entry has a published version, whose type has aliases enabled and which the
 * caller may read (`<uid>.find`), in every locale unless `locale` narrows it.
 */
const urlAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  // createCoreService is typed for any kind of content type; for a collection type such as
  // url-alias it builds the collection service, whose `find` paginates.
  const native = factories.createCoreService(contentTypeUid(URL_ALIAS_UID))({ strapi }) as unknown as {
    find(params: FindParams): Promise<{ results: unknown[]; pagination: Pagination }>;
  };
  const permissions = serviceGetter(strapi, 'read-permission');
  let hidden: Promise<string[]> | undefined;
  let served: string[] | undefined;

  /**
   * The types whose aliases are kept but not served: those of the app without URL aliases
   * enabled, and those gone from it that still have rows. Read once per process: a type changes
   * state only with a restart, and no code can give a type the app no longer has a new alias.
   * They are excluded with `NOT IN` rather than the enabled types kept with `IN`: on SQLite (no
   * statistics) an `IN` on `contenttype` made the planner take the one-alias-per-entry index and
   * sort every row for `sort=id` (docs/decisions/2026-11-24-url-list-not-in.md).
   */
  const hiddenTypes = () =>
    (hidden ??= (async () => {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const column = columnOf(strapi, URL_ALIAS_UID, 'contenttype');
      const rows: Array<Record<string, string>> = await strapi.db.getConnection(tableName).distinct(column);
      const disabled = Object.values(strapi.contentTypes)
        .filter((schema) => !isSitetoolsEnabled(schema))
        .map((schema) => schema.uid as string);
      const removed = rows.map((row) => row[column]).filter((uid) => !(uid in strapi.contentTypes));
      return [...disabled, ...removed];
    })().catch((error: unknown) => {
      hidden = undefined;
      throw error;
    }));

  /** The types with URL aliases enabled; like the hidden ones, they change only with a restart. */
  const servedTypes = () =>
    (served ??= Object.values(strapi.contentTypes)
      .filter(isSitetoolsEnabled)
      .map((schema) => schema.uid as string));

  return {
    /**
     * One page of the aliases `auth` may see. The types it may not read join the hidden ones in
     * the same `NOT IN` (see above), so the count behind `pagination.total` leaves them out too.
     */
    async find(params: FindParams, auth: Auth) {
      const unreadable = await permissions().unreadable(auth, servedTypes());
      const live = { live: true, contenttype: { $notIn: [...(await hiddenTypes()), ...unreadable] } };
      return native.find({
        ...params,
        locale: params.locale ?? '*',
        filters: params.filters ? { $and: [params.filters, live] } : live,
      });
    },
  };
};

export type UrlAliasService = ReturnType<typeof urlAlias>;
export default urlAlias;
