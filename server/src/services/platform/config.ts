import type { Core } from '@strapi/strapi';
import type { ContentTypeOverview, GetConfig, PatternSource } from '../../../../shared/contracts/config';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import type { Config } from '../../config';
import { findUidField } from '../../domain/content-type';
import type { PatternSet } from '../patterns';
import { getService } from '../get-service';
import { contentTypeUid } from 'sitetools-kit/uid';

/** The plugin's configuration and what it gives each enabled content type, for the Overview page. */
const config = ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => strapi.config.get('plugin::sitetools') as Config;
  const patterns = () => getService(strapi, 'url-pattern');
  const contentTypes = () => getService(strapi, 'content-types');
  const store = () => getService(strapi, 'alias-store');

  /** The zero-configuration pattern as an editor would write it, e.g. `/articles/[slug]`. */
  const defaultPattern = (uid: string): string => {
    const schema = strapi.contentType(contentTypeUid(uid));
    return `/${schema.info.pluralName}/[${findUidField(schema)?.field ?? 'documentId'}]`;
  };

  const inLocale = async (type: EnabledContentType, locale: string, patternSet: PatternSet) => {
    const resolved = patternSet.resolve(type.uid, locale);
    // Config patterns of a type replace all its database patterns (see url-pattern's load).
    const source: PatternSource = !resolved ? 'default' : settings().patterns[type.uid] ? 'config' : 'database';
    const aliases = await store().countOf(type.uid, locale);
    return { locale, pattern: resolved?.source ?? defaultPattern(type.uid), source, aliases };
  };

  return {
    async overview(): Promise<GetConfig.Response['data']> {
      const i18n = strapi.plugin('i18n').service('locales');
      const siteLocales = ((await i18n.find()) as Array<{ code: string }>).map((locale) => locale.code);
      const patternSet = await patterns().load();
      const types: ContentTypeOverview[] = [];
      for (const type of contentTypes().enabled()) {
        const locales = type.localized ? siteLocales : [await store().unlocalizedAliasLocale([])];
        const rows = await Promise.all(locales.map((locale) => inLocale(type, locale, patternSet)));
        types.push({ uid: type.uid, displayName: type.displayName, localized: type.localized, locales: rows });
      }
      return { config: settings(), contentTypes: types };
    },
  };
};

export default config;
