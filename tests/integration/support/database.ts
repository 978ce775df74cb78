import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';

const require = createRequire(import.meta.url);

type Client = 'sqlite' | 'postgres' | 'mysql';

/** The database this run tests on: TEST_DB, SQLite by default. */
export const testDatabase = (process.env.TEST_DB ?? 'sqlite') as Client;

/**
 * Tests of several servers on one database: PostgreSQL and MySQL/MariaDB only (SQLite means one
 * process: README.md#support). Their name says how to run them, since a run on SQLite lists
 * them as skipped (tests/skipped-tests-reporter.ts names them at the end of the run).
 */
export const describeOnSharedDatabase = (name: string, body: () => void) =>
  describe.runIf(testDatabase !== 'sqlite')(`${name} [TEST_DB=postgres or TEST_DB=mysql]`, body);

/** Tests on SQLite only (its one process), where the shared databases test several servers. */
export const describeOnSqlite = (name: string, body: () => void) =>
  describe.runIf(testDatabase === 'sqlite')(`${name} [TEST_DB=sqlite]`, body);

/** A database made for one test run, and how to drop it afterwards. */
export interface TestDatabase {
  client: Client;
  env: Record<string, string>;
  drop(): Promise<void>;
}

const uniqueName = () => `sitetools_test_${Date.now()}_${randomBytes(3).toString('hex')}`;

const sqlite = (): TestDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'sitetools-'));
  return {
    client: 'sqlite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'data.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgres = async (): Promise<TestDatabase> => {
  const { Client: PgClient } = require('pg');
  const name = uniqueName();
  const admin = () => new PgClient({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  const run = async (sql: string) => {
    const client = admin();
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_PORT: '5432', DATABASE_USERNAME: 'postgres' },
    // FORCE ends connections a crashed run may have left open.
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

const mysql = async (): Promise<TestDatabase> => {
  const mysql2 = require('mysql2/promise');
  const name = uniqueName();
  const run = async (sql: string) => {
    const connection = await mysql2.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
    try {
      await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await run(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    client: 'mysql',
    env: { DATABASE_CLIENT: 'mysql', DATABASE_NAME: name, DATABASE_PORT: '3306', DATABASE_USERNAME: 'root' },
    drop: () => run(`DROP DATABASE IF EXISTS ${name}`),
  };
};

/** Creates the database named by TEST_DB (sqlite, postgres or mysql; sqlite by default). */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  if (testDatabase === 'sqlite') return sqlite();
  if (testDatabase === 'postgres') return postgres();
  if (testDatabase === 'mysql') return mysql();
  throw new Error(`TEST_DB must be sqlite, postgres or mysql, not ${String(testDatabase)}`);
};
