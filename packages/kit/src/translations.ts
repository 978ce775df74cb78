/** One plugin's admin messages for one locale: message key -> ICU message. */
export type Messages = Record<string, string>;

/**
 * A plugin's message files by admin locale, each a static `import('./translations/<locale>.json')`.
 * Static specifiers are what the bundler always resolves into chunks; an `import()` built from a
 * variable is left as is when the JSON sits beside the importing file, and then fails at runtime.
 */
export type MessageLoaders = { en: () => Promise<{ default: Messages }> } & Record<string, () => Promise<{ default: Messages }>>;

/** What Strapi's admin expects back from a plugin's `registerTrads`, one entry per locale asked for. */
export interface LocaleMessages {
  locale: string;
  data: Messages;
}

/**
 * The `registerTrads` of a plugin: loads its file for each admin locale, with every key prefixed by
 * the plugin id (`<pluginId>.<key>`). A locale without a file gets no messages and no request;
 * the admin's LanguageProvider then shows the English message of every key, as it does for
 * Strapi's own plugins. Returning the English file instead would make Strapi warn about a
 * deprecated locale for the legacy alias it also asks for (`dk` beside `da`).
 */
export const translationsLoader =
  (pluginId: string, loaders: MessageLoaders) =>
  ({ locales }: { locales: string[] }): Promise<LocaleMessages[]> =>
    Promise.all(
      locales.map(async (locale) => {
        // Own keys only: an admin locale named like an Object.prototype member is not a file.
        const messages = Object.hasOwn(loaders, locale) ? (await loaders[locale]()).default : {};
        return { locale, data: prefixMessages(pluginId, messages) };
      })
    );

/** The messages with every key prefixed by the plugin id, as the admin's one message table needs. */
export const prefixMessages = (pluginId: string, messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${pluginId}.${key}`, message]));
