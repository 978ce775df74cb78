import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { FindByPath } from '../../shared/contracts/router';
import { api, routerUrl } from '../integration/support/api';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();

const livePath = (page: Page) => page.getByTestId('sitetools-live-path');

describe('the edit-view panel on a single type and the front page', () => {
  it('shows a single type its live path from a pattern without a token, and its own path is not taken', async () => {
    const { strapi } = session.app;
    await strapi.documents('api::about.about').create({ data: { title: 'About the site' }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/content-manager/single-types/api::about.about?plugins[i18n][locale]=en`);

    await shown(livePath(page).filter({ hasText: '/about' }));
    await page.getByText('Generate automatically').click();
    await page.getByLabel('URL path').fill('/about/');
    await shown(page.getByText('Saved as /about'));
    expect(await page.getByText('Another entry already has this path').count()).toBe(0);
    await screenshot(page, 'single-type-panel');
  });

  it('makes an entry the front page from its panel', async () => {
    const { strapi } = session.app;
    const entry = await strapi.documents('api::page.page').create({ data: { title: 'Start' }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(
      `${session.app.url}/admin/content-manager/collection-types/api::page.page/${entry.documentId}?plugins[i18n][locale]=en`
    );
    await shown(livePath(page).filter({ hasText: '/pages/start' }));

    await page.getByRole('button', { name: 'Make this the front page' }).click();
    await shown(page.getByTestId('sitetools-front-page'));
    await shown(livePath(page).filter({ hasText: /^\/$/ }));
    await screenshot(page, 'front-page-panel');

    const routed = await api(session.app.url).get<FindByPath.Response>(routerUrl('/'));
    expect(routed.status).toBe(200);
    expect(routed.body.data).toMatchObject({ documentId: entry.documentId, title: 'Start' });
  });
});
