import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    pool: 'forks',
    // The default output, then the names of the tests left to another database (TEST_DB).
    reporters: ['default', './tests/skipped-tests-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
