import { defineConfig } from 'vitest/config';

// The admin panel end-to-end tests: one booted Strapi and one Chromium at a time, on a 2-core machine.
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
