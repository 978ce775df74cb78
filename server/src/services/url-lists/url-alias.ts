import type { Core } from '@strapi/strapi';
import { servedPath } from 'sitetools-kit/path-policy';
import { contentTypeOf } from 'sitetools-kit/uid';
import { isSitetoolsEnabled } from '../../domain/content-type';
import type { PublicFindParams } from '../aliases';
import { serviceGetter } from '../get-service';
import { pathPolicy } from '../platform';
import type { Auth } from '../access';

/**
 * The URL alias list: Strapi's own find-many (filters, sort, fields, populate, pagination), limited
 * to aliases whose entry has a published version, whose type has aliases enabled and which the
 * caller may read (`<uid>.find`), in every locale unless `locale` narrows it.
 */
const urlAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = serviceGetter(strapi, 'alias-store');
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
      const stored = await store().storedTypes();
      const disabled = Object.values(strapi.contentTypes)
        .filter((schema) => !isSitetoolsEnabled(schema))
        .map((schema) => schema.uid as string);
      const removed = stored.filter((uid) => !contentTypeOf(strapi, uid));
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
     * One page of the aliases `auth` may see, their paths in the served form. The types it may not read join the hidden ones in
     * the same `NOT IN` (see above), so the count behind `pagination.total` leaves them out too.
     */
    async find(params: PublicFindParams, auth: Auth) {
      const unreadable = await permissions().unreadable(auth, servedTypes());
      const live = { live: true, contenttype: { $notIn: [...(await hiddenTypes()), ...unreadable] } };
      const found = await store().findNative({
        ...params,
        locale: params.locale ?? '*',
        filters: params.filters ? { $and: [params.filters, live] } : live,
      });
      // Stored paths go out in the served form, to REST and GraphQL alike; `fields` may have left
      // the path out.
      const policy = pathPolicy(strapi);
      // Strapi's find-many types its rows `unknown`: they are alias rows with the fields asked for.
      const results = (found.results as Array<{ url_path?: unknown }>).map((alias) =>
        typeof alias.url_path === 'string' ? { ...alias, url_path: servedPath(alias.url_path, policy) } : alias
      );
      return { ...found, results };
    },
  };
};

export default urlAlias;
