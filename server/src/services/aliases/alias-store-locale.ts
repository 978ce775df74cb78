import type { Core } from '@strapi/strapi';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';
import { isSitetoolsEnabled } from '../../domain/content-type';
import type { AliasRow } from './alias-store-rows';

/** The key, in the plugin's store, of the locale the aliases of types that are not localized share. */
const UNLOCALIZED_LOCALE_KEY = 'unlocalizedAliasLocale';

/** Where the aliases of types that are not localized live (part of alias-store). */
export const unlocalizedAliasLocales = ({ strapi }: { strapi: Core.Strapi }) => {
  let unlocalized: Promise<string> | undefined;

  /**
   * The one locale new aliases of types that are not localized are written in. Paths are unique
   * per (url_path, locale), so these aliases must share a locale for the index to keep two
   * entries off one path; and that locale must not follow the app's default locale, which an
   * admin can change: entries saved after a change claimed paths that were free only in the new
   * default, and the router, which prefers the default locale, then served the newer entry at the
   * older one's URL. It is fixed the first time it is needed and recorded in the plugin's store:
   * the locale of the oldest alias of such a type (an app whose aliases were written before the
   * record keeps their locale), else the default locale. Once recorded it never changes, so
   * every instance may keep it for the life of its process.
   */
  const unlocalizedLocale = () =>
    (unlocalized ??= (async () => {
      const settings = strapi.store({ type: 'plugin', name: 'sitetools' });
      const recorded: unknown = await settings.get({ key: UNLOCALIZED_LOCALE_KEY });
      if (typeof recorded === 'string') return recorded;
      const i18n = strapi.plugin('i18n');
      const types = Object.values(strapi.contentTypes)
        .filter((schema) => isSitetoolsEnabled(schema) && !i18n.service('content-types').isLocalizedContentType(schema))
        .map((schema) => schema.uid as string);
      const oldest = (await strapi.db.query(URL_ALIAS_UID).findOne({
        select: ['locale'],
        where: { contenttype: { $in: types } },
        orderBy: { id: 'asc' },
      })) as Pick<AliasRow, 'locale'> | null;
      // Instances that record it at the same time record the same value, read from the same rows.
      const locale: string = oldest?.locale ?? (await i18n.service('locales').getDefaultLocale());
      await settings.set({ key: UNLOCALIZED_LOCALE_KEY, value: locale });
      return locale;
    })().catch((error: unknown) => {
      unlocalized = undefined;
      throw error;
    }));

  return {
    /**
     * The locale the alias of an entry of a type that is not localized lives in, given the
     * entry's aliases (it has at most one): the one it has keeps its locale, so that nothing
     * moves (also an alias written under an earlier default locale); a new one is written in the
     * locale they all share (see `unlocalizedLocale`). Reconciling, bulk generation, the edit
     * view, the Overview and the pattern preview all ask here.
     */
    async unlocalizedAliasLocale(entryAliases: ReadonlyArray<Pick<AliasRow, 'locale'>>): Promise<string> {
      return entryAliases[0]?.locale ?? (await unlocalizedLocale());
    },
  };
};
