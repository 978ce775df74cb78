import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp } from './support/strapi';

const VARIABLE = 'SITETOOLS_REDIRECT_REMOVED_TO';

afterEach(() => {
  delete process.env[VARIABLE];
});

// The playground reads `redirectRemovedTo` from this variable. Refused while loading, before the
// database is opened: each boot below costs about a second.
describe('redirectRemovedTo at start-up', () => {
  it.each([
    ['a javascript: link', 'javascript:alert(1)', 'not a "javascript:" link'],
    ['a relative path', 'pages/gone', 'must be a path starting with "/"'],
    ['a path with a .. segment', '/a/../b', 'must not contain "." or ".." segments'],
  ])(
    'stops the app at boot for %s, naming the option',
    async (_, value, rule) => {
      process.env[VARIABLE] = value;
      // An app that boots after all is stopped, so that the next boot starts clean.
      const refusal = await startTestApp().then(
        async (app) => {
          await app.stop();
          return 'it started';
        },
        (error: unknown) => String(error)
      );
      expect(refusal).toMatch(/Invalid sitetools-addon-redirects config/);
      expect(refusal).toContain(rule);
      expect(refusal).toContain('redirectRemovedTo');
    },
    60_000
  );
});
