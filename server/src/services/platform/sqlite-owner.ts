import fs from 'node:fs';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { LOCK_HEARTBEAT_MS, LOCK_STALE_MS, mayTakeOver, type LockHolder } from '../../domain/lock-holder';

/** Whether process `pid` runs on this host (EPERM: it does, under another user). */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): { holder?: LockHolder; heartbeatAgeMs: number } | undefined => {
  try {
    const heartbeatAgeMs = Date.now() - fs.statSync(file).mtimeMs;
    try {
      return { holder: JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder, heartbeatAgeMs };
    } catch {
      // Half written by a holder that crashed while writing it: its age decides.
      return { heartbeatAgeMs };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/** The SQLite file of the app's database, or undefined on another database (or in memory). */
const sqliteFile = (strapi: Core.Strapi): string | undefined => {
  const { client, connection } = strapi.config.get('database.connection') as { client: string; connection?: { filename?: string } };
  const filename = connection?.filename;
  return /sqlite/.test(client) && filename && filename !== ':memory:' ? filename : undefined;
};

/**
 * SQLite means one process. Sitetools keeps the router's paths, the saved patterns and the
 * redirects in memory and drops them on its own writes only; on SQLite it never asks the database
 * whether another process wrote (PostgreSQL and MySQL do, through the set versions), so a second
 * process on the same file would serve what the first one changed long after. A lock file beside
 * the database (`<file>.sitetools-lock`, naming the process, renewed every 10 s) refuses that
 * second process at start-up. A crashed holder never blocks a restart: on the same host its
 * process is gone, and from another host its file stops being renewed (stale after 60 s).
 */
const sqliteOwner = ({ strapi }: { strapi: Core.Strapi }) => {
  let held: { file: string; heartbeat: ReturnType<typeof setInterval> } | undefined;
  const here = () => ({ pid: process.pid, host: os.hostname() });

  const refusal = (file: string, database: string, holder: LockHolder | undefined) =>
    new Error(
      `sitetools: the SQLite database ${database} is already served by ` +
        (holder ? `process ${holder.pid} on ${holder.host} (since ${holder.since})` : 'another process') +
        '. SQLite means one process: each process caches paths and sees only its own writes, so a second one would serve stale paths. ' +
        `Stop the other process, or use PostgreSQL or MySQL to run several. (The lock, ${file}, is freed when that process stops; ` +
        `after a crash it is taken over at once on the same host, after ${LOCK_STALE_MS / 1000} s from another.)`
    );

  /** Writes this process's lock file if no other holds it; true when written. */
  const write = (file: string): boolean => {
    try {
      fs.writeFileSync(file, JSON.stringify({ ...here(), since: new Date().toISOString() } satisfies LockHolder), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return false;
    }
  };

  const renew = (file: string) => {
    try {
      const now = new Date();
      fs.utimesSync(file, now, now);
    } catch (error) {
      try {
        // Removed by hand while this process runs: it is this process's again.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') write(file);
        else throw error;
      } catch (failure) {
        // A timer's exception would end the process: the lock is the one thing lost.
        strapi.log.warn(`sitetools: could not renew the SQLite lock ${file}: ${String(failure)}`);
        // Its folder is gone with the database (an app whose start failed, its files removed).
        if ((failure as NodeJS.ErrnoException).code === 'ENOENT' && held) clearInterval(held.heartbeat);
      }
    }
  };

  return {
    /** Takes the database's SQLite file for this process, or stops the start with the reason. */
    claim(): void {
      const database = sqliteFile(strapi);
      if (!database || held) return;
      const file = `${database}.sitetools-lock`;
      // Two tries: a crashed holder's file is removed once, then taken like a free one.
      for (let attempt = 0; !write(file); attempt += 1) {
        const found = readHolder(file);
        if (attempt > 0 || (found && !mayTakeOver(found.holder, { ...here(), heartbeatAgeMs: found.heartbeatAgeMs, alive }))) {
          throw refusal(file, database, found?.holder);
        }
        fs.rmSync(file, { force: true });
      }
      const heartbeat = setInterval(() => renew(file), LOCK_HEARTBEAT_MS);
      // The lock must not keep a stopping process alive; a process gone without release() is a crashed holder.
      heartbeat.unref();
      held = { file, heartbeat };
    },

    /** Frees the file for the next process (the plugin's destroy). */
    release(): void {
      if (!held) return;
      clearInterval(held.heartbeat);
      fs.rmSync(held.file, { force: true });
      held = undefined;
    },
  };
};

export default sqliteOwner;
