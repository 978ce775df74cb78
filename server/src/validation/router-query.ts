import { ALLOWED_QUERY_PARAM_KEYS } from '@strapi/utils';
import { assertQueryShape } from 'sitetools-kit/query-shape';
import type { FindByPath } from '../../../shared/contracts/router';
import { pathParam } from './query';

/** The parameters a front-end sends on nearly every router request. */
const SIMPLE_KEYS = new Set(['path', 'locale']);

// Anything qs reads as nesting, in the raw or percent-encoded form (qs decodes %5B and %5D first).
const NESTING = /[[\]]|%5[bd]/i;

/**
 * `querystring` read as Strapi's query parser (qs) reads it, when it holds only `path` and
 * `locale`, each once, with a value `decodeURIComponent` accepts; undefined for anything else,
 * which is then read by `ctx.query`. A request with only `path` (and `locale`), the way front-ends
 * send it, is thus read without qs, which cost a router request more than the rest of what the
 * router adds to a native findOne (docs/decisions/2026-11-24-router-query-reading.md).
 */
export const simpleQuery = (querystring: string): Record<string, string> | undefined => {
  if (NESTING.test(querystring)) return undefined;
  const query: Record<string, string> = {};
  for (const part of querystring.split('&')) {
    const equals = part.indexOf('=');
    const key = part.slice(0, equals);
    if (equals === -1 || !SIMPLE_KEYS.has(key) || Object.hasOwn(query, key) || part.includes('=', equals + 1)) {
      return undefined;
    }
    try {
      query[key] = decodeURIComponent(part.slice(equals + 1).replaceAll('+', ' '));
    } catch {
      return undefined;
    }
  }
  return query;
};

/**
 * The router's parameters, checked. A remembered one serves many requests: it is never changed.
 * `extra` holds the parameters that are neither the router's `path` nor one of Strapi's own query
 * parameters: with `rest.strictParams` they are refused unless the route declares them, as on a
 * native route.
 */
export type RouterQuery = Readonly<FindByPath.Query & { extra?: Record<string, unknown> }>;

// Strapi's own query parameters (filters, populate, locale, pagination...) and the router's path.
const KNOWN_KEYS = new Set<string>([...ALLOWED_QUERY_PARAM_KEYS, 'path']);

/** The parameters of `query` that neither Strapi nor the router names, or undefined when there are none. */
const extraParams = (query: Record<string, unknown>): Record<string, unknown> | undefined => {
  const extra = Object.entries(query).filter(([key]) => !KNOWN_KEYS.has(key));
  return extra.length > 0 ? Object.fromEntries(extra) : undefined;
};

/**
 * The router's parameters from its query string: `parsed` is Strapi's reading (`ctx.query`),
 * asked for only when the string holds more than `path` and `locale`. A bad path or parameter is
 * a 400, checked on every reading (an empty `locale=` included).
 */
export const readRouterQuery = (querystring: string, parsed: () => Record<string, unknown>): RouterQuery => {
  const query = simpleQuery(querystring) ?? parsed();
  const path = pathParam(query.path, 'path');
  assertQueryShape(query);
  const extra = extraParams(query);
  return { path, locale: query.locale as string | undefined, populate: query.populate, fields: query.fields, ...(extra && { extra }) };
};

/**
 * The checked parameters of the query strings the router answered lately, at most `max()`,
 * oldest first out. A front-end asks for the same paths again and again; a remembered string
 * costs one lookup instead of its reading and checks
 * (docs/decisions/2026-11-24-router-query-reading.md). Reading a query string gives the same result
 * every time, so a remembered one needs no invalidation. Only strings whose path resolved are
 * kept, as in the router cache (a crawler's misses would push them out), and only those without
 * `populate`, `fields` or extra parameters, whose checks depend on the content type.
 */
export const rememberedQueries = (max: () => number) => {
  const known = new Map<string, RouterQuery>();
  return {
    /** The remembered parameters of `querystring`, if any. */
    get: (querystring: string) => known.get(querystring),
    keep(querystring: string, query: RouterQuery) {
      const limit = max();
      if (limit === 0 || query.populate !== undefined || query.fields !== undefined || query.extra !== undefined) return;
      if (known.size >= limit) known.delete(known.keys().next().value as string);
      known.set(querystring, Object.freeze(query));
    },
  };
};
