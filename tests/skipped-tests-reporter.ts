import type { Reporter, TestModule } from 'vitest/node';

/**
 * The tag `describeOnSharedDatabase` and `describeOnSqlite` put in a test's name: the databases
 * it runs on, `[TEST_DB=postgres or TEST_DB=mysql]`.
 */
const NEEDS_DATABASE = /\[(TEST_DB=[^\]]+)\]/;

/**
 * Ends a run with the names of the tests it skipped for want of another database, and the
 * commands that run them, so that a run on SQLite says what PostgreSQL and MySQL runs add. (Tests
 * left out by a `-t` filter are skipped too; they carry no tag and are not listed.)
 */
export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byDatabases = new Map<string, { names: string[]; files: Set<string> }>();
    for (const module of testModules) {
      for (const test of module.children.allTests('skipped')) {
        const databases = NEEDS_DATABASE.exec(test.fullName)?.[1];
        if (!databases) continue;
        const group = byDatabases.get(databases) ?? { names: [], files: new Set<string>() };
        group.names.push(`  ${module.relativeModuleId} > ${test.fullName}`);
        group.files.add(module.relativeModuleId);
        byDatabases.set(databases, group);
      }
    }
    const count = [...byDatabases.values()].reduce((sum, { names }) => sum + names.length, 0);
    if (count === 0) return;
    const lines = [` Skipped ${count === 1 ? 'a test that runs' : `${count} tests that run`} on another database, as each name says:`];
    for (const [databases, { names, files }] of byDatabases) {
      const [first, ...others] = databases.split(' or ');
      const alternatives = others.length > 0 ? ` (or ${others.join(', ')})` : '';
      lines.push(...names, ` Run them with: ${first} npx vitest run ${[...files].join(' ')}${alternatives}`);
    }
    console.log([...lines, ' docs/developing.md says how to start the databases.', ''].join('\n'));
  }
}
