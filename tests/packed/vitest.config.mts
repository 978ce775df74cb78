import { defineConfig } from 'vitest/config';
import base from '../../vitest.config.mts';

// The packed-tarball check (run.sh): the addon's integration tests, and a test that the app
// loaded the plugins from the tarballs.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ['tests/packed/**/*.test.ts', 'tests/integration/redirects*.test.ts'] },
});
