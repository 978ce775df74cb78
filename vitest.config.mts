import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { DATABASE_SPECIFIC_FILES } from './tests/integration/database-specific';
import { LongFilesFirst } from './tests/long-files-first';

// TEST_SCOPE=database-specific: the integration files whose behaviour can differ by database
// (tests/integration/database-specific.ts), which .ci/run runs on PostgreSQL and MySQL/MariaDB.
const databaseSpecific = process.env.TEST_SCOPE === 'database-specific';
const include = databaseSpecific
  ? Object.keys(DATABASE_SPECIFIC_FILES).map((file) => `tests/integration/${file}`)
  : ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'];

// Files whose app must be the first Strapi of its process: the Webtools conversion boots an app
// with Strapi Webtools, which reads what an earlier app of the same process left behind.
const OWN_PROCESS = ['tests/integration/webtools-conversion.test.ts'];

// What both projects below run with.
const common = { pool: 'forks', testTimeout: 30_000, hookTimeout: 180_000 } as const;

/**
 * Files that share worker processes instead of one fresh process each: a file then boots its app
 * with Strapi's modules already loaded, which took a third off the SQLite suite's time (258 s to
 * 172 s on 2 cores). Each file still boots its own app on its own database, and starts with the
 * worker's first environment (tests/fresh-env.ts). Also the packed-tarball check's.
 */
export const sharedProcesses = { ...common, isolate: false, setupFiles: ['./tests/fresh-env.ts'] };

export default defineConfig({
  test: {
    // One database made by a first boot, copied for each file's app (see the file); made once for
    // the run, here rather than in each project.
    globalSetup: ['./tests/integration/support/template.ts'],
    // An integration file spends much of its time waiting on its database, its HTTP answers and
    // the servers its crash tests restart, so several files at a time gain even on two cores
    // (vitest's default there would be one). SQLite, in the test process: three (alone on 2 cores
    // the run took 202 s with two, 184 s with three). PostgreSQL and MySQL, whose servers need
    // the cores too: two (alone 205 s and 185 s, but in CI rehearsals, beside the real-app
    // checks, 205 s with two against 258-295 s with three).
    maxWorkers: databaseSpecific ? 2 : Math.max(3, availableParallelism()),
    sequence: { sequencer: LongFilesFirst },
    // The default output, then the names of the tests left to another database (TEST_DB).
    reporters: ['default', './tests/skipped-tests-reporter.ts'],
    projects: [
      {
        test: { ...sharedProcesses, name: 'shared', include, exclude: OWN_PROCESS },
      },
      { test: { ...common, name: 'own-process', include: OWN_PROCESS.filter((file) => !databaseSpecific || include.includes(file)) } },
    ],
  },
});
