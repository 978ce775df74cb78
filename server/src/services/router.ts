import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { contentTypeUid } from 'sitetools-kit/uid';
import { isSitetoolsEnabled } from '../domain/content-type';
import type { AliasRow } from './alias-store';
import { getService } from './get-service';

export interface FindByPathInput {
  path: string;
  locale?: string;
  /** The client's `populate` and `fields`, still to be validated and sanitised. */
  query: { populate?: unknown; fields?: unknown };
  /** The caller's authentication, as Strapi's content API middleware left it in `ctx.state.auth`. */
  auth: Parameters<Core.Strapi['auth']['verify']>[0];
}

/** Resolves a URL path to the published entry that owns it. */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  /** `?locale=` decides; without it the default locale wins, then the oldest alias. */
  const pickAlias = async (aliases: AliasRow[], locale?: string) => {
    if (locale !== undefined) return aliases.find((alias) => alias.locale === locale);
    if (aliases.length <= 1) return aliases[0];
    const defaultLocale: string = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    return aliases.find((alias) => alias.locale === defaultLocale) ?? [...aliases].sort((a, b) => a.id - b.id)[0];
  };

  /**
   * The 404 for a path no published entry owns. When a published redirect starts there, it names
   * it (`details.redirect`) to callers allowed to list redirects, so that a front-end resolves
   * any path in one call; to others it looks like any 404.
   */
  const notFound = async (path: string, auth: FindByPathInput['auth']) => {
    const lookup = getService(strapi, 'redirect-lookup');
    const permission = lookup.readPermission();
    // The permission is checked in memory first, so a caller who may not see redirects costs no read.
    const allowed =
      permission !== null &&
      (await strapi.auth.verify(auth, { scope: [permission] }).then(
        () => true,
        () => false
      ));
    const redirect = allowed ? await lookup.find(path) : null;
    const details = redirect ? { path, redirect: { to: redirect.to, status_code: redirect.status_code } } : { path };
    return new errors.NotFoundError(`No published entry at ${path}`, details);
  };

  return {
    async findByPath({ path, locale, query, auth }: FindByPathInput) {
      const { atPath, siblings } = await getService(strapi, 'router-cache').findLiveWithSiblings(path);
      const alias = await pickAlias(atPath, locale);
      if (!alias) throw await notFound(path, auth);
      const uid = contentTypeUid(alias.contenttype);
      const schema = strapi.contentTypes[uid];
      if (!schema || !isSitetoolsEnabled(schema)) throw await notFound(path, auth);

      // The caller must be allowed to read this content type, checked before any entry query.
      await strapi.auth.verify(auth, { scope: [`${uid}.find`] });

      const entryQuery = { populate: query.populate, fields: query.fields };
      // Now that the type is known, nested populate filters are checked against its relations.
      assertQueryShape(entryQuery, modelContext(strapi, uid));
      await strapi.contentAPI.validate.query(entryQuery, schema, { auth });
      const sanitized = await strapi.contentAPI.sanitize.query(entryQuery, schema, { auth });
      const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
      const entry = await strapi.documents(uid).findOne({
        ...sanitized,
        documentId: alias.entryDocumentId,
        ...(localized ? { locale: alias.locale } : {}),
        status: 'published',
      });
      if (!entry) throw await notFound(path, auth);

      // sanitize.output is typed `unknown`; given a document it returns that document, trimmed.
      const data = (await strapi.contentAPI.sanitize.output(entry, schema, { auth })) as Record<string, unknown>;
      const alternates = siblings
        .filter((other) => other.contenttype === uid && other.entryDocumentId === alias.entryDocumentId && other.locale !== alias.locale)
        .map((other) => ({ locale: other.locale, path: other.url_path }))
        .sort((a, b) => a.locale.localeCompare(b.locale));
      return {
        entry: data,
        contentType: alias.contenttype,
        path: alias.url_path,
        // Aliases of a type that is not localized are stored in the default locale.
        locale: localized ? alias.locale : null,
        alternates,
      };
    },
  };
};

export type RouterService = ReturnType<typeof router>;
export default router;
