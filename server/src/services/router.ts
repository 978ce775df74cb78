import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSitetoolsEnabled } from '../domain/content-type';
import type { AliasRow } from './alias-store';
import { getService } from './get-service';
import { contentTypeUid } from 'sitetools-kit/uid';

export interface FindByPathInput {
  path: string;
  locale?: string;
  /** The client's `populate` and `fields`, still to be validated and sanitised. */
  query: { populate?: unknown; fields?: unknown };
  /** The caller's authentication, as Strapi's content API middleware left it in `ctx.state.auth`. */
  auth: Parameters<Core.Strapi['auth']['verify']>[0];
}

const notFound = (path: string) => new errors.NotFoundError(`No published entry at ${path}`, { path });

/** Resolves a URL path to the published entry that owns it. */
const router = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');

  /** `?locale=` decides; without it the default locale wins, then the oldest alias. */
  const pickAlias = async (aliases: AliasRow[], locale?: string) => {
    if (locale !== undefined) return aliases.find((alias) => alias.locale === locale);
    if (aliases.length <= 1) return aliases[0];
    const defaultLocale: string = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    return aliases.find((alias) => alias.locale === defaultLocale) ?? aliases.sort((a, b) => a.id - b.id)[0];
  };

  return {
    async findByPath({ path, locale, query, auth }: FindByPathInput) {
      const alias = await pickAlias(await store().findLiveByPath(path), locale);
      if (!alias) throw notFound(path);
      const uid = contentTypeUid(alias.contenttype);
      const schema = strapi.contentTypes[uid];
      if (!schema || !isSitetoolsEnabled(schema)) throw notFound(path);

      // The caller must be allowed to read this content type, checked before any entry query.
      await strapi.auth.verify(auth, { scope: [`${uid}.find`] });

      const entryQuery = { populate: query.populate, fields: query.fields };
      await strapi.contentAPI.validate.query(entryQuery, schema, { auth });
      const sanitized = await strapi.contentAPI.sanitize.query(entryQuery, schema, { auth });
      const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(schema);
      const entry = await strapi.documents(uid).findOne({
        ...sanitized,
        documentId: alias.entryDocumentId,
        ...(localized ? { locale: alias.locale } : {}),
        status: 'published',
      });
      if (!entry) throw notFound(path);

      // sanitize.output is typed `unknown`; given a document it returns that document, trimmed.
      const data = (await strapi.contentAPI.sanitize.output(entry, schema, { auth })) as Record<string, unknown>;
      return { entry: data, contentType: alias.contenttype };
    },
  };
};

export type RouterService = ReturnType<typeof router>;
export default router;
