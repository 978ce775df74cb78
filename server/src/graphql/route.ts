import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { GraphqlPlugin, Nexus } from 'sitetools-kit/graphql';
import { contentTypeUid } from 'sitetools-kit/uid';
import { ROUTE_TYPES, type SitetoolsEntryRoute, type SitetoolsRoute } from '../../../shared/contracts/graphql';
import type { RouterStatus } from '../../../shared/contracts/router';
import { getService } from '../services/get-service';
import type { Auth } from '../services/access';
import { pathPolicy } from '../services/platform';
import { pathParam } from '../validation/query';

/** The GraphQL type names of the enabled content types, by uid (those the app's schema has). */
export type EntryTypes = Map<string, string>;

/** The union of the enabled types' own GraphQL types, which `SitetoolsEntryRoute.entry` returns. */
const ENTRY_UNION = 'SitetoolsEntry';

/**
 * The `locale` argument: the `I18NLocaleCode` scalar checks a literal against the ISO locales but
 * takes any value from variables; both get the same rule here.
 */
const localeArg = (strapi: Core.Strapi, value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const known: Array<{ code: string }> = strapi.plugin('i18n').service('iso-locales').getIsoLocales();
  if (typeof value !== 'string' || !known.some(({ code }) => code === value)) {
    throw new errors.ValidationError('locale: unknown locale', { key: 'locale' });
  }
  return value;
};

/**
 * `sitetoolsRoute(path, locale, status)`: the REST router's resolution (services/router/router `resolve`), as a
 * union of an entry, a redirect and a miss. The entry is the document the Document Service
 * returns; its fields and relations are resolved by the GraphQL plugin as for its own queries
 * (published relations only: the plugin applies the root query's default status to them).
 */
