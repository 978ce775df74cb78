import { PLUGIN_ID } from '../plugin-id';

/** Loads the plugin's messages for each admin locale, prefixed with the plugin id; English is the fallback. */
export const loadTranslations = async ({ locales }: { locales: string[] }) =>
  Promise.all(
    locales.map(async (locale) => {
      const messages = await import(`./${locale}.json`)
        .then((module: { default: Record<string, string> }) => module.default)
        .catch(() => import('./en.json').then((module) => module.default as Record<string, string>));
      const data = Object.fromEntries(Object.entries(messages).map(([key, value]) => [`${PLUGIN_ID}.${key}`, value]));
      return { data, locale };
    })
  );
