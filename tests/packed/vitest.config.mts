import { defineConfig } from 'vitest/config';
import base, { sharedProcesses } from '../../vitest.config.mts';

// The packed-tarball check (run.sh): a test that the app loaded the plugins from the tarballs, and
// the addon's integration files that reach each of its entry points (content API, manifest and
// filter, admin routes, import job, host formats, patterns, configuration) through the packed
// code; one set of files, without the suite's projects. The addon's other files test rules,
// crashes and concurrency, which the packing does not change: they run in the suite on every
// database.
const { projects: _projects, ...suite } = base.test ?? {};
const ENTRY_POINTS = ['', '-admin', '-manifest', '-bloom', '-import-job', '-export-hosts', '-patterns', '-config', '-transfer'];

export default defineConfig({
  ...base,
  test: {
    ...suite,
    ...sharedProcesses,
    include: ['tests/packed/**/*.test.ts', ...ENTRY_POINTS.map((name) => `tests/integration/redirects${name}.test.ts`)],
  },
});
