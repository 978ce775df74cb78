import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { DATABASE_SPECIFIC_FILES } from './tests/integration/database-specific';
import { LongFilesFirst } from './tests/long-files-first';

// TEST_SCOPE=database-specific: the integration files whose behaviour can differ by database
// (tests/integration/database-specific.ts), which .ci/run runs on PostgreSQL and MySQL/MariaDB.
const include =
  process.env.TEST_SCOPE === 'database-specific'
    ? Object.keys(DATABASE_SPECIFIC_FILES).map((file) => `tests/integration/${file}`)
    : ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];

export default defineConfig({
  test: {
    include,
    pool: 'forks',
    // One database made by a first boot, copied for each file's app (see the file).
    globalSetup: ['./tests/integration/support/template.ts'],
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
