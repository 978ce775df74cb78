import type { Core } from '@strapi/strapi';
import { errors } from './strapi-utils';
import type { Context, Next } from 'koa';

/** A route whose JSON body may be larger than Strapi's limit (an import of many lines). */
export interface LargerBody {
  readonly method: 'POST' | 'PUT';
  /** The route's full path, as the request has it: `/sitetools-addon-redirects/redirects/import`. */
  readonly path: string;
  /** In bytes. */
  readonly jsonLimit: number;
}

/** Where a plugin's routes are served, and those of them that take larger bodies. */
export interface PluginBodies {
  /** The plugin's name: Strapi serves its admin routes under `/<name>`. */
  readonly name: string;
  /** The prefix of its content API routes under Strapi's REST prefix: `/sitetools`. */
  readonly contentApi: string;
  readonly larger?: readonly LargerBody[];
}

type Middleware = (ctx: Context, next: Next) => Promise<unknown>;
type MiddlewareFactory = (config: Record<string, unknown> | undefined, context: { strapi: Core.Strapi }) => Middleware;

const MEBIBYTE = 2 ** 20;

const describeLimit = (bytes: number) => `${(bytes / MEBIBYTE).toFixed(1)} MB (${bytes.toLocaleString('en')} bytes)`;

/**
 * What the body parser (koa-body: co-body, raw-body) threw, as the plugins answer a bad input: a
 * 400 naming `body` (malformed JSON, a `__proto__` key, a body shorter than its length) and a 413
 * naming the limit. Anything else (a 415, an error of another layer) is left as it is.
 */
const asBodyError = (error: unknown): unknown => {
  if (error instanceof errors.ApplicationError || !(error instanceof Error)) return error;
  const { status, limit } = error as Error & { status?: unknown; limit?: unknown };
  if (status === 413 && typeof limit === 'number') {
    return new errors.PayloadTooLargeError(`body is larger than ${describeLimit(limit)}, the most this route accepts`, {
      key: 'body',
      limit,
    });
  }
  if (status !== 400) return error;
  const problem = error instanceof SyntaxError ? `is not valid JSON: ${error.message}` : `cannot be read: ${error.message}`;
  return new errors.ValidationError(`body ${problem}`, { key: 'body' });
};

const startsWithin = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Wraps Strapi's `strapi::body` middleware (call it in `register`, before the app's middlewares
 * are built) so that, on the plugin's routes only, what the body parser refuses becomes the
 * plugins' standard errors, and the routes in `larger` parse with their own JSON limit. The body
 * is parsed before routing, so neither a route middleware nor the route's handler sees these
 * errors; every other route of the app gets the middleware exactly as it was.
 */
export const extendBodyParser = (strapi: Core.Strapi, { name, contentApi, larger = [] }: PluginBodies): void => {
  strapi.get('middlewares').extend('strapi::body', (factory: MiddlewareFactory): MiddlewareFactory => (config, context) => {
    const prefixes = [`/${name}`, `${strapi.config.get<string>('api.rest.prefix', '/api')}${contentApi}`];
    const standard = factory(config, context);
    const raised = larger.map((route) => ({ route, parse: factory({ ...config, jsonLimit: route.jsonLimit }, context) }));
    return async (ctx, next) => {
      if (!prefixes.some((prefix) => startsWithin(ctx.path, prefix))) return standard(ctx, next);
      const parse = raised.find(({ route }) => route.method === ctx.method && route.path === ctx.path)?.parse ?? standard;
      // The parser calls `next` once the body is read: what is thrown after that is the route's.
      let parsed = false;
      try {
        return await parse(ctx, () => {
          parsed = true;
          return next();
        });
      } catch (error) {
        throw parsed ? error : asBodyError(error);
      }
    };
  });
};
