import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TestDatabase } from './database';

const require = createRequire(import.meta.url);

/** Asks whether another process's transaction has written a row and not committed yet; `close` when done. */
export interface WriteWatch {
  writing(): Promise<boolean>;
  close(): Promise<void>;
}

/** The row a write is expected to change (`column` = `value` in `table`). */
export interface WatchedRow {
  table: string;
  column: string;
  value: string;
}

// SQLite's rollback journal holds the original of every page a transaction changed, so its size
// says how far the writes went: past 16 pages of 4 KiB is a bulk write, not a heartbeat's row.
const SQLITE_JOURNAL_BYTES = 64 * 1024;

/**
 * Watches the test database for a transaction of another process that has changed `row` and not
 * committed yet, so that a test can kill the server in the middle of its write. SQLite: the
 * journal file, whatever the row (no second connection: the server holds the file). PostgreSQL
 * and MySQL/MariaDB: a locking read of the row that does not wait (`for update nowait`) fails
 * while a writer holds it, and holds nothing once it returns (autocommit). Their lists of running
 * transactions do not serve: MariaDB's `innodb_trx` is a snapshot up to 100 ms old, longer than
 * a bulk write of a thousand rules takes there.
 */
export const watchWrites = async (database: TestDatabase, { table, column, value }: WatchedRow): Promise<WriteWatch> => {
  if (database.client === 'sqlite') {
    const journal = `${database.env.DATABASE_FILENAME}-journal`;
    return {
      writing: async () => (statSync(journal, { throwIfNoEntry: false })?.size ?? 0) > SQLITE_JOURNAL_BYTES,
      close: async () => undefined,
    };
  }
  const probe = await connect(database);
  return {
    async writing() {
      try {
        await probe.query(`select 1 from ${probe.quote(table)} where ${probe.quote(column)} = ${probe.placeholder} for update nowait`, [
          value,
        ]);
        return false;
      } catch (error) {
        if (probe.isLocked(error)) return true;
        throw error;
      }
    },
    close: probe.end,
  };
};

/** A plain connection to the test database (PostgreSQL or MySQL/MariaDB), in autocommit. */
const connect = async (database: TestDatabase) => {
  const name = database.env.DATABASE_NAME;
  if (database.client === 'postgres') {
    const { Client } = require('pg');
    const client = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: name });
    await client.connect();
    return {
      query: (sql: string, values: unknown[]) => client.query(sql, values),
      quote: (identifier: string) => `"${identifier}"`,
      placeholder: '$1',
      // lock_not_available
      isLocked: (error: unknown) => (error as { code?: string }).code === '55P03',
      end: () => client.end() as Promise<void>,
    };
  }
  const mysql2 = require('mysql2/promise');
  const connection = await mysql2.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: name });
  return {
    query: (sql: string, values: unknown[]) => connection.query(sql, values),
    quote: (identifier: string) => `\`${identifier}\``,
    placeholder: '?',
    // MariaDB answers NOWAIT with ER_LOCK_WAIT_TIMEOUT, MySQL with ER_LOCK_NOWAIT.
    isLocked: (error: unknown) => ['ER_LOCK_WAIT_TIMEOUT', 'ER_LOCK_NOWAIT'].includes((error as { code?: string }).code ?? ''),
    end: () => connection.end() as Promise<void>,
  };
};
