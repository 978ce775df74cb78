import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';

const SERVER_ENTRY = new URL('./server.cjs', import.meta.url);
// destroy() closes the database and the HTTP server within a second or two; past this the child
// is stuck and gets killed.
const STOP_TIMEOUT_MS = 10_000;

const require = createRequire(import.meta.url);
const { runtimeEnv } = require('../playground/scripts/boot.cjs');

/** The database every bench server runs on: BENCH_DB, `sqlite` (the default) or `postgres`. */
const BENCH_DB = process.env.BENCH_DB ?? 'sqlite';
if (!['sqlite', 'postgres'].includes(BENCH_DB)) throw new Error(`BENCH_DB must be sqlite or postgres, not "${BENCH_DB}"`);

/** Runs one statement on the PostgreSQL server (127.0.0.1:5432, user postgres, as the tests use it). */
const onPostgres = async (sql) => {
  const { Client } = require('pg');
  const client = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A new database for one server: a file in its folder on SQLite, a database of its own on
 * PostgreSQL (dropped when the server stops, connections and all).
 */
const newDatabase = async (dir) => {
  if (BENCH_DB === 'sqlite') return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: join(dir, 'data.db') }, drop: async () => {} };
  const name = `sitetools_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await onPostgres(`CREATE DATABASE ${name}`);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name, DATABASE_PORT: '5432', DATABASE_USERNAME: 'postgres' },
    drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
};

const serverEnv = (database, env) => ({
  ...process.env,
  ...runtimeEnv(),
  NODE_ENV: 'production',
  ...database,
  ...env,
});

/** The child's next IPC message; rejects if it exits first. */
const nextMessage = (child) =>
  new Promise((resolve, reject) => {
    const onExit = (code, signal) => reject(new Error(`bench server exited (${signal ?? code})`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });

const stopChild = async (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  if (child.connected) child.send({ type: 'stop' });
  else process.kill(child.pid, 'SIGKILL');
  const timer = setTimeout(() => process.kill(child.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
};

/**
 * Starts the playground in a child process on a fresh database (BENCH_DB) with `count` seeded items of
 * `kind` (a key of server.cjs's PREPARE), `env` added to its environment. Resolves with its URL,
 * the seeded items, boot and seed times, command(type, payload) to run one of server.cjs's COMMANDS,
 * and stop().
 */
export const startServer = async (kind, count, env = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'sitetools-bench-'));
  const database = await newDatabase(dir);
  // cwd is the temporary folder so that no stray .env is read; the environment carries everything.
  // --expose-gc lets the bulk generation command collect garbage before its baseline RSS.
  const child = fork(SERVER_ENTRY, [kind, String(count)], {
    cwd: dir,
    env: serverEnv(database.env, env),
    execArgv: ['--expose-gc'],
  });
  const stop = async () => {
    await stopChild(child);
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  };
  // Commands run one at a time, so the next message is this command's answer.
  const command = async (type, payload) => {
    child.send({ type, payload });
    const message = await nextMessage(child);
    if (message?.type === 'reply') return message.value;
    throw new Error(`bench server command ${type} failed: ${message?.error ?? JSON.stringify(message)}`);
  };
  try {
    const message = await nextMessage(child);
    if (message?.type !== 'ready') throw new Error(`unexpected message from bench server: ${JSON.stringify(message)}`);
    const { url, items, bootMs, seedMs } = message;
    return { url, items, bootMs, seedMs, pid: child.pid, command, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
