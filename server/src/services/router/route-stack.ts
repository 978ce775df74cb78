import type { Core } from '@strapi/strapi';
import type { Context, Middleware } from 'koa';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { Config } from '../../config';
import { isSitetoolsEnabled } from '../../domain/content-type';

type Schema = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

/**
 * What the router uses of a route of Strapi's content API router (an `@koa/router` Layer, as
 * `strapi.server.api('content-api').listRoutes()` returns them): its path, verbs and the handler
 * Strapi composed for it (route info, authentication, authorisation, policies, route middlewares,
 * controller action).
 */
interface RouteLayer {
  path: string | RegExp;
  methods: string[];
  stack: Middleware[];
}

/** The entry a resolved path leads to, as a find-one route reads it. */
export interface StackTarget {
  uid: string;
  schema: Schema;
  documentId: string;
  /** The alias's locale, for a localized type. */
  locale?: string;
  /** The version to read: the published one, or the draft for a preview (services/router/router). */
  status: 'draft' | 'published';
}

/**
 * What the route stack answered: the entry of its `data` (output-sanitised by the route's
 * controller), `null` when it found nothing (Strapi answers that with a 404), or `answered` when it
 * answered something else itself (a refusal of its authorisation, a middleware's own answer), which
 * the router then sends as it is.
 */
export type StackOutcome = { entry: Record<string, unknown> } | { answered: true } | null;

/** The route stack calls of one router request. */
export interface RouteStackReader {
  /** Whether the router reads entries of `uid` through their find-one route stack. */
  uses(uid: string): boolean;
  /** Runs the find-one route stack of `target` with `query` (the client's, less what the router decides). */
  read(target: StackTarget, query: Record<string, unknown>): Promise<StackOutcome>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Runs koa middlewares in order, each calling the next, as the router that holds them does. */
const run = (stack: Middleware[], ctx: Context, index = 0): Promise<unknown> =>
  index < stack.length ? Promise.resolve(stack[index](ctx, () => run(stack, ctx, index + 1))) : Promise.resolve();

/**
 * The router's `router.routeStack` option: the types whose entries it reads through their own
 * find-one route (`GET /api/<pluralName>/:id`, a single type's `GET /api/<singularName>`), by
 * calling the handler Strapi composed for that route, so that an app's route middlewares (a default
 * `populate`), policies and controller shape the router's entry as they shape the route's.
 */
const routeStack = ({ strapi }: { strapi: Core.Strapi }) => {
  // Filled at bootstrap (Strapi builds its routes before the plugins' bootstrap): the find-one
  // route of each type that uses its stack.
  const layers = new Map<string, RouteLayer>();
  const prefix = (): string => strapi.config.get('api.rest.prefix', '/api');

  /** The path of the type's find-one route, as Strapi's core router writes it. */
  const routePath = (schema: Schema) =>
    schema.kind === 'singleType' ? `${prefix()}/${schema.info.singularName}` : `${prefix()}/${schema.info.pluralName}/:id`;

  /** The native URL path of the entry, as its find-one route is called. */
  const nativePath = (schema: Schema, documentId: string) =>
    schema.kind === 'singleType' ? routePath(schema) : `${prefix()}/${schema.info.pluralName}/${encodeURIComponent(documentId)}`;

  /** The first GET route of the content API at the find-one path of `schema`, as koa's router picks it. */
  const findOneLayer = (routes: RouteLayer[], schema: Schema) =>
    routes.find((layer) => layer.path === routePath(schema) && layer.methods.includes('GET'));

  /** The route stack's query: the client's, with the router's version in the alias's locale. */
  const stackQuery = ({ locale, status }: StackTarget, query: Record<string, unknown>) => ({
    ...query,
    status,
    ...(locale === undefined ? {} : { locale }),
  });

  /**
   * Runs the route stack on the router's own request, as the route would run on
   * `GET /api/<pluralName>/<documentId>?<query>`: the URL, `params` and the route in `state` are
   * those of that route while it runs, then put back (the logger and the router's query memory
   * read the request's own URL).
   */
  const read = async (ctx: Context, target: StackTarget, query: Record<string, unknown>): Promise<StackOutcome> => {
    const layer = layers.get(target.uid) as RouteLayer;
    const { url, params } = ctx;
    const { route } = ctx.state;
    try {
      ctx.url = nativePath(target.schema, target.documentId);
      // Strapi's query setter writes the query string with qs: the stack reads it as a client's.
      ctx.query = stackQuery(target, query) as typeof ctx.query;
      ctx.params = target.schema.kind === 'singleType' ? {} : { id: target.documentId };
      await run(layer.stack, ctx);
    } finally {
      ctx.url = url;
      ctx.params = params;
      ctx.state.route = route;
    }
    // A find-one that finds nothing leaves the body unset (Strapi's 404).
    if (ctx.body === undefined || ctx.body === null) return ctx.status === 404 ? null : { answered: true };
    if (ctx.status === 200 && isObject(ctx.body) && isObject(ctx.body.data)) return { entry: ctx.body.data };
    return { answered: true };
  };

  /** The uids the option names: every type with URL aliases for `true`. */
  const configured = (): string[] => {
    const { routeStack: option } = (strapi.config.get('plugin::sitetools') as Config).router;
    if (option === true)
      return Object.values(strapi.contentTypes)
        .filter(isSitetoolsEnabled)
        .map(({ uid }) => uid);
    return option === false ? [] : option;
  };

  /** The schema of a type the option names. */
  const schemaOf = (uid: string): Schema => strapi.contentType(contentTypeUid(uid));

  return {
    /** Refuses (at register, before the database is opened) a named type that has no URL aliases. */
    checkTypes(): void {
      for (const uid of configured()) {
        const schema: Schema | undefined = schemaOf(uid);
        if (!schema || !isSitetoolsEnabled(schema)) {
          throw new Error(`sitetools config: router.routeStack: ${uid} is not a content type with URL aliases`);
        }
      }
    },

    /**
     * Finds the find-one route of each type the option names, once Strapi has built its routes; a
     * type named in a list that has none stops the start. With `true`, the types without one are
     * read as without the option.
     */
    findRoutes(): void {
      const wanted = configured();
      if (wanted.length === 0) return;
      const content = strapi.server.api('content-api');
      // The public listing of the content API's routes; an older Strapi without it cannot do this.
      if (typeof content?.listRoutes !== 'function') {
        throw new Error(
          `sitetools config: router.routeStack needs strapi.server.api('content-api').listRoutes(), which Strapi ${strapi.config.get('info.strapi')} does not have`
        );
      }
      const routes = content.listRoutes() as unknown as RouteLayer[];
      const listed = Array.isArray((strapi.config.get('plugin::sitetools') as Config).router.routeStack);
      for (const uid of wanted) {
        const schema = schemaOf(uid);
        const layer = findOneLayer(routes, schema);
        if (layer) layers.set(uid, layer);
        else if (listed) throw new Error(`sitetools config: router.routeStack: ${uid} has no route GET ${routePath(schema)}`);
      }
    },

    /** The route stack calls for one router request, or undefined when no type uses its stack. */
    readerFor(ctx: Context): RouteStackReader | undefined {
      if (layers.size === 0) return undefined;
      return { uses: (uid) => layers.has(uid), read: (target, query) => read(ctx, target, query) };
    },
  };
};

export default routeStack;
