import { describe, expect, it } from 'vitest';
import { frontendBaseFor } from '../../server/src/domain/frontend-base';
import { previewUrl } from '../../server/src/domain/frontend-url';
import { frontendBaseCases, previewUrlCases } from '../cases/preview-url';
import { titled } from './titled';

describe('previewUrl', () => {
  it.each(titled(previewUrlCases, ({ name }) => `builds the draft-mode route URL for ${name}`))(
    '%s',
    (_, { base, route, path, status, expected }) => {
      const url = previewUrl(base, route, path, status);
      expect(url).toBe(expected);
      // What the front-end's route reads back is what went in.
      const query = new URL(url).searchParams;
      expect([query.get('secret'), query.get('path'), query.get('status')]).toEqual([route.secret, path, status]);
    }
  );
});

describe('frontendBaseFor', () => {
  it.each(titled(frontendBaseCases, ({ name }) => `gives ${name}`))('%s', (_, { bases, locale, expected }) => {
    expect(frontendBaseFor(bases, locale)).toBe(expected);
  });
});
