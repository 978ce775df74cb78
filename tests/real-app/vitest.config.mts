import { defineConfig } from 'vitest/config';

// The real-app checks (run.sh): HTTP calls to Strapi's example app, which run.sh made, seeded and
// started. The files share the app, so they run one after the other.
export default defineConfig({
  test: {
    include: ['tests/real-app/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
