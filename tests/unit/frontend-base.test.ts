import { describe, expect, it } from 'vitest';
import { frontendBaseFor } from '../../server/src/domain/frontend-base';

const BOTH = { frontendUrl: 'https://example.com', frontendUrls: { en: 'https://example.com/en', fr: 'https://example.fr' } };

describe('frontendBaseFor: the base URL of a locale', () => {
  it.each([
    ['the locale of its own', BOTH, 'fr', 'https://example.fr'],
    ['frontendUrl for a locale without one', BOTH, 'de', 'https://example.com'],
    ['frontendUrl without a locale', BOTH, null, 'https://example.com'],
    [
      'the locale of its own without frontendUrl',
      { frontendUrl: null, frontendUrls: { en: 'https://example.com/en' } },
      'en',
      'https://example.com/en',
    ],
    ['null when nothing is set', { frontendUrl: null, frontendUrls: {} }, 'en', null],
  ])('%s', (_, config, locale, expected) => {
    expect(frontendBaseFor(config, locale)).toBe(expected);
  });
});
