import { fork } from 'node:child_process';
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

const serverEnv = (databaseFile, env) => ({
  ...process.env,
  ...runtimeEnv(),
  NODE_ENV: 'production',
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: databaseFile,
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
 * Starts the playground in a child process on a fresh SQLite file with `count` seeded items of
 * `kind` (a key of server.cjs's PREPARE), `env` added to its environment. Resolves with its URL,
 * the seeded items, boot and seed times, command(type, payload) to run one of server.cjs's COMMANDS,
 * and stop().
 */
export const startServer = async (kind, count, env = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'sitetools-bench-'));
  // cwd is the temporary folder so that no stray .env is read; the environment carries everything.
  // --expose-gc lets the bulk generation command collect garbage before its baseline RSS.
  const child = fork(SERVER_ENTRY, [kind, String(count)], {
    cwd: dir,
    env: serverEnv(join(dir, 'data.db'), env),
    execArgv: ['--expose-gc'],
  });
  const stop = async () => {
    await stopChild(child);
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
