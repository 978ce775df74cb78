import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { startAdminApp, type AdminApp, type AdminAppOptions } from './app';
import { openBrowser } from './browser';
import { assertCleanConsoles } from './console-guard';

/** The app and the browser one end-to-end test file drives. */
export interface AdminSession {
  app: AdminApp;
  browser: Browser;
}

/**
 * Boots the app (see `startAdminApp`) and opens Chromium once for the calling test file, and
 * closes both after its last test. The fields are set when the file's first test runs. A test
 * fails when a page it drove logged an error or a warning, threw, or had a request fail.
 */
export const useAdminSession = (options: AdminAppOptions = {}): AdminSession => {
  const session = {} as AdminSession;
  beforeAll(async () => {
    session.app = await startAdminApp(options);
    session.browser = await openBrowser();
  });
  afterEach(() => assertCleanConsoles());
  afterAll(async () => {
    await session.browser?.close();
    await session.app?.stop();
  });
  return session;
};
