import { redirectFor } from 'sitetools-kit/redirect-locale';
import { describe, expect, it } from 'vitest';
import type { RedirectHint } from '../../shared/contracts/redirect-lookup';
import redirectLookup from '../../server/src/services/router/redirect-lookup';
import { redirectLookupCases } from '../cases/redirect-lookup';
import { titled } from './titled';

/** The service, with a lookup over `registered` when there is one, and the paths it was asked. */
const serviceFor = (registered: ReadonlyArray<RedirectHint> | null) => {
  const service = redirectLookup();
  const calls: string[][] = [];
  if (registered) {
    service.register({
      // As the redirects addon answers: per path, the redirect a request for `locale` follows.
      findMany: async (paths, locale) => {
        calls.push(paths);
        return new Map(
          paths.flatMap((path) => {
            const hint = redirectFor((scope) => registered.find((h) => h.from === path && h.locale === scope), locale);
            return hint ? [[path, hint] as const] : [];
          })
        );
      },
      readPermission: 'plugin::redirects.redirect.find',
    });
  }
  return { service, calls };
};

describe('redirect-lookup', () => {
  it.each(titled(redirectLookupCases, ({ name }) => name))('findMany %s', async (_, { registered, asked, locale, expected }) => {
    const { service, calls } = serviceFor(registered);
    expect([...(await service.findMany([...asked], locale))]).toEqual(expected);
    for (const paths of calls) expect(new Set(paths).size).toBe(paths.length);
  });

  it('names the permission of the registered lookup, and none without one', () => {
    expect(serviceFor([]).service.readPermission()).toBe('plugin::redirects.redirect.find');
    expect(serviceFor(null).service.readPermission()).toBeNull();
  });

  it.each(titled(redirectLookupCases, ({ name }) => name))('find %s', async (_, { registered, asked, locale, expected }) => {
    const { service } = serviceFor(registered);
    for (const path of asked) {
      expect(await service.find(path, locale)).toEqual(expected.find(([from]) => from === path)?.[1] ?? null);
    }
  });
});
