import type { Core } from '@strapi/strapi';
import { assertQueryShape, modelContext } from './query-shape';
import { contentTypeUid } from './uid';

/**
 * The part of `@strapi/plugin-graphql` (5.54) the plugins use. The plugins do not depend on it:
 * these interfaces describe what its services and the nexus instance it hands to an extension
 * offer, so that the schema can be extended when an app installs it and nothing is loaded when
 * it does not.
 */
type Resolver = (parent: unknown, args: Record<string, unknown>, context: GraphqlContext) => unknown;

/** A field's definition: a type name (or a nexus wrapper of one), its arguments, its resolver. */
export interface FieldConfig {
  type: unknown;
  args?: Record<string, unknown>;
  resolve?: Resolver;
}

/** The subset of nexus's definition block the plugins use: every field through `field`. */
export interface DefinitionBlock {
  field(name: string, config: FieldConfig): void;
}

export interface Nexus {
  objectType(config: { name: string; description?: string; definition(t: DefinitionBlock): void }): unknown;
  unionType(config: {
    name: string;
    description?: string;
    definition(t: { members(...types: string[]): void }): void;
    resolveType(source: unknown): string | null;
  }): unknown;
  extendType(config: { type: 'Query'; definition(t: DefinitionBlock): void }): unknown;
  nonNull(type: unknown): unknown;
  list(type: unknown): unknown;
  /** A nexus plugin: `onCreateFieldResolver` may wrap each field's resolver in a middleware. */
  plugin(config: { name: string; onCreateFieldResolver(info: FieldResolverInfo): FieldMiddleware | undefined }): unknown;
}

/** The GraphQL request's context: Strapi's content API authentication is in `state.auth`. */
export interface GraphqlContext {
  state: { auth: Parameters<Core.Strapi['auth']['verify']>[0] };
}

/**
 * A field resolver middleware, as a nexus plugin gives one: the resolver's arguments, then the next
 * resolver (the field's own at the end). It returns the field's value.
 */
export type FieldMiddleware = (
  source: unknown,
  args: Record<string, unknown>,
  context: GraphqlContext,
  info: unknown,
  next: (source: unknown, args: Record<string, unknown>, context: GraphqlContext, info: unknown) => unknown
) => Promise<unknown>;

/** What a nexus plugin learns of each field as the schema is built: the field and its type. */
export interface FieldResolverInfo {
  parentTypeConfig: { name: string };
  fieldConfig: { name: string };
}

/** What an extension registers: nexus types and plugins, and per `Query.<field>` the permission it needs. */
export interface Extension {
  types: unknown[];
  plugins?: unknown[];
  resolversConfig: Record<string, { auth: { scope: string[] } }>;
}

interface ShadowCrud {
  isEnabled(): boolean;
  disable(): ShadowCrud;
  disableQueries(): ShadowCrud;
  disableMutations(): ShadowCrud;
  field(name: string): { disable(): unknown };
}

type Model = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

export interface GraphqlPlugin {
  extension: {
    use(configure: (context: { nexus: Nexus }) => Extension): void;
    shadowCRUD(uid: string): ShadowCrud;
  };
  naming: {
    getTypeName(model: Model): string;
    /** A component's type name (its `globalId`). */
    getComponentName(component: { globalId: string }): string;
  };
  /** `filters`, `pagination` and `sort` of a type's native list, and their mapping to a Strapi query. */
  listArgs(model: Model): Record<string, unknown>;
  transformArgs(args: Record<string, unknown>, options: { contentType: Model }): Record<string, unknown>;
}

