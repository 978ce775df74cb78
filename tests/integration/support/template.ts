import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createTestDatabase, TEMPLATE_VARIABLE, type TestDatabase } from './database';
import { runtimeEnv } from './strapi';

const BOOT_SCRIPT = resolve(__dirname, 'template-boot.cjs');

/** Boots the app once on `database` in a child process, and fails with what it printed. */
const bootOnce = (database: TestDatabase): Promise<void> =>
  new Promise((done, fail) => {
    const child = spawn(process.execPath, [BOOT_SCRIPT], { env: { ...process.env, ...database.env, ...runtimeEnv() } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`The template app did not boot (${code}):\n${output}`))));
  });

/**
 * Vitest's global setup: makes the run's template database (the app booted once on an empty
 * database: its schema, demo content and the plugins' first work) and names it to the test files,
 * which copy it instead of making the same schema again on every boot (about 4 s each, most of a
 * boot). Teardown drops it. `TEST_TEMPLATE=off` runs every file on an empty database, as an app's
 * first start.
 */
export default async function makeTemplate(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_TEMPLATE === 'off') return undefined;
  const database = await createTestDatabase({ fresh: true });
  try {
    await bootOnce(database);
  } catch (error) {
    // No template then: each file's app boots on an empty database and fails there, under its own
    // name, if the app cannot start; a run of unit tests alone needs no app at all.
    console.warn(`No template database for this run; every app boots on an empty one.\n${String(error)}`);
    await database.drop();
    return undefined;
  }
  const { DATABASE_CLIENT, DATABASE_FILENAME, DATABASE_NAME } = database.env;
  process.env[TEMPLATE_VARIABLE] = DATABASE_CLIENT === 'sqlite' ? DATABASE_FILENAME : DATABASE_NAME;
  return async () => {
    delete process.env[TEMPLATE_VARIABLE];
    await database.drop();
  };
}
