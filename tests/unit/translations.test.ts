import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTranslations as loadPluginTranslations } from '../../admin/src/translations';
import { loadTranslations as loadAddonTranslations } from '../../addons/redirects/admin/src/translations';
import { messageArgumentsCases } from '../cases/message-arguments';
import { messageArguments } from './message-arguments';
import { titled } from './titled';

const ROOT = resolve(__dirname, '../..');

/** Each plugin's admin messages: its id, its translations folder and its `registerTrads`. */
const PLUGINS = [
  { id: 'sitetools', dir: join(ROOT, 'admin/src/translations'), load: loadPluginTranslations },
  { id: 'sitetools-addon-redirects', dir: join(ROOT, 'addons/redirects/admin/src/translations'), load: loadAddonTranslations },
];

const readMessages = (dir: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Record<string, string>;

/** The locales a plugin has a message file for, English first. */
const localesOf = (dir: string): string[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));

const TRANSLATIONS = PLUGINS.flatMap((plugin) =>
  localesOf(plugin.dir)
    .filter((locale) => locale !== 'en')
    .map((locale) => ({ ...plugin, locale }))
);

describe('messageArguments', () => {
  it.each(titled(messageArgumentsCases, ({ name }) => name))('%s', (_, { message, expected }) => {
    expect(messageArguments(message)).toEqual(expected);
  });
});

describe('the admin translations', () => {
  it('include French for both plugins', () => {
    expect(TRANSLATIONS.map(({ id, locale }) => `${id}:${locale}`)).toEqual(
      expect.arrayContaining(['sitetools:fr', 'sitetools-addon-redirects:fr'])
    );
  });

  describe.each(TRANSLATIONS.map((translation) => [`${translation.id} in ${translation.locale}`, translation] as const))(
    '%s',
    (_, { dir, locale }) => {
      const english = readMessages(dir, 'en');
      const translated = readMessages(dir, locale);

      it('has every English key, and no key English lacks', () => {
        expect(Object.keys(english).filter((key) => !(key in translated))).toEqual([]);
        expect(Object.keys(translated).filter((key) => !(key in english))).toEqual([]);
      });

      it('takes the same placeholders as the English message of each key, in valid ICU syntax', () => {
        const differing = Object.keys(english)
          .filter((key) => key in translated)
          .flatMap((key) => {
            const want = messageArguments(english[key]);
            const got = messageArguments(translated[key]);
            return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ key, english: want, translated: got }];
          });
        expect(differing).toEqual([]);
      });
    }
  );

  it.each(PLUGINS.map((plugin) => [plugin.id, plugin] as const))(
    '%s registers every message file it has, its keys prefixed with the plugin id',
    async (_, { id, dir, load }) => {
      const locales = localesOf(dir);
      const registered = await load({ locales });
      expect(registered.map(({ locale }) => locale)).toEqual(locales);
      for (const { locale, data } of registered) {
        const file = readMessages(dir, locale);
        expect(data).toEqual(Object.fromEntries(Object.entries(file).map(([key, message]) => [`${id}.${key}`, message])));
      }
    }
  );
});
