import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken } from '../integration/support/admin';
import { api, routerUrl } from '../integration/support/api';
import { createAdminUser, fitsWidth, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';
import type { FindByPath } from '../../shared/contracts/router';

const session = useAdminSession();

const livePath = (page: Page) => page.getByTestId('sitetools-live-path');

/** Publishes the entry open in the edit view and waits for the Content Manager to confirm. */
const publish = async (page: Page) => {
  await page.getByRole('button', { name: /^publish$/i }).click();
  await shown(page.getByText(/published document/i));
};

/** Signs in a super admin, creates and publishes an English page, and leaves its edit view open. */
const createPublishedPage = async (title: string) => {
  const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
  await page.goto(`${session.app.url}/admin/content-manager/collection-types/api::page.page/create?plugins[i18n][locale]=en`);
  await page.getByLabel(/^title/i).fill(title);
  await publish(page);
  await page.waitForURL((url) => !url.pathname.endsWith('/create'));
  return page;
};

describe('the edit-view panel', () => {
  it('shows the live path, checks a hand-written path as it is typed, and publishes it with the entry', async () => {
    const page = await createPublishedPage('Edit view page');

    await shown(livePath(page).filter({ hasText: '/pages/edit-view-page' }));

    await page.getByText('Generate automatically').click();
    const field = page.getByLabel('URL path');
    await field.fill('welcome');
    await shown(page.getByText('A path starts with "/"'));
    await field.fill('/pages/about');
    await shown(page.getByText('Another entry already has this path'));
    await field.fill('/welcome/edit-view/');
    await shown(page.getByText('Saved as /welcome/edit-view'));
    expect(await page.getByText('A path starts with "/"').count()).toBe(0);

    await page.getByRole('button', { name: /^save$/i }).click();
    await shown(page.getByTestId('sitetools-next-path').filter({ hasText: '/welcome/edit-view' }));
    await publish(page);
    await shown(livePath(page).filter({ hasText: '/welcome/edit-view' }));
    await screenshot(page, 'edit-view-panel');

    const routed = await api(session.app.url).get<FindByPath.Response>(routerUrl('/welcome/edit-view'));
    expect(routed.status).toBe(200);
    expect(routed.body.data.title).toBe('Edit view page');
    expect((await api(session.app.url).get(routerUrl('/pages/edit-view-page'))).status).toBe(404);
  });

  it('refreshes the URLs page, opened before, once the panel saved a new path, without a reload', async () => {
    const page = await createPublishedPage('Cached list page');
    const entryUrl = page.url();
    // The list is loaded (and cached) before the path changes.
    await page.getByRole('link', { name: 'URLs' }).first().click();
    await shown(page.getByText('/pages/cached-list-page', { exact: true }));

    await page.goBack();
    await page.waitForURL(entryUrl);
    await page.getByText('Generate automatically').click();
    await page.getByLabel('URL path').fill('/cached/list-moved/');
    await shown(page.getByText('Saved as /cached/list-moved'));
    await page.getByRole('button', { name: /^save$/i }).click();
    await publish(page);
    await shown(livePath(page).filter({ hasText: '/cached/list-moved' }));

    // Client-side navigation: the admin's store survives, so only the invalidation can refresh it.
    await page.getByRole('link', { name: 'URLs' }).first().click();
    await shown(page.getByText('/cached/list-moved', { exact: true }));
    expect(await page.getByText('/pages/cached-list-page', { exact: true }).count()).toBe(0);
  });

  it('says before saving that publishing the path will replace a published redirect', async () => {
    const { strapi } = session.app;
    const token = await adminToken(strapi, session.app.url, 'strapi-super-admin');
    const redirect = await api(session.app.url).post(
      '/sitetools-addon-redirects/redirects',
      { data: { from: '/spring-promo', to: '/pages/about', status_code: 302 }, publish: true },
      { token }
    );
    expect(redirect.status).toBe(201);
    const entry = await strapi.documents('api::page.page').create({ data: { title: 'Promo page' }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(
      `${session.app.url}/admin/content-manager/collection-types/api::page.page/${entry.documentId}?plugins[i18n][locale]=en`
    );
    await shown(livePath(page).filter({ hasText: '/pages/promo-page' }));
    expect(await page.getByTestId('sitetools-redirect-warning').count()).toBe(0);

    await page.getByText('Generate automatically').click();
    await page.getByLabel('URL path').fill('/spring-promo/');
    await shown(page.getByText('Publishing will replace the redirect /spring-promo → /pages/about'));
    await screenshot(page, 'edit-view-redirect-warning');
    await page.getByLabel('URL path').fill('/spring-promo/other/');
    await shown(page.getByText('Saved as /spring-promo/other'));
    expect(await page.getByTestId('sitetools-redirect-warning').count()).toBe(0);
  });

  it("shows a long path whole and opens it on the front-end of the entry's locale", async () => {
    const { strapi } = session.app;
    const title = 'A page whose title is long enough to give it a path wider than the side panel of the edit view';
    const entry = await strapi.documents('api::page.page').create({ data: { title }, locale: 'fr', status: 'published' });
    const path = '/pages/a-page-whose-title-is-long-enough-to-give-it-a-path-wider-than-the-side-panel-of-the-edit-view';
    strapi.config.set('plugin::sitetools.frontendUrl', 'https://www.example.com');
    strapi.config.set('plugin::sitetools.frontendUrls', { en: 'https://www.example.com/en', fr: 'https://www.example.com/fr/' });
    try {
      const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
      await page.goto(
        `${session.app.url}/admin/content-manager/collection-types/api::page.page/${entry.documentId}?plugins[i18n][locale]=fr`
      );
      const live = await shown(livePath(page));
      expect(await live.innerText()).toBe(path);
      // Wrapped, not cut: the text fits its box.
      expect(await fitsWidth(live)).toBe(true);
      const open = page.getByRole('link', { name: /^Open/ });
      expect(await open.getAttribute('href')).toBe(`https://www.example.com/fr${path}`);
      // The panel keeps its width: nothing in the page scrolls sideways.
      expect(await fitsWidth(page.locator('html'))).toBe(true);
      await screenshot(page, 'edit-view-long-path');
    } finally {
      strapi.config.set('plugin::sitetools.frontendUrl', null);
      strapi.config.set('plugin::sitetools.frontendUrls', {});
    }
  });

  it('lists the URL history, and restores and retires an old path from it after a confirmation', async () => {
    const pages = session.app.strapi.documents('api::page.page');
    const data = (path: string) => ({ title: 'History page', sitetoolsManualPath: path }) as never;
    const entry = await pages.create({ data: data('/history-e2e/first'), locale: 'en', status: 'published' });
    await pages.update({ documentId: entry.documentId, locale: 'en', data: data('/history-e2e/second') });
    await pages.publish({ documentId: entry.documentId, locale: 'en' });
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(
      `${session.app.url}/admin/content-manager/collection-types/api::page.page/${entry.documentId}?plugins[i18n][locale]=en`
    );
    await shown(livePath(page).filter({ hasText: '/history-e2e/second' }));

    await page.getByRole('button', { name: 'URL history' }).click();
    const row = (path: string, answer: string) =>
      page.getByTestId('sitetools-history-row').filter({ hasText: path }).filter({ hasText: answer });
    await shown(row('/history-e2e/first', 'Redirects to the current path (301)'));
    await screenshot(page, 'edit-view-url-history');

    await row('/history-e2e/first', '301').getByRole('button', { name: 'Retire' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await shown(row('/history-e2e/first', 'Gone (410)'));

    await row('/history-e2e/first', '410').getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await shown(row('/history-e2e/second', 'Redirects to the current path (301)'));
    await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).click();
    await shown(livePath(page).filter({ hasText: '/history-e2e/first' }));
    expect((await api(session.app.url).get(routerUrl('/history-e2e/first'))).status).toBe(200);
  });

  it('is not shown for a content type without URL aliases', async () => {
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/api::category.category/create`);
    await shown(page.getByLabel(/^name/i));
    expect(await page.getByText('Generate automatically').count()).toBe(0);
  });
});
