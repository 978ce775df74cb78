import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestDatabase } from '../../integration/support/database';
import { startTestApp, type TestApp } from '../../integration/support/strapi';

const ROOT = resolve(__dirname, '../../..');
const PLAYGROUND = join(ROOT, 'playground');

/** The playground with its admin panel served, as the end-to-end tests drive it. */
export interface AdminApp extends TestApp {
  /** The app folder: the playground itself, or its throwaway copy. */
  appDir: string;
  /** How many times the app asked to be restarted (the Content-Type Builder does after a save). */
  reloads: number;
}

/**
 * A throwaway copy of the playground, for tests that write its files (the Content-Type Builder
 * saves schemas into `src/`). It sits beside `playground/` so that its `config/plugins.js` finds
 * the plugins at the same relative place and Node finds the repository's node_modules.
 */
const copyPlayground = (): string => {
  const appDir = join(ROOT, `.e2e-app-${randomBytes(4).toString('hex')}`);
  for (const entry of ['package.json', 'favicon.png', 'config', 'src', 'database', 'public', 'build']) {
    cpSync(join(PLAYGROUND, entry), join(appDir, entry), { recursive: true });
  }
  return appDir;
};

/** How a test file's app boots: see `startAdminApp`. */
export interface AdminAppOptions {
  isolated?: boolean;
  /** Makes the database to boot on, filled beforehand; a fresh one by default. */
  database?: () => Promise<TestDatabase>;
}

/**
 * Boots the playground on a fresh database with its built admin panel (`npm run build:e2e`),
 * listening on 127.0.0.1. `isolated` boots a copy of the app in development mode instead, where
 * the Content-Type Builder can save; the copy is removed on `stop()`.
 */
export const startAdminApp = async ({ isolated = false, database }: AdminAppOptions = {}): Promise<AdminApp> => {
  if (!existsSync(join(PLAYGROUND, 'build', 'index.html'))) {
    throw new Error('The admin panel is not built: run `npm run build:e2e` first.');
  }
  const appDir = isolated ? copyPlayground() : PLAYGROUND;
  const testApp = await startTestApp({ appDir, serveAdminPanel: true, autoReload: isolated }, await database?.());
  const app = Object.assign(testApp, { appDir, reloads: 0 }) as AdminApp;
  // In development mode Strapi asks its parent process (the `strapi develop` watcher) to restart
  // it after a schema change; here the parent is the test runner, so the request is counted instead.
  Object.defineProperty(app.strapi, 'reload', { value: () => (app.reloads += 1) });
  const stop = app.stop;
  app.stop = async () => {
    await stop();
    if (isolated) rmSync(appDir, { recursive: true, force: true });
  };
  return app;
};
