import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { createTestDatabase, type TestDatabase } from './database';

const require = createRequire(import.meta.url);
/** How the playground boots: the end-to-end tests serve the admin panel, some from a copy of the app. */
export interface BootOptions {
  logLevel?: string;
  appDir?: string;
  serveAdminPanel?: boolean;
  autoReload?: boolean;
}

const playground = require('../../../playground/scripts/boot.cjs') as {
  bootPlayground(options?: BootOptions): Promise<{ strapi: Core.Strapi; url: string }>;
  runtimeEnv(): Record<string, string>;
};
const { bootPlayground } = playground;
export const { runtimeEnv } = playground;

export interface TestApp {
  strapi: Core.Strapi;
  /** Base URL of the booted server, on 127.0.0.1. */
  url: string;
  database: TestDatabase;
  /** Stops the app and boots it again on the same database (a server restart). */
  restart(): Promise<void>;
  /**
   * Stops the app but keeps its database, for another process to use (on SQLite, only then:
   * README.md#support); `resume` boots it again there.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Stops the app (unless paused) and drops its database. */
  stop(): Promise<void>;
}

/**
 * The background job's timing in tests (plugin config `jobs`, through the playground's
 * environment): a killed server's job is taken over within seconds, not the default 20 s.
 */
export const TEST_JOBS = { staleAfterMs: 5_000, checkEveryMs: 500 };
const testKnobs = {
  SITETOOLS_JOB_STALE_AFTER_MS: String(TEST_JOBS.staleAfterMs),
  SITETOOLS_JOB_CHECK_EVERY_MS: String(TEST_JOBS.checkEveryMs),
};

type Listener = (...args: unknown[]) => void;
const listenersNow = () =>
  new Map(process.eventNames().map((event) => [event as NodeJS.Signals, process.listeners(event as NodeJS.Signals) as Listener[]]));

// The process listeners each app added as it booted (its signal handlers), which its destroy
// removes for good: files share worker processes, where a destroyed app kept reachable through a
// listener would stay in memory for the rest of the run.
const ownListeners = new WeakMap<Core.Strapi, Set<Listener>>();

// The apps booted and not destroyed yet: a file must leave none (see tests/fresh-env.ts).
const running = new Set<Core.Strapi>();
export const appsRunning = () => running.size;

/** Boots the playground (see `bootPlayground`), noting the process listeners the app adds. */
export const bootApp = async (options?: BootOptions): Promise<{ strapi: Core.Strapi; url: string }> => {
  const before = listenersNow();
  const booted = await bootPlayground(options).catch((error: unknown) => {
    // A refused start destroyed its app, and with it every process listener: the runner's come back.
    for (const [event, listeners] of before) {
      for (const listener of listeners) if (!process.listeners(event).includes(listener)) process.on(event, listener);
    }
    throw error;
  });
  const added = [...listenersNow()].flatMap(([event, listeners]) => listeners.filter((listener) => !before.get(event)?.includes(listener)));
  ownListeners.set(booted.strapi, new Set(added));
  running.add(booted.strapi);
  return booted;
};

/**
 * strapi.destroy() removes every process listener, the test runner's own among them: they are put
 * back, but not the app's own.
 */
export const destroyKeepingListeners = async (strapi: Core.Strapi) => {
  const saved = listenersNow();
  const own = ownListeners.get(strapi) ?? new Set();
  running.delete(strapi);
  await strapi.destroy();
  for (const [event, listeners] of saved) {
    for (const listener of listeners) {
      if (!own.has(listener) && !process.listeners(event).includes(listener)) process.on(event, listener);
    }
  }
};

/**
 * Boots the playground app for real on a fresh database (or on `prepared`, a database the caller
 * filled, which `stop` drops as well), listening on a free local port. `TEST_APP_DIR` boots
 * another copy of the app instead (the packed-tarball check's).
 */
export const startTestApp = async (requested: BootOptions = {}, prepared?: TestDatabase): Promise<TestApp> => {
  const options = { appDir: process.env.TEST_APP_DIR, ...requested };
  const database = prepared ?? (await createTestDatabase());
  Object.assign(process.env, database.env, runtimeEnv(), testKnobs);
  // A boot that fails (say, while another build rewrites dist/) leaves no database behind.
  const booted = await bootApp(options).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const app = { ...booted, database } as TestApp;
  let paused = false;
  app.restart = async () => {
    await destroyKeepingListeners(app.strapi);
    Object.assign(app, await bootApp(options));
  };
  app.pause = async () => {
    if (paused) return;
    await destroyKeepingListeners(app.strapi);
    paused = true;
  };
  app.resume = async () => {
    if (!paused) return;
    Object.assign(app, await bootApp(options));
    paused = false;
  };
  app.stop = async () => {
    if (!paused) await destroyKeepingListeners(app.strapi);
    paused = true;
    await database.drop();
  };
  return app;
};
