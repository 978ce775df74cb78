import type { Core } from '@strapi/strapi';
import { contentTypes, errors } from 'sitetools-kit/strapi-utils';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { servedPath, servedTarget, type PathPolicy } from 'sitetools-kit/path-policy';
import type { RedirectHint } from '../../../../shared/contracts/redirect-lookup';
import { ROUTER_PREVIEW_PERMISSION, type Breadcrumb, type RouterStatus } from '../../../../shared/contracts/router';
import { readRouterQuery, type RouterQuery } from '../../validation/router-query';
import type { Context } from 'koa';
import type { Auth } from '../access';
import { getService, serviceGetter } from '../get-service';
import { pathPolicy } from '../platform';
import type { RouteStackReader, StackOutcome, StackTarget } from './route-stack';
import type { PathTarget } from './router-cache';
import { routerEntries, type Entry, type ValidateOptions } from './router-entry';
import { routerTargets } from './router-target';

type Schema = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

interface FindByPathInput {
  /** The router's checked parameters; `populate` and `fields` are still to be validated and sanitised. */
  query: RouterQuery;
  /** The caller's authentication, as Strapi's content API middleware left it in `ctx.state.auth`. */
  auth: Auth;
  /** The router's own route (`ctx.state.route`): the extra parameters it declares, for `rest.strictParams`. */
  route?: ValidateOptions['route'];
  /** The route stack calls of the request, when some type is read through its find-one route (route-stack). */
  routeStack?: RouteStackReader;
}

export interface ResolveInput<E> {
  path: string;
  locale?: string;
  auth: Auth;
  /**
   * The version asked for. A draft is served only to a caller holding ROUTER_PREVIEW_PERMISSION;
   * anyone else is answered as without it.
   */
  status?: RouterStatus;
  /**
   * Reads the entry, in the version `target.status` names, once the caller's right to read its
   * type is checked; null when there is none. GraphQL reads the document (`readDocument`) and
   * selects fields itself; REST validates `populate` and `fields` first, or runs the type's route stack.
   */
  read: (target: StackTarget) => Promise<E | null>;
  /** Whether to read the entry's breadcrumbs too, alongside the entry (REST; GraphQL reads them when selected). */
  breadcrumbs?: boolean;
}

/** What a path resolves to: the published entry that owns it, or nothing (with the redirect from it). */
type Resolution<E = Entry> =
  | {
      found: true;
      entry: E;
      schema: Schema;
      contentType: string;
      /** The canonical path, served as the path policy says (sitetools-kit/path-policy). */
      path: string;
      /** The stored path, which the breadcrumbs are read from. */
      trailPath: string;
      locale: string | null;
      alternates: PathTarget['alternates'];
      /** The version served. */
      status: RouterStatus;
      /**
       * The locale the breadcrumbs are read in: the entry's, or for a type that is not localized
       * the one asked (else its alias's, the default locale's).
       */
      trailLocale: string;
      /** When asked for (`breadcrumbs`), the live ancestors the caller may read. */
      breadcrumbs?: Breadcrumb[];
    }
  | { found: false; path: string; redirect: RedirectHint | null };

/** A redirect hint with its local target in the served form. */
const servedHint = (hint: RedirectHint | null, policy: PathPolicy): RedirectHint | null =>
  hint && hint.to !== null ? { ...hint, to: servedTarget(hint.to, policy) } : hint;

