import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/long-files-first';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    pool: 'forks',
    // An integration file spends much of its time waiting on its database and its HTTP answers, so
    // two files at a time gain even on two cores (vitest's default there would be one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongFilesFirst },
    // The default output, then the names of the tests left to another database (TEST_DB).
    reporters: ['default', './tests/skipped-tests-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