/** The GraphQL plugin of this app, or undefined when it is not installed (or disabled). */
export const graphqlPlugin = (strapi: Core.Strapi): GraphqlPlugin | undefined => {
  const plugin = strapi.plugin('graphql');
  if (!plugin) return undefined;
  // Its services are untyped here (see above); these are the calls of its own built-in plugins.
  const service = (name: string) => plugin.service(name) as never;
  const builders: {
    utils: { getContentTypeArgs(model: Model, options: { isNested: true }): Record<string, unknown> } & Pick<
      GraphqlPlugin,
      'transformArgs'
    >;
  } = service('builders');
  const utils: { naming: GraphqlPlugin['naming'] } = service('utils');
  return {
    extension: service('extension'),
    naming: utils.naming,
    // `isNested` leaves out the publication arguments (`status`, ...): a list serves published rows only.
    listArgs: (model) => builders.utils.getContentTypeArgs(model, { isNested: true }),
    transformArgs: (args, options) => builders.utils.transformArgs(args, options),
  };
};

type PageInfo = { page: number; pageSize: number; pageCount: number; total: number };

/**
 * A list's page, as the sitetools lists return it (Strapi's core `find`): its pagination is
 * page-based, or offset-based (`start`, `limit`) when the client asked with those.
 */
export interface ListPage {
  results: unknown[];
  pagination: PageInfo | { start: number; limit: number; total: number };
}

/** GraphQL's `Pagination` type is page-based; an offset page is described as the plugin does it. */
const toPageInfo = (pagination: ListPage['pagination']): PageInfo => {
  if ('page' in pagination) return pagination;
  const { start, limit, total } = pagination;
  // `limit: -1` (everything from `start`) is one page.
  if (limit < 1) return { page: 1, pageSize: Math.max(total - start, 0), pageCount: 1, total };
  return { page: Math.floor(start / limit) + 1, pageSize: limit, pageCount: Math.ceil(total / limit), total };
};

export interface ListQueryOptions {
  strapi: Core.Strapi;
  graphql: GraphqlPlugin;
  nexus: Nexus;
  /** The query's name, e.g. `sitetoolsUrlAliases`. */
  name: string;
  uid: string;
  /** Extra arguments (`locale`), passed on to `find` as they are. */
  args?: Record<string, unknown>;
  /**
   * The list's own service: its rules (published only, what the caller may read, ...) apply to
   * GraphQL as to REST.
   */
  find(params: Record<string, unknown>, auth: GraphqlContext['state']['auth']): Promise<ListPage>;
}

const definedEntries = (value: unknown) =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, operand]) => operand !== undefined && operand !== null));

/**
 * A list query with the native arguments of the type (`filters`, `sort`, `pagination`) that
 * returns `{ nodes, pageInfo }`, both from one call of the list's service. The arguments go
 * through the same checks as the REST list: the query shape (a 400 naming the parameter), then
 * Strapi's validation and sanitisation for the caller.
 */
export const listQuery = ({ strapi, graphql, nexus, name, uid, args = {}, find }: ListQueryOptions) => {
  const contentType = strapi.contentType(contentTypeUid(uid));
  const typeName = graphql.naming.getTypeName(contentType);
  const listType = nexus.objectType({
    name: `${typeName}List`,
    definition(t) {
      t.field('nodes', { type: nexus.nonNull(nexus.list(nexus.nonNull(typeName))) });
      t.field('pageInfo', { type: nexus.nonNull('Pagination') });
    },
  });
  const query = nexus.extendType({
    type: 'Query',
    definition(t) {
      t.field(name, {
        type: nexus.nonNull(`${typeName}List`),
        args: { ...graphql.listArgs(contentType), ...args },
        async resolve(_parent, received, context) {
          const { auth } = context.state;
          // GraphQL filters become a Strapi query; the page is left to the list's core `find`,
          // which reads `pagination` with the REST list's defaults and maximum.
          const params = {
            ...graphql.transformArgs(received, { contentType }),
            pagination: definedEntries(received.pagination),
          };
          // Mixed or negative pagination, or malformed filters, would be a 500 further down.
          assertQueryShape(params, modelContext(strapi, uid));
          await strapi.contentAPI.validate.query(params, contentType, { auth });
          const sanitized = await strapi.contentAPI.sanitize.query(params, contentType, { auth });
          const { results, pagination } = await find(sanitized, auth);
          return { nodes: results, pageInfo: toPageInfo(pagination) };
        },
      });
    },
  });
  return [listType, query];
};