/** Resolves a URL path to the published entry that owns it, for the REST router and GraphQL. */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  const permissions = serviceGetter(strapi, 'read-permission');
  const { targetAt, draftTargetAt } = routerTargets({ strapi });
  const { readDocument, readSanitised } = routerEntries({ strapi });
  const crumbs = serviceGetter(strapi, 'breadcrumbs');
  const cache = serviceGetter(strapi, 'router-cache');
  const routeStack = serviceGetter(strapi, 'route-stack');

  /**
   * A path no published entry owns. When a published redirect starts there, it is named to
   * callers allowed to list redirects, so that a front-end resolves any path in one call; to
   * others it looks like any other miss.
   */
  const notFound = async (path: string, auth: Auth, locale?: string): Promise<Resolution<never>> => {
    const lookup = getService(strapi, 'redirect-lookup');
    const permission = lookup.readPermission();
    // The permission is checked in memory first, so a caller who may not see redirects costs no read.
    const allowed = permission !== null && (await permissions().allows(auth, permission));
    // A request for a locale gets that locale's redirect: the one a locale left on a path that
    // other locales still serve.
    const policy = pathPolicy(strapi);
    const redirect = allowed ? servedHint(await lookup.find(path, locale), policy) : null;
    return { found: false, path: servedPath(path, policy), redirect };
  };

  /** The one resolution both APIs share: normalised lookup, permission, entry, alternates. */
  const resolve = async <E>({ path, locale, auth, status, read, breadcrumbs }: ResolveInput<E>): Promise<Resolution<E>> => {
    // Asked for only by previews: a request without `status=draft` costs no permission check.
    const preview = status === 'draft' && (await permissions().allows(auth, ROUTER_PREVIEW_PERMISSION));
    const target = preview ? await draftTargetAt(path, locale) : await targetAt(path, locale);
    if (!target) return notFound(path, auth, locale);
    const { alias, uid, schema, localized } = target;
    // The caller must be allowed to read this content type, checked before any entry query.
    await permissions().assertCanFind(auth, uid);
    // A type without draft & publish has one version, the published one.
    const served: RouterStatus = preview && contentTypes.hasDraftAndPublish(schema) ? 'draft' : 'published';
    const documentId = alias.entryDocumentId;
    const trailLocale = localized ? alias.locale : (locale ?? alias.locale);
    // The ancestors are read while the entry is: the answer waits for the slower of the two.
    const [entry, trail] = await Promise.all([
      read({ uid, schema, documentId, ...(localized ? { locale: alias.locale } : {}), status: served }),
      breadcrumbs ? crumbs().trail({ path: alias.url_path, locale: trailLocale, auth, readable: uid }) : undefined,
    ]);
    if (!entry) return notFound(path, auth, locale);
    const policy = pathPolicy(strapi);
    return {
      found: true,
      entry,
      schema,
      contentType: alias.contenttype,
      path: servedPath(alias.url_path, policy),
      trailPath: alias.url_path,
      // The alias of a type that is not localized has a locale only for the unique index (see
      // alias-store's unlocalizedAliasLocale); its entry has none.
      locale: localized ? alias.locale : null,
      // Under `never` the served form is the stored one: the cached list goes out as it is.
      alternates:
        policy.trailingSlash === 'never'
          ? target.alternates
          : target.alternates.map((alternate) => ({ ...alternate, path: servedPath(alternate.path, policy) })),
      status: served,
      trailLocale,
      ...(trail && { breadcrumbs: trail }),
    };
  };

  /**
   * The REST router's answer for checked `query`: the sanitised entry, or a 404 naming the redirect
   * from the path; `answered` when the type's route stack answered the request itself.
   */
  const findByPath = async ({ query, auth, route, routeStack: stack }: FindByPathInput) => {
    const { path, locale, status, populate, fields, extra } = query;
    const resolution = await resolve<Exclude<StackOutcome, null>>({
      path,
      locale,
      auth,
      status,
      breadcrumbs: query.breadcrumbs !== false && crumbs().enabled(),
      read: (target) => {
        // Now that the type is known, nested populate filters are checked against its relations.
        if (populate !== undefined || fields !== undefined) assertQueryShape({ populate, fields }, modelContext(strapi, target.uid));
        if (stack?.uses(target.uid)) return stack.read(target, { ...extra, populate, fields });
        return readSanitised(target, query, { auth, route });
      },
    });
    if (!resolution.found) {
      const { redirect, path: asked } = resolution;
      const details = redirect
        ? { path: asked, redirect: { to: redirect.to, status_code: redirect.status_code, locale: redirect.locale } }
        : { path: asked };
      throw new errors.NotFoundError(`No published entry at ${asked}`, details);
    }
    const { entry: read, contentType, path: canonical, locale: entryLocale, alternates, status: served, breadcrumbs } = resolution;
    if ('answered' in read) return read;
    return { entry: read.entry, contentType, path: canonical, locale: entryLocale, alternates, status: served, breadcrumbs };
  };

  return {
    resolve,
    readDocument,

    /**
     * The REST router's answer to request `ctx` (`preview`: its draft route, `status=draft`
     * implied): the sanitised entry, or a 404 naming the redirect from the path; `answered` when the
     * type's route stack answered the request itself (its refusal stands). Every parameter is
     * checked, also those the router ignores (filters, sort, pagination): a malformed one is a 400
     * here as on the lists. A query string that resolved a published entry is remembered with its
     * path, checked once; nothing of a preview is remembered (the same query string means the
     * published version on the router's own route).
     */
    async findForRequest(ctx: Context, { preview }: { preview: boolean }) {
      const known = preview ? undefined : cache().rememberedQuery(ctx.querystring);
      const query: RouterQuery = known ?? {
        ...readRouterQuery(ctx.query, pathPolicy(strapi)),
        ...(preview && { status: 'draft' as const }),
      };
      const found = await findByPath({ query, auth: ctx.state.auth, route: ctx.state.route, routeStack: routeStack().readerFor(ctx) });
      if (!preview && known === undefined && !('answered' in found) && found.status === 'published') {
        cache().rememberQuery(ctx.querystring, query);
      }
      return found;
    },
  };
};

export default router;
