import type { Core, Modules } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { Context, Next } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { ENTRY_ALIAS_BODY_KEY, MANUAL_PATH_ATTRIBUTE, type EntryAliasChoice } from '../../../shared/contracts/entry-alias';
import { getService } from '../services/get-service';

/** Where the choice waits on the request's state for the document middleware. */
const STATE_KEY = 'sitetoolsEntryAlias';

/** A choice taken off a Content Manager request, for the entry the request writes. */
interface PendingChoice {
  uid: string;
  /** The route's entry; absent when the request creates the entry or saves a single type. */
  documentId?: string;
  /** The locale the request saves, if it names one. */
  locale?: string;
  /** The body's value, as sent: parsed and checked by the write that takes it. */
  raw: unknown;
  /** Set once a write took the choice, so that no other write of the request does. */
  taken?: boolean;
}

const choiceSchema = z.object({
  [ENTRY_ALIAS_BODY_KEY]: z.discriminatedUnion('generated', [
    z.object({ generated: z.literal(true) }).strict(),
    z.object({ generated: z.literal(false), path: z.string().max(4096) }).strict(),
  ]),
});

// The Content Manager's admin routes for entries, collection and single types alike: every save
// of an entry's form (create, update, publish) is a POST or a PUT under these.
const CONTENT_MANAGER_ENTRY_ROUTES = ['/content-manager/collection-types/:model', '/content-manager/single-types/:model'];

/**
 * Takes the edit-view panel's choice (`sitetools` in the body) off a Content Manager save before
 * the Content Manager sanitises the body (it would drop the unknown key) and leaves it on the
 * request for the document middleware (`applyChoice`). A router middleware runs before the route's
 * authentication, so nothing is read or refused here: the write that takes the choice, which only
 * a caller the Content Manager let through makes, checks it.
 */
const takeChoice = (ctx: Context, next: Next) => {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  if ((ctx.method !== 'POST' && ctx.method !== 'PUT') || !body || typeof body !== 'object' || !(ENTRY_ALIAS_BODY_KEY in body)) {
    return next();
  }
  const raw = body[ENTRY_ALIAS_BODY_KEY];
  delete body[ENTRY_ALIAS_BODY_KEY];
  // The locale is in the query, or already in the body when the i18n plugin's router middleware,
  // which moves it there, ran first.
  const locale = [ctx.query.locale, body.locale].find((value): value is string => typeof value === 'string' && value !== '');
  const pending: PendingChoice = {
    uid: String(ctx.params.model),
    documentId: typeof ctx.params.id === 'string' ? ctx.params.id : undefined,
    locale,
    raw,
  };
  ctx.state[STATE_KEY] = pending;
  return next();
};

/**
 * Adds `takeChoice` in front of the Content Manager's entry routes, through the server's router
 * as Strapi's i18n plugin extends the same routes. Called at register.
 */
export const attachToContentManager = (strapi: Core.Strapi) => {
  for (const route of CONTENT_MANAGER_ENTRY_ROUTES) strapi.server.router.use(route, takeChoice);
};

/**
 * The choice the current request carries for this write of `uid` (entry `documentId`, `locale`),
 * if any, with the request's admin caller. Other writes of the same type during the request (a
 * lifecycle, another locale) must not take the path, so the entry and locale must match, and only
 * the first matching write takes it.
 */
const pendingFor = (strapi: Core.Strapi, uid: string, documentId: string | undefined, locale: string | undefined) => {
  const ctx = strapi.requestContext.get() as Context | undefined;
  const pending = ctx?.state?.[STATE_KEY] as PendingChoice | undefined;
  if (!ctx || !pending || pending.uid !== uid || pending.taken) return undefined;
  if (pending.documentId && documentId && pending.documentId !== documentId) return undefined;
  if (pending.locale && locale && pending.locale !== locale) return undefined;
  pending.taken = true;
  return { pending, caller: { ability: ctx.state.userAbility, user: ctx.state.user } };
};

/**
 * The choice, checked for this entry version: a bad value or a bad or taken hand-written path is
 * a 400 naming `sitetools.path` (the Content Manager shows it on the form). Field permissions
 * cannot cover the key (it is no field), so any choice, hand-written or back to generated, needs
 * "Edit entry URLs" on the entry version saved (403 otherwise); the document middleware carries
 * the request, so the admin's ability is the one the Content Manager checked.
 */
const checkedChoice = async (
  strapi: Core.Strapi,
  { pending, caller }: NonNullable<ReturnType<typeof pendingFor>>,
  documentId: string | undefined,
  locale: string | undefined
): Promise<EntryAliasChoice> => {
  const { [ENTRY_ALIAS_BODY_KEY]: choice } = parseWith(choiceSchema, { [ENTRY_ALIAS_BODY_KEY]: pending.raw });
  const { uid } = pending;
  getService(strapi, 'entry-alias').assertEnabled(uid);
  await getService(strapi, 'entry-url-permission').assertCanEdit(caller, { uid, documentId, locale });
  if (choice.generated) return choice;
  const result = await getService(strapi, 'entry-alias').check({ contenttype: uid, documentId, locale }, choice.path);
  if (!result.ok) {
    const path = [ENTRY_ALIAS_BODY_KEY, 'path'];
    throw new errors.ValidationError(`${path.join('.')}: ${result.message}`, {
      errors: [{ path, message: result.message, name: 'ValidationError' }],
      key: path.join('.'),
      reason: result.reason,
    });
  }
  return { generated: false, path: result.path };
};

/**
 * Document Service middleware: writes the choice of the current Content Manager request into the
 * entry's data (the hidden attribute: the hand-written path, or '' to generate), for the create or
 * update of the entry the request saves, once checked (`checkedChoice`). The reconcile then
 * follows the stored rows. Only enabled types get here (`register`).
 */
export const applyChoice =
  (strapi: Core.Strapi): Modules.Documents.Middleware.Middleware =>
  async (context, next) => {
    const { action } = context;
    if (action !== 'create' && action !== 'update' && action !== 'clone') return next();
    const params = context.params as { documentId?: string; locale?: string; data?: Record<string, unknown> };
    // A clone is a new entry: it does not take its original's hand-written path.
    if (action === 'clone') {
      params.data = { ...params.data, [MANUAL_PATH_ATTRIBUTE]: null };
      return next();
    }
    // A type that is not localized is saved in no locale, whatever the request named.
    const locale = getService(strapi, 'content-types').localized(context.uid) ? params.locale : undefined;
    const found = pendingFor(strapi, context.uid, params.documentId, locale);
    if (found) {
      const choice = await checkedChoice(strapi, found, params.documentId, locale);
      params.data = { ...params.data, [MANUAL_PATH_ATTRIBUTE]: choice.generated ? '' : choice.path };
    }
    return next();
  };
