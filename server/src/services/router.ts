import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { RedirectHint } from '../../../shared/contracts/redirect-lookup';
import { isSitetoolsEnabled } from '../domain/content-type';
import type { AliasRow } from './alias-store';
import { getService } from './get-service';

type Auth = Parameters<Core.Strapi['auth']['verify']>[0];
type Schema = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

export interface FindByPathInput {
  path: string;
  locale?: string;
  /** The client's `populate` and `fields`, still to be validated and sanitised. */
  query: { populate?: unknown; fields?: unknown };
  /** The caller's authentication, as Strapi's content API middleware left it in `ctx.state.auth`. */
  auth: Auth;
}

export interface ResolveInput {
  path: string;
  locale?: string;
  auth: Auth;
  /**
   * The entry query for the type the path resolved to, once the caller's right to read that type
   * is checked (REST validates `populate` and `fields` here; GraphQL selects fields itself).
   */
  entryQuery?: (uid: string, schema: Schema) => Promise<Record<string, unknown>>;
}

/** What a path resolves to: the published entry that owns it, or nothing (with the redirect from it). */
export type Resolution =
  | {
      found: true;
      entry: Record<string, unknown>;
      schema: Schema;
      contentType: string;
      /** The stored canonical path. */
      path: string;
      locale: string | null;
      alternates: Array<{ locale: string; path: string }>;
    }
  | { found: false; path: string; redirect: RedirectHint | null };

/** Resolves a URL path to the published entry that owns it, for the REST router and GraphQL. */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * `?locale=` decides; without it the default locale wins, then the oldest alias. Most paths have
   * one alias: picking it costs no read of the default locale.
   */
  const pickAlias = async (aliases: AliasRow[], locale?: string) => {
    if (locale !== undefined) return aliases.find((alias) => alias.locale === locale);
    if (aliases.length <= 1) return aliases[0];
    const defaultLocale: string = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    return aliases.find((alias) => alias.locale === defaultLocale) ?? [...aliases].sort((a, b) => a.id - b.id)[0];
  };

  /**
   * A path no published entry owns. When a published redirect starts there, it is named to
   * callers allowed to list redirects, so that a front-end resolves any path in one call; to
   * others it looks like any other miss.
   */
  const notFound = async (path: string, auth: Auth): Promise<Resolution> => {
    const lookup = getService(strapi, 'redirect-lookup');
    const permission = lookup.readPermission();
    // The permission is checked in memory first, so a caller who may not see redirects costs no read.
    const allowed =
      permission !== null &&
      (await strapi.auth.verify(auth, { scope: [permission] }).then(
        () => true,
        () => false
      ));
    return { found: false, path, redirect: allowed ? await lookup.find(path) : null };
  };

  /** The one resolution both APIs share: normalised lookup, permission, published entry, alternates. */
  const resolve = async ({ path, locale, auth, entryQuery }: ResolveInput): Promise<Resolution> => {
    const { atPath, siblings } = await getService(strapi, 'router-cache').findLiveWithSiblings(path);
    const alias = await pickAlias(atPath, locale);
    if (!alias) return notFound(path, auth);
    const uid = contentTypeUid(alias.contenttype);
    // `strapi.contentTypes` builds a new map of every type on each read; this is one lookup.
    const schema: Schema | undefined = strapi.contentType(uid);
    if (!schema || !isSitetoolsEnabled(schema)) return notFound(path, auth);

    // The caller must be allowed to read this content type, checked before any entry query.
    await strapi.auth.verify(auth, { scope: [`${uid}.find`] });

    const query = entryQuery ? await entryQuery(uid, schema) : {};
    const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
    const entry = await strapi.documents(uid).findOne({
      ...query,
      documentId: alias.entryDocumentId,
      ...(localized ? { locale: alias.locale } : {}),
      status: 'published',
    });
    if (!entry) return notFound(path, auth);

    const alternates = siblings
      .filter((other) => other.contenttype === uid && other.entryDocumentId === alias.entryDocumentId && other.locale !== alias.locale)
      .map((other) => ({ locale: other.locale, path: other.url_path }))
      .sort((a, b) => a.locale.localeCompare(b.locale));
    return {
      found: true,
      entry,
      schema,
      contentType: alias.contenttype,
      path: alias.url_path,
      // Aliases of a type that is not localized are stored in the default locale.
      locale: localized ? alias.locale : null,
      alternates,
    };
  };

  return {
    resolve,

    /** The REST router's answer: the sanitised entry, or a 404 naming the redirect from the path. */
    async findByPath({ path, locale, query, auth }: FindByPathInput) {
      const resolution = await resolve({
        path,
        locale,
        auth,
        // Without populate or fields there is nothing to validate or sanitise: the entry is read with neither.
        entryQuery:
          query.populate === undefined && query.fields === undefined
            ? undefined
            : async (uid, schema) => {
                const entryQuery = { populate: query.populate, fields: query.fields };
                // Now that the type is known, nested populate filters are checked against its relations.
                assertQueryShape(entryQuery, modelContext(strapi, uid));
                await strapi.contentAPI.validate.query(entryQuery, schema, { auth });
                return strapi.contentAPI.sanitize.query(entryQuery, schema, { auth });
              },
      });
      if (!resolution.found) {
        const { redirect } = resolution;
        const details = redirect ? { path, redirect: { to: redirect.to, status_code: redirect.status_code } } : { path };
        throw new errors.NotFoundError(`No published entry at ${path}`, details);
      }
      const { entry, schema, contentType, path: canonical, locale: entryLocale, alternates } = resolution;
      // sanitize.output is typed `unknown`; given a document it returns that document, trimmed.
      const data = (await strapi.contentAPI.sanitize.output(entry, schema, { auth })) as Record<string, unknown>;
      return { entry: data, contentType, path: canonical, locale: entryLocale, alternates };
    },
  };
};

export type RouterService = ReturnType<typeof router>;
export default router;
