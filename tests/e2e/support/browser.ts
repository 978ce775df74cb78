import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, onTestFailed } from 'vitest';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import type { AdminCredentials } from '../../integration/support/admin';
import type { AdminApp } from './app';
import { guardConsole } from './console-guard';

export { createAdminUser } from '../../integration/support/admin';

const ARTIFACTS = resolve(__dirname, '../artifacts');

/**
 * Debian's Chromium, headless. Without the background-networking flags it keeps trying to reach
 * Google's hosts, which this network refuses.
 */
export const openBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

/**
 * Logs in through the admin panel's own login form and returns the page on the home screen, in a
 * fresh browser context (its own storage, so users do not share a session). Every page of the
 * context is watched by a console guard (see `console-guard.ts`) that the session checks after
 * each test.
 */
export const login = async (browser: Browser, app: AdminApp, credentials: AdminCredentials): Promise<Page> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  guardConsole(context, app.url);
  // The guided tour opens over the first pages a new super admin sees; these tests drive the pages.
  await context.addInitScript(() => {
    // The script runs in every document, about:blank too, whose storage is closed to scripts.
    if (window.location.origin === 'null') return;
    window.localStorage.setItem('STRAPI_GUIDED_TOUR', JSON.stringify({ enabled: false }));
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // What the browser showed when a test failed is the first thing to look at (a login in a
  // beforeAll hook has no test to watch).
  const testName = expect.getState().currentTestName;
  if (testName) onTestFailed(() => screenshot(page, `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}`));
  await page.goto(`${app.url}/admin/auth/login`);
  await page.getByLabel(/email/i).fill(credentials.email);
  await page.getByLabel(/^password/i).fill(credentials.password);
  await page.getByRole('button', { name: /login/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.includes('/auth/'));
  return page;
};

/** Saves a full-page screenshot as a test artifact: `tests/e2e/artifacts/<name>.png`. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
};

/**
 * Waits until the locator is shown (playwright-core has no `expect`; a timeout fails the test
 * with the locator in the message).
 */
export const shown = async (locator: Locator): Promise<Locator> => {
  await locator.first().waitFor({ state: 'visible' });
  return locator;
};

/**
 * The header labels of a table and, for its first body row, how many cells it has and how many
 * columns its first cell spans: an empty state is one cell spanning every header.
 */
export const tableShape = (table: Locator) =>
  table.evaluate((element) => ({
    headers: Array.from(element.querySelectorAll('thead th'), (th) => th.textContent?.trim() ?? ''),
    cells: element.querySelectorAll('tbody tr:first-child td').length,
    span: Number(element.querySelector('tbody td')?.getAttribute('colspan') ?? 1),
  }));

/**
 * Whether the element is on top where it is drawn: nothing (such as a toast) covers its middle.
 */
export const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
  });

/** Whether the element's content fits its width: it does not scroll sideways. */
export const fitsWidth = (locator: Locator) => locator.evaluate((element) => element.scrollWidth <= element.clientWidth);
