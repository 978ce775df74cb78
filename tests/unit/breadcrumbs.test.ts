import { describe, expect, it } from 'vitest';
import { aliasInLocale } from '../../server/src/domain/alias-in-locale';
import { ancestorPaths } from '../../server/src/domain/ancestor-paths';
import { LOCALIZED, aliasInLocaleCases, ancestorPathsCases } from '../cases/breadcrumbs';
import { titled } from './titled';

describe('ancestorPaths', () => {
  it.each(titled(ancestorPathsCases, ({ name }) => name))('%s', (_, { path, expected }) => {
    expect(ancestorPaths(path)).toEqual(expected);
  });
});

describe('aliasInLocale', () => {
  it.each(titled(aliasInLocaleCases, ({ name }) => name))('%s', (_, { aliases, locale, expected }) => {
    const picked = aliasInLocale(aliases, locale, (uid) => LOCALIZED[uid]);
    expect(picked).toBe(expected === undefined ? undefined : aliases[expected]);
  });
});
