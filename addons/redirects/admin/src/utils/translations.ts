import { getTrad } from './get-trad';

/**
 * Loads the addon's messages for each admin locale, prefixed with the plugin id; English is the
 * fallback. It lives outside `translations/`: the bundler only resolves a variable import of
 * JSON files from another directory.
 */
export const loadTranslations = async ({ locales }: { locales: string[] }) =>
  Promise.all(
    locales.map(async (locale) => {
      const messages = await import(`../translations/${locale}.json`)
        .then((module: { default: Record<string, string> }) => module.default)
        .catch(() => import('../translations/en.json').then((module) => module.default as Record<string, string>));
      const data = Object.fromEntries(Object.entries(messages).map(([key, value]) => [getTrad(key), value]));
      return { data, locale };
    })
  );
