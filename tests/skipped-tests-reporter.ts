import type { Reporter, TestModule } from 'vitest/node';

/** The tag `describeOnSharedDatabase` and `describeOnSqlite` give a test: the TEST_DB it needs. */
const NEEDS_DATABASE = /\[TEST_DB=[^\]]+\]/;

/**
 * Ends a run with the names of the tests it skipped for want of another database, so that a run
 * on SQLite says which tests PostgreSQL and MySQL runs add, and how to start them. (Tests left out
 * by a `-t` filter are skipped too; they carry no tag and are not listed.)
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests('skipped')]
        .filter((test) => NEEDS_DATABASE.test(test.fullName))
        .map((test) => `  ${module.relativeModuleId} > ${test.fullName}`)
    );
    if (skipped.length === 0) return;
    const files = [...new Set(skipped.map((line) => line.trim().split(' > ')[0]))];
    console.log(
      [
        ` Skipped ${skipped.length === 1 ? 'a test that runs' : `${skipped.length} tests that run`} on another database, as each name says:`,
        ...skipped,
        ` Run them with: TEST_DB=postgres npx vitest run ${files.join(' ')}`,
        ' (or TEST_DB=mysql; docs/developing.md says how to start the databases)',
        '',
      ].join('\n')
    );
  }
}
