import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { TestDatabase } from './database';

const require = createRequire(import.meta.url);

/** How far another process's write has gone (0 to 1); `close` when done. */
export interface WriteWatch {
  progress(): Promise<number>;
  close(): Promise<void>;
}

/**
 * A write to watch. PostgreSQL and MySQL/MariaDB: `ids`, a sample of the rows of `table` it
 * removes (its progress is the share of them no longer free: held by its transaction, or gone
 * with a commit). SQLite, where a second
 * connection sees nothing of a write: `journalBytes`, what its rollback journal (the original of
 * every page the transaction changed) holds at the end of the whole write (see `journalBytesOf`).
 */
export interface WatchedWrite {
  table: string;
  ids: number[];
  journalBytes: number;
}

const journalOf = (database: TestDatabase) => `${database.env.DATABASE_FILENAME}-journal`;
const sizeOf = (file: string) => statSync(file, { throwIfNoEntry: false })?.size ?? 0;

/**
 * How many bytes SQLite's journal holds once `write` has run in a transaction, which is then
 * rolled back: what a transaction making the same changes writes there before its commit, to aim
 * a watch at a point of it. Run in the test's own app (a watch's writer is another process).
 */
export const journalBytesOf = async (strapi: Core.Strapi, database: TestDatabase, write: (trx: Knex.Transaction) => Promise<unknown>) => {
  let bytes = 0;
  const rollback = new Error('measured: roll back');
  try {
    await strapi.db.connection.transaction(async (trx) => {
      await write(trx);
      bytes = sizeOf(journalOf(database));
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return bytes;
};

/**
 * Watches the test database for a write of another process, so that a test can kill the server
 * part-way through it. PostgreSQL and MySQL/MariaDB: a locking read of the sample that skips the
 * rows another transaction holds (`for update skip locked`) counts the rows not removed yet, and
 * holds nothing once it returns (autocommit). Their lists of running transactions do not serve:
 * MariaDB's `innodb_trx` is a snapshot up to 100 ms old, longer than a bulk write of a thousand
 * rules takes there.
 */
export const watchWrites = async (database: TestDatabase, { table, ids, journalBytes }: WatchedWrite): Promise<WriteWatch> => {
  if (database.client === 'sqlite') {
    return { progress: async () => sizeOf(journalOf(database)) / journalBytes, close: async () => undefined };
  }
  const probe = await connect(database);
  return {
    async progress() {
      const free = await probe.freeAmong(table, ids);
      return 1 - free / ids.length;
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
      /** How many of the rows `ids` of `table` no other transaction holds. */
      freeAmong: async (table: string, ids: number[]): Promise<number> =>
        (await client.query(`select id from "${table}" where id = any($1) for update skip locked`, [ids])).rowCount,
      end: () => client.end() as Promise<void>,
    };
  }
  const mysql2 = require('mysql2/promise');
  const connection = await mysql2.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', database: name });
  return {
    freeAmong: async (table: string, ids: number[]): Promise<number> =>
      ((await connection.query(`select id from \`${table}\` where id in (?) for update skip locked`, [ids]))[0] as unknown[]).length,
    end: () => connection.end() as Promise<void>,
  };
};
