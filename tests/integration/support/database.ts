import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
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

const sqlite = (template?: string): TestDatabase => {
  const dir = mkdtempSync(join(tmpdir(), 'sitetools-'));
  if (template) copyFileSync(template, join(dir, 'data.db'));
  return {
    client: 'sqlite',
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'data.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgres = async (template?: string): Promise<TestDatabase> => {
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
  // A copy of the template is a file copy on the server: a fraction of what Strapi's schema sync takes.
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  return {
    client: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_PORT: '5432', DATABASE_USERNAME: 'postgres' },
    // FORCE ends connections a crashed run may have left open.
    drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

const mysql = async (template?: string): Promise<TestDatabase> => {
  const mysql2 = require('mysql2/promise');
  const name = uniqueName();
  const run = async (...statements: string[]) => {
    const connection = await mysql2.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
    try {
      for (const sql of statements) await connection.query(sql);
    } finally {
      await connection.end();
    }
  };
  await run(`CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  if (template) await run(...(await copyStatements(template, name)));
  return {
    client: 'mysql',
    env: { DATABASE_CLIENT: 'mysql', DATABASE_NAME: name, DATABASE_PORT: '3306', DATABASE_USERNAME: 'root' },
    drop: () => run(`DROP DATABASE IF EXISTS ${name}`),
  };
};

/**
 * The statements that copy the MySQL/MariaDB database `from` into the empty `to`: each table as
 * `SHOW CREATE TABLE` gives it (its indexes and foreign keys with it, which `CREATE TABLE ... LIKE`
 * would drop), then its rows, with foreign key checks off for the session.
 */
const copyStatements = async (from: string, to: string): Promise<string[]> => {
  const mysql2 = require('mysql2/promise');
  const connection = await mysql2.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: from });
  try {
    const [tables] = (await connection.query('SHOW FULL TABLES WHERE Table_type = ?', ['BASE TABLE'])) as [Array<Record<string, string>>];
    const names = tables.map((row) => Object.values(row)[0]);
    const creates: string[] = [];
    for (const table of names) {
      const [[shown]] = (await connection.query(`SHOW CREATE TABLE \`${table}\``)) as [Array<Record<string, string>>];
      creates.push(shown['Create Table'].replace(/^CREATE TABLE /, `CREATE TABLE \`${to}\`.`));
    }
    const copies = names.map((table) => `INSERT INTO \`${to}\`.\`${table}\` SELECT * FROM \`${from}\`.\`${table}\``);
    return ['SET FOREIGN_KEY_CHECKS = 0', ...creates, ...copies];
  } finally {
    await connection.end();
  }
};

/**
 * Names the database the run made once for all its files (`support/template.ts`): an SQLite file,
 * or a PostgreSQL or MySQL database, holding what the app's first boot writes.
 */
export const TEMPLATE_VARIABLE = 'SITETOOLS_TEST_TEMPLATE';

/**
 * Creates a database of the kind TEST_DB names (sqlite, postgres or mysql; sqlite by default): a
 * copy of the run's template when there is one, so that the app boots without making its schema
 * and demo content again; an empty one with `fresh` (or when the run made no template).
 */
export const createTestDatabase = async ({ fresh = false }: { fresh?: boolean } = {}): Promise<TestDatabase> => {
  const template = fresh ? undefined : process.env[TEMPLATE_VARIABLE] || undefined;
  if (testDatabase === 'sqlite') return sqlite(template);
  if (testDatabase === 'postgres') return postgres(template);
  if (testDatabase === 'mysql') return mysql(template);
  throw new Error(`TEST_DB must be sqlite, postgres or mysql, not ${String(testDatabase)}`);
};
