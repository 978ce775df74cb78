import { defineConfig } from 'vitest/config';

// The admin panel end-to-end tests: one booted Strapi and one Chromium at a time in each vitest run;
// tests/e2e/run.sh runs two such runs side by side.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    // One database made by a first boot, copied for each file's app (see the file).
    globalSetup: ['./tests/integration/support/template.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
