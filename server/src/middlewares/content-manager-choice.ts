import type { Core, Modules } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context, Next } from 'koa';
import { unsupportedStrapi } from 'sitetools-kit/strapi-internals';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { ENTRY_ALIAS_BODY_KEY, MANUAL_PATH_ATTRIBUTE, type EntryAliasChoice } from '../../../shared/contracts/entry-alias';
import { getService } from '../services/get-service';

/** Where the choice waits on the request's state for the document middleware. */
const STATE_KEY = 'sitetoolsEntryAlias';
// Marks the route middleware, so that a second boot in the same process replaces it.
const MARK = Symbol.for('sitetools.content-manager-choice');

/** A choice taken off a Content Manager request, for the entry the request writes. */
interface PendingChoice {
  uid: string;
  /** Absent when the request creates the entry. */
  documentId?: string;
  /** The locale the request saves; absent for types that are not localized. */
  locale?: string;
  choice: EntryAliasChoice;
  /** Set once a write without a known documentId took the choice, so that no other write does. */
  taken?: boolean;
}

const choiceSchema = z.object({
  [ENTRY_ALIAS_BODY_KEY]: z.discriminatedUnion('generated', [
    z.object({ generated: z.literal(true) }).strict(),
    z.object({ generated: z.literal(false), path: z.string().max(4096) }).strict(),
  ]),
});

// The Content Manager's routes that save an entry's form: create, update and publish, for
// collection and single types.
const SAVE_ROUTES = new Set([
  'POST /collection-types/:model',
  'PUT /collection-types/:model/:id',
  'POST /collection-types/:model/actions/publish',
  'POST /collection-types/:model/:id/actions/publish',
  'PUT /single-types/:model',
  'POST /single-types/:model/actions/publish',
]);

/**
 * Takes the edit-view panel's choice (`sitetools` in the body) off a Content Manager save before
 * the Content Manager sanitises the body (it would drop the unknown key), refuses a bad or taken
 * hand-written path with a 400 naming `sitetools.path` (the Content Manager shows it on the form),
 * and leaves the choice on the request for the document middleware (see `choiceFor`). It runs
 * after the route's permission policies, so nothing is checked for a caller who may not save.
 * Field permissions cannot cover the key (it is no field), so any choice, hand-written or back to
 * generated, needs "Edit entry URLs" on the entry version saved (403 otherwise).
 */
const takeChoice = (strapi: Core.Strapi) => async (ctx: Context, next: Next) => {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || !(ENTRY_ALIAS_BODY_KEY in body)) return next();
  const { [ENTRY_ALIAS_BODY_KEY]: choice } = parseWith(choiceSchema, body);
  delete body[ENTRY_ALIAS_BODY_KEY];

  const uid = String(ctx.params.model);
  const service = getService(strapi, 'entry-alias');
  service.assertEnabled(uid);
  // A single type's routes carry no id: its one document, if it exists, is the entry saved (else
  // its own path would count as taken by another entry).
  const documentId = typeof ctx.params.id === 'string' ? ctx.params.id : await service.singleDocumentId(uid);
  // The Content Manager saves the locale of the body: the i18n plugin's router middleware, which
  // runs before this one, moves a localized type's `?locale=` there and empties the query.
  const locale = typeof body.locale === 'string' && body.locale !== '' ? body.locale : undefined;
  const permission = getService(strapi, 'entry-url-permission');
  await permission.assertCanEdit({ ability: ctx.state.userAbility, user: ctx.state.user }, { uid, documentId, locale });
  if (choice.generated === false) {
    const result = await service.check({ contenttype: uid, documentId, locale }, choice.path);
    if (!result.ok) {
      const path = [ENTRY_ALIAS_BODY_KEY, 'path'];
      throw new errors.ValidationError(`${path.join('.')}: ${result.message}`, {
        errors: [{ path, message: result.message, name: 'ValidationError' }],
        key: path.join('.'),
        reason: result.reason,
      });
    }
    choice.path = result.path;
  }
  ctx.state[STATE_KEY] = { uid, documentId, locale, choice } satisfies PendingChoice;
  return next();
};

/**
 * The choice the current request carries for the write of `uid` (entry `documentId`, `locale`),
 * if any. Other writes of the same type during the request (a lifecycle, another locale) must
 * not take the path, so the entry and locale must match, and a choice made while creating (no
 * documentId yet) goes to the first write only.
 */
const choiceFor = (strapi: Core.Strapi, uid: string, documentId: string | undefined, locale: string | undefined) => {
  const pending = (strapi.requestContext.get() as Context | undefined)?.state?.[STATE_KEY] as PendingChoice | undefined;
  if (!pending || pending.uid !== uid || pending.taken) return undefined;
  if (pending.documentId && documentId && pending.documentId !== documentId) return undefined;
  if (pending.locale && locale && pending.locale !== locale) return undefined;
  if (!pending.documentId) pending.taken = true;
  return pending.choice;
};

interface RouteLike {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] };
}

/**
 * Adds `takeChoice` to the Content Manager's save routes, as a route middleware: it must run
 * after the routes' admin authentication and permission policies, which `strapi.server.router.use`
 * middlewares run before. The Content Manager has no public API for that, so its route objects
 * are changed in place; a Strapi whose Content Manager lacks one of the routes stops at start-up.
 * Called at register, before the server mounts the routes.
 */
export const attachToContentManager = (strapi: Core.Strapi) => {
  // A plugin's `routes` is typed as a map of routers; the Content Manager's admin router is one.
  const routes = (strapi.plugin('content-manager').routes as unknown as { admin?: { routes?: RouteLike[] } }).admin?.routes ?? [];
  const saveRoutes = routes.filter((route) => SAVE_ROUTES.has(`${route.method} ${route.path}`));
  const found = new Set(saveRoutes.map((route) => `${route.method} ${route.path}`));
  const missing = [...SAVE_ROUTES].filter((route) => !found.has(route));
  if (missing.length > 0) throw unsupportedStrapi(strapi, `the Content Manager routes ${missing.join(', ')}`);
  const middleware = Object.assign(takeChoice(strapi), { [MARK]: true });
  for (const route of saveRoutes) {
    // The route objects are the Content Manager module's own, shared by every Strapi booted in
    // this process (a restart in tests): replace the previous instance's middleware.
    const others = (route.config?.middlewares ?? []).filter((m) => !(typeof m === 'function' && MARK in m));
    route.config = { ...route.config, middlewares: [...others, middleware] };
  }
};

/**
 * Document Service middleware: writes the choice of the current Content Manager request into the
 * entry's data (the hidden attribute: the hand-written path, or '' to generate), for the create or
 * update of the entry the request saves. The reconcile then follows the stored rows. Only
 * enabled types get here (`register`).
 */
export const applyChoice =
  (strapi: Core.Strapi): Modules.Documents.Middleware.Middleware =>
  async (context, next) => {
    const { action } = context;
    if (action !== 'create' && action !== 'update' && action !== 'clone') return next();
    const params = context.params as { documentId?: string; locale?: string; data?: Record<string, unknown> };
    // A clone is a new entry: it does not take its original's hand-written path.
    if (action === 'clone') params.data = { ...params.data, [MANUAL_PATH_ATTRIBUTE]: null };
    const choice = action === 'clone' ? undefined : choiceFor(strapi, context.uid, params.documentId, params.locale);
    if (choice) params.data = { ...params.data, [MANUAL_PATH_ATTRIBUTE]: choice.generated ? '' : choice.path };
    return next();
  };
