import type { Core } from '@strapi/strapi';
import { contentTypeUid } from 'sitetools-kit/uid';
import { aliasInLocale } from '../../domain/alias-in-locale';
import { isSitetoolsEnabled } from '../../domain/content-type';
import type { AliasRow } from '../aliases';
import { serviceGetter } from '../get-service';
import type { PathTarget } from './router-cache';

type Schema = Core.Strapi['contentTypes'][keyof Core.Strapi['contentTypes']];

/** Whether picking among `aliases` takes the default locale: several of them and no `?locale=`. */
const byDefaultLocale = (aliases: AliasRow[], locale?: string) => locale === undefined && aliases.length > 1;

/**
 * What a path leads to for the router (part of services/router/router): the alias that answers for it
 * in the locale asked, its type and its alternates; live paths through the router's cache, draft
 * paths (previews) from the database.
 */
export const routerTargets = ({ strapi }: { strapi: Core.Strapi }) => {
  const types = serviceGetter(strapi, 'content-types');
  const localizedOf = (uid: string) => types().localized(uid);
  const routerCache = serviceGetter(strapi, 'router-cache');
  const store = serviceGetter(strapi, 'alias-store');

  /**
   * `?locale=` decides. Without it, the aliases that answer for the default locale (a localized
   * type's in that locale, and any of a type that is not localized) are preferred, the oldest
   * first: a URL stays with the entry that had it first, also where an earlier version stored a
   * later entry of a type that is not localized at the same path in a new default locale. Most
   * paths have one alias: picking it costs no read of the default locale.
   */
  const pickAlias = async (aliases: AliasRow[], locale?: string) => {
    if (locale !== undefined) return aliasInLocale(aliases, locale, localizedOf);
    if (!byDefaultLocale(aliases, locale)) return aliases[0];
    const defaultLocale: string = await strapi.plugin('i18n').service('locales').getDefaultLocale();
    const answering = aliases.filter((alias) => {
      const localized = localizedOf(alias.contenttype);
      return localized === false || (localized === true && alias.locale === defaultLocale);
    });
    return [...(answering.length > 0 ? answering : aliases)].sort((a, b) => a.id - b.id)[0];
  };

  /**
   * The entry an alias leads to and what the router says of it besides the entry; undefined when
   * its type is gone or no longer has sitetools.
   */
  const targetOf = (asked: string, alias: AliasRow, siblings: AliasRow[]): PathTarget | undefined => {
    const uid = contentTypeUid(alias.contenttype);
    // `strapi.contentTypes` builds a new map of every type on each read; this is one lookup.
    const schema: Schema | undefined = strapi.contentType(uid);
    if (!schema || !isSitetoolsEnabled(schema)) return undefined;
    const alternates = siblings
      .filter(
        (other) =>
          other.contenttype === alias.contenttype && other.entryDocumentId === alias.entryDocumentId && other.locale !== alias.locale
      )
      .map((other) => ({ locale: other.locale, path: other.url_path }))
      .sort((a, b) => a.locale.localeCompare(b.locale));
    return { asked, alias, uid, schema, localized: localizedOf(uid) === true, alternates };
  };

  return {
    /**
     * What `path` leads to in `locale`, worked out once per cached path and kept in its cache entry
     * (services/router/router-cache). A choice made by the default locale (several aliases, no `?locale=`)
     * is made each time: the default can change without an alias write.
     */
    async targetAt(path: string, locale?: string): Promise<PathTarget | undefined> {
      const live = await routerCache().at(path);
      const asked = locale ?? '';
      if (live.target?.asked === asked) return live.target;
      const alias = await pickAlias(live.atPath, locale);
      const target = alias && targetOf(asked, alias, live.siblings);
      if (target && !byDefaultLocale(live.atPath, locale)) live.target = target;
      return target;
    },

    /**
     * What `path` leads to for a preview, read from the database on every request (nothing about
     * drafts is cached): the entry whose draft goes there on publish, else the entry whose live path
     * it is (a preview of a page whose draft moves elsewhere still finds it). Paths and alternates
     * are the drafts' ones.
     */
    async draftTargetAt(path: string, locale?: string): Promise<PathTarget | undefined> {
      const { publishing, leaving } = await store().findForDraft(path);
      const alias = (await pickAlias(publishing, locale)) ?? (await pickAlias(leaving, locale));
      if (!alias) return undefined;
      const draftOf = (row: AliasRow): AliasRow => ({ ...row, url_path: row.draftPath ?? row.url_path });
      const siblings = await store().findByEntry(alias.contenttype, alias.entryDocumentId);
      return targetOf(locale ?? '', draftOf(alias), siblings.map(draftOf));
    },
  };
};
