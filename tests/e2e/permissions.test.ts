import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adminToken } from '../integration/support/admin';
import { request } from '../integration/support/http';
import { startAdminApp, type AdminApp } from './support/app';
import { createAdminUser, login, openBrowser, screenshot, shown } from './support/browser';

let app: AdminApp;
let browser: Browser;

beforeAll(async () => {
  app = await startAdminApp();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('a super admin', () => {
  it('finds the URLs page in the main menu', async () => {
    const page = await login(browser, app, await createAdminUser(app.strapi, 'strapi-super-admin'));
    await shown(page.getByRole('link', { name: 'URLs' }));
    await screenshot(page, 'home-super-admin');
  });
});
