import { defineConfig } from 'vitest/config';
import base, { sharedProcesses } from '../../vitest.config.mts';

// The packed-tarball check (run.sh): the addon's integration tests, and a test that the app
// loaded the plugins from the tarballs; one set of files, without the suite's projects.
const { projects: _projects, ...suite } = base.test ?? {};

export default defineConfig({
  ...base,
  test: { ...suite, ...sharedProcesses, include: ['tests/packed/**/*.test.ts', 'tests/integration/redirects*.test.ts'] },
});
