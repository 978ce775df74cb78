import { describe, expect, it } from 'vitest';
import { isConfiguredFrontPage } from '../../server/src/domain/front-page';
import { frontPageCases } from '../cases/front-page';
import { titled } from './titled';

describe('isConfiguredFrontPage', () => {
  it.each(titled(frontPageCases, ({ name, expected }) => `${expected ? 'finds' : 'passes over'} ${name}`))(
    '%s',
    (_, { rules, uid, locale, entry, expected }) => {
      expect(isConfiguredFrontPage(rules, uid, locale, entry)).toBe(expected);
    }
  );
});