export const routeTypes = (strapi: Core.Strapi, nexus: Nexus, entryTypes: EntryTypes) => {
  // Which type an entry is: the documents carry no uid, so the resolver notes it here.
  const typeOfEntry = new WeakMap<object, string>();
  // What an entry route's breadcrumbs are read from, noted by the query's resolver and read by the
  // field's own, so that a query that does not select them costs nothing.
  const trailOf = new WeakMap<object, { path: string; locale: string; auth: Auth; readable: string }>();

  const entry = nexus.unionType({
    name: ENTRY_UNION,
    description: 'A published entry of a content type with URL aliases, as its own type.',
    definition: (t) => t.members(...entryTypes.values()),
    resolveType: (source) => (typeof source === 'object' && source !== null ? (typeOfEntry.get(source) ?? null) : null),
  });
  const alternate = nexus.objectType({
    name: 'SitetoolsAlternate',
    definition(t) {
      t.field('locale', { type: nexus.nonNull('String') });
      t.field('path', { type: nexus.nonNull('String') });
    },
  });
  const breadcrumb = nexus.objectType({
    name: 'SitetoolsBreadcrumb',
    definition(t) {
      t.field('path', { type: nexus.nonNull('String') });
      t.field('title', { type: 'String' });
      t.field('contentType', { type: nexus.nonNull('String') });
      t.field('documentId', { type: nexus.nonNull('ID') });
    },
  });
  const entryRoute = nexus.objectType({
    name: ROUTE_TYPES.entry,
    definition(t) {
      t.field('contentType', { type: nexus.nonNull('String') });
      t.field('path', { type: nexus.nonNull('String') });
      t.field('locale', { type: 'String' });
      t.field('alternates', { type: nexus.nonNull(nexus.list(nexus.nonNull('SitetoolsAlternate'))) });
      // Which version `entry` is: DRAFT only for a caller allowed to preview who asked for it.
      t.field('status', { type: nexus.nonNull('PublicationStatus') });
      // Null when the config turns breadcrumbs off.
      t.field('breadcrumbs', {
        type: nexus.list(nexus.nonNull('SitetoolsBreadcrumb')),
        resolve(source) {
          const crumbs = getService(strapi, 'breadcrumbs');
          const trail = trailOf.get(source as object);
          return trail && crumbs.enabled() ? crumbs.trail(trail) : null;
        },
      });
      t.field('entry', { type: nexus.nonNull(ENTRY_UNION) });
    },
  });
  const redirectRoute = nexus.objectType({
    name: ROUTE_TYPES.redirect,
    definition(t) {
      // Null when the path is gone (410, 451).
      t.field('to', { type: 'String' });
      t.field('statusCode', { type: nexus.nonNull('Int') });
      // The locale the redirect applies to; null for every locale.
      t.field('locale', { type: 'String' });
    },
  });
  const notFound = nexus.objectType({
    name: ROUTE_TYPES.notFound,
    definition(t) {
      t.field('path', { type: nexus.nonNull('String') });
    },
  });
  const route = nexus.unionType({
    name: 'SitetoolsRoute',
    description: 'What a URL path resolves to: a published entry, a redirect, or nothing.',
    definition: (t) => t.members(ROUTE_TYPES.entry, ROUTE_TYPES.redirect, ROUTE_TYPES.notFound),
    // The only values of this union are the query's own results below, each tagged with its member.
    resolveType: (source) => (source as SitetoolsRoute).__typename,
  });

  const query = nexus.extendType({
    type: 'Query',
    definition(t) {
      t.field('sitetoolsRoute', {
        type: nexus.nonNull('SitetoolsRoute'),
        // The GraphQL plugin's own enum (DRAFT, PUBLISHED), as its queries take it.
        args: { path: nexus.nonNull('String'), locale: 'I18NLocaleCode', status: 'PublicationStatus' },
        async resolve(_parent, args, context) {
          const path = pathParam(args.path, 'path', pathPolicy(strapi));
          const locale = localeArg(strapi, args.locale);
          const status = (args.status ?? undefined) as RouterStatus | undefined;
          // The published document: the GraphQL plugin resolves its fields from the selection, so
          // REST route middlewares that set `populate` (router.routeStack) have nothing to do here.
          const router = getService(strapi, 'router');
          const resolution = await router.resolve({
            path,
            locale,
            auth: context.state.auth,
            status,
            read: (target) => router.readDocument(target),
          });
          if (!resolution.found) {
            const { redirect } = resolution;
            return redirect
              ? ({
                  __typename: ROUTE_TYPES.redirect,
                  to: redirect.to,
                  statusCode: redirect.status_code,
                  locale: redirect.locale,
                } satisfies SitetoolsRoute)
              : ({ __typename: ROUTE_TYPES.notFound, path: resolution.path } satisfies SitetoolsRoute);
          }
          const typeName = entryTypes.get(resolution.schema.uid);
          // An enabled type without a GraphQL type (its shadow CRUD turned off) has no entry to give.
          if (!typeName) return { __typename: ROUTE_TYPES.notFound, path: resolution.path } satisfies SitetoolsRoute;
          typeOfEntry.set(resolution.entry, typeName);
          const {
            entry,
            contentType,
            path: canonical,
            locale: entryLocale,
            alternates,
            status: served,
            trailLocale,
            trailPath,
          } = resolution;
          const route = {
            __typename: ROUTE_TYPES.entry,
            contentType,
            path: canonical,
            locale: entryLocale,
            alternates,
            status: served,
            entry,
          } satisfies Omit<SitetoolsEntryRoute, 'breadcrumbs'>;
          // The caller was checked to read the entry's type: the trail need not check it again.
          trailOf.set(route, { path: trailPath, locale: trailLocale, auth: context.state.auth, readable: resolution.schema.uid });
          return route;
        },
      });
    },
  });
  return [entry, alternate, breadcrumb, entryRoute, redirectRoute, notFound, route, query];
};

/** The GraphQL type of each enabled content type whose type the GraphQL plugin generates. */
export const entryTypesOf = (strapi: Core.Strapi, graphql: GraphqlPlugin): EntryTypes =>
  new Map(
    getService(strapi, 'content-types')
      .enabled()
      .filter((type) => graphql.extension.shadowCRUD(type.uid).isEnabled())
      .map((type) => [type.uid, graphql.naming.getTypeName(strapi.contentType(contentTypeUid(type.uid)))])
  );
