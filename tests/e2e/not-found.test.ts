import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ReportNotFound } from '../../addons/redirects/shared/contracts/not-found';
import { api } from '../integration/support/api';
import { createApiToken } from '../integration/support/permissions';
import { createAdminUser, login, screenshot, shown, tableShape } from './support/browser';
import { useAdminSession } from './support/session';

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const NOT_FOUND_UID = 'plugin::sitetools-addon-redirects.not-found';
const MISSING = '/pages/abuot';

const session = useAdminSession();

/** The list row of a reported path (its first cell). */
const rowOf = (page: Page, path: string) =>
  page.locator('tbody tr').filter({ has: page.locator('td:first-child').getByText(path, { exact: true }) });

describe('a super admin on the Not found page', () => {
  let page: Page;

  it('opens an empty inbox from the main menu: one cell spans every column, the actions one included', async () => {
    page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.getByRole('link', { name: 'Not found' }).click();
    await shown(page.getByRole('heading', { name: 'Not found' }));
    await shown(page.getByText('No reported paths. Front-ends report the paths they could not serve.'));
    const shape = await tableShape(page.locator('table'));
    expect(shape.headers).toEqual(['Path', 'Locale', 'Hits', 'Last seen', 'Referrer', 'Actions']);
    expect(shape).toMatchObject({ cells: 1, span: shape.headers.length });
    await screenshot(page, 'not-found-empty');
  });

  it('switches to the ignored paths with a switch that is neutral when off and says what it does', async () => {
    const toggle = await shown(page.getByRole('switch', { name: 'Show ignored paths' }));
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The light theme's neutral500, not the design system's red for an unchecked switch.
    expect(await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(142, 142, 169)');
    await page.getByText('Show ignored paths').click();
    await page.waitForURL((url) => url.searchParams.get('ignored') === 'true');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await page.waitForURL((url) => !url.searchParams.has('ignored'));
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('lists a path a front-end reported, by hits', async () => {
    const token = await createApiToken(session.app.strapi, 'custom', ['plugin::sitetools-addon-redirects.not-found.create']);
    for (let i = 0; i < 2; i += 1) {
      const res = await api(session.app.url).post<ReportNotFound.Response>(
        '/api/sitetools/not-found',
        { path: MISSING, referrer: 'https://www.example.com/blog' },
        { token }
      );
      expect(res.body.data.counted).toBe(1);
    }
    // The intake writes its hits on an interval; the page must find them at once.
    await session.app.strapi.plugin('sitetools-addon-redirects').service('not-found').flush();
    await page.reload();
    await shown(page.getByRole('heading', { name: 'Not found' }));
    const row = await shown(rowOf(page, MISSING));
    await shown(row.getByText('https://www.example.com/blog'));
    await shown(row.getByRole('gridcell', { name: '2', exact: true }));
    await screenshot(page, 'not-found');
  });

  it('says under its title how many reports the intake shed at its budget, once there are some', async () => {
    await shown(page.getByText('1 path front-ends could not serve', { exact: true }));
    // The count as the intake stores it (a burst past the budget is the integration tests' part).
    await session.app.strapi.db
      .query('plugin::sitetools-addon-redirects.redirect-version')
      .update({ where: { key: 'not-found-shed' }, data: { version: 1300 } });
    await page.reload();
    await shown(page.getByText(/^1 path front-ends could not serve\. 1,300 reports shed at the intake budget since \w{3} \d{1,2}, \d{4}$/));
    await screenshot(page, 'not-found-shed');
  });

  it('creates a redirect from the row to a suggested live path, and the row leaves the inbox', async () => {
    // The Redirects page is opened first, so that the admin's store holds its list without the new redirect.
    await page.getByRole('link', { name: 'Redirects' }).click();
    await shown(page.getByRole('heading', { name: 'Redirects' }));
    await shown(page.locator('tbody tr').first());
    expect(await rowOf(page, MISSING).count()).toBe(0);
    await page.getByRole('link', { name: 'Not found' }).click();
    await shown(page.getByRole('heading', { name: 'Not found' }));
    // A mark on the window that only a page load clears: the next test checks it is still there.
    await page.evaluate(() => Object.assign(window, { sitetoolsNoReload: true }));
    await rowOf(page, MISSING)
      .getByRole('button', { name: `Create a redirect from ${MISSING}` })
      .click();
    const dialog = await shown(page.getByRole('dialog'));
    expect(await dialog.getByLabel(/^From/).inputValue()).toBe(MISSING);
    // The same default as on the Redirects page: a redirect front-ends see.
    expect(await dialog.getByRole('checkbox', { name: 'Publish it now' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: '/pages/about', exact: true }).click();
    expect(await dialog.getByLabel(/^To/).inputValue()).toBe('/pages/about');
    await screenshot(page, 'not-found-redirect');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, MISSING).waitFor({ state: 'detached' });
    const redirect = await session.app.strapi.db.query(REDIRECT_UID).findOne({ where: { from: MISSING, publishedAt: { $notNull: true } } });
    expect((redirect as { to?: string } | null)?.to).toBe('/pages/about');
    expect(await session.app.strapi.db.query(NOT_FOUND_UID).count({ where: { path: MISSING } })).toBe(0);
  });

  it('lists the redirect on the Redirects page without a page load: the save refreshed the list the store held', async () => {
    await page.getByRole('link', { name: 'Redirects' }).click();
    await shown(page.getByRole('heading', { name: 'Redirects' }));
    const row = await shown(rowOf(page, MISSING));
    await shown(row.getByText('/pages/about', { exact: true }));
    await shown(row.getByText('Published'));
    expect(await page.evaluate(() => (window as { sitetoolsNoReload?: boolean }).sitetoolsNoReload)).toBe(true);
  });
});

describe('a super admin on the Removed pages page', () => {
  const pages = () => session.app.strapi.documents('api::page.page' as never);
  const REMOVED_UID = 'plugin::sitetools-addon-redirects.removed-url';

  it('redirects, marks gone and dismisses the paths of pages removed without a redirect', async () => {
    // Unpublished under the default removal policy (none): each path answers 404 and joins the queue.
    for (const title of ['Retired one', 'Retired two', 'Retired three']) {
      const created = await pages().create({ data: { title }, locale: 'en', status: 'published' } as never);
      await pages().unpublish({ documentId: (created as { documentId: string }).documentId } as never);
    }
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.getByRole('link', { name: 'Removed pages' }).click();
    await shown(page.getByRole('heading', { name: 'Removed pages' }));
    await shown(page.getByText('3 paths answer 404 since their pages were removed'));
    const shape = await tableShape(page.locator('table'));
    expect(shape.headers).toEqual(['Path', 'Locale', 'Content type', 'Removed', '404 hits', 'Last hit', 'Actions']);
    await shown(rowOf(page, '/pages/retired-one').getByText('api::page.page'));
    await screenshot(page, 'removed-pages');

    await rowOf(page, '/pages/retired-one').getByRole('button', { name: 'Redirect /pages/retired-one' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    expect(await dialog.getByLabel(/^From/).inputValue()).toBe('/pages/retired-one');
    await dialog.getByLabel(/^To/).fill('/pages/about');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowOf(page, '/pages/retired-one').waitFor({ state: 'detached' });

    await rowOf(page, '/pages/retired-two').getByRole('button', { name: 'Mark /pages/retired-two gone' }).click();
    const gone = await shown(page.getByRole('dialog'));
    await expect.poll(() => gone.getByLabel(/^To/).count()).toBe(0);
    await gone.getByRole('button', { name: 'Save' }).click();
    await gone.waitFor({ state: 'hidden' });
    await rowOf(page, '/pages/retired-two').waitFor({ state: 'detached' });
    const rule = await session.app.strapi.db
      .query(REDIRECT_UID)
      .findOne({ where: { from: '/pages/retired-two', publishedAt: { $notNull: true } } });
    expect(rule).toMatchObject({ to: null, status_code: 410 });

    await rowOf(page, '/pages/retired-three').getByRole('button', { name: 'Dismiss /pages/retired-three' }).click();
    await rowOf(page, '/pages/retired-three').waitFor({ state: 'detached' });
    await shown(page.getByText('No removed pages answer 404. Pages unpublished or deleted without a redirect are listed here.'));
    expect(await session.app.strapi.db.query(REMOVED_UID).count()).toBe(0);
  });
});
