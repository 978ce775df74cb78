import { describe, expect, it } from 'vitest';
import { translationsLoader, type MessageLoaders } from 'sitetools-kit/translations';
import { loaderFiles, translationsLoaderCases } from '../cases/translations-loader';
import { titled } from './titled';

/** Loaders for the fake plugin's files that note which files were asked for. */
const recordingLoaders = (loaded: string[]): MessageLoaders => {
  const loaderOf = (locale: string) => async () => {
    loaded.push(locale);
    return { default: loaderFiles[locale] };
  };
  return { en: loaderOf('en'), fr: loaderOf('fr') };
};

describe('the translations loader of sitetools-kit', () => {
  it.each(titled(translationsLoaderCases, ({ name }) => name))('%s', async (_, { locales, expected, loaded }) => {
    const calls: string[] = [];
    const registerTrads = translationsLoader('demo', recordingLoaders(calls));
    expect(await registerTrads({ locales: [...locales] })).toEqual(expected);
    expect(calls).toEqual(loaded);
  });

  it('lets a failed file load fail the registration instead of hiding it', async () => {
    const registerTrads = translationsLoader('demo', { en: () => Promise.reject(new Error('chunk missing')) });
    await expect(registerTrads({ locales: ['en'] })).rejects.toThrow('chunk missing');
  });
});
