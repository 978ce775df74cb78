import { describe, expect, it } from 'vitest';
import { documents } from '../integration/support/documents';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();
const PAGE = 'api::page.page';

const ruleFrom = async (from: string) =>
  session.app.strapi.db
    .query('plugin::sitetools-addon-redirects.redirect')
    .findOne({ where: { from, publishedAt: { $notNull: true } }, select: ['to', 'status_code'] }) as Promise<{
    to: string | null;
    status_code: number;
  } | null>;

describe("the Content Manager's removal with its URL impact", () => {
  it('shows what unpublishing an entry touches, and unpublishes it with a redirect to the entry picked', async () => {
    const { strapi } = session.app;
    const pages = documents(strapi, PAGE);
    const target = await pages.create({ data: { title: 'Impact target' }, locale: 'en', status: 'published' });
    await pages.create({
      data: { title: 'Impact holder', related: { contentType: PAGE, documentId: target.documentId } },
      locale: 'en',
      status: 'published',
    });
    await pages.create({ data: { title: 'Impact destination' }, locale: 'en', status: 'published' });
    await strapi.documents('plugin::sitetools-addon-redirects.redirect').create({
      data: { from: '/old/impact-target', to: '/pages/impact-target', status_code: 301 },
      status: 'published',
    });
    await strapi.db.query('plugin::sitetools-addon-redirects.redirect-hit').create({
      data: { from: '/old/impact-target', locale: '', hits: 4, lastHit: new Date() },
    });

    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/${PAGE}/${target.documentId}?plugins[i18n][locale]=en`);
    await page.getByRole('button', { name: 'More actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Unpublish (check URL impact)' }).click();

    const dialog = page.getByRole('dialog');
    const entry = dialog.getByTestId(`removal-entry-${target.documentId}`);
    await shown(entry.getByText('/pages/impact-target', { exact: true }));
    await shown(entry.getByText('Impact holder (Page) · related'));
    await shown(entry.getByText('/old/impact-target (301) · 4 hits'));

    await entry.getByRole('combobox', { name: 'What its path becomes' }).click();
    await page.getByRole('option', { name: '301 to an entry' }).click();
    await entry.getByLabel('Entry to redirect Impact target to').fill('Impact destination');
    await entry.getByRole('button', { name: 'Impact destination · /pages/impact-destination' }).click();
    await shown(entry.getByText('Redirects to /pages/impact-destination'));
    await screenshot(page, 'removal-impact-dialog');
    await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await shown(page.getByText('Entry unpublished'));

    expect(await ruleFrom('/pages/impact-target')).toEqual({ to: '/pages/impact-destination', status_code: 301 });
    expect(await strapi.db.query(PAGE).count({ where: { documentId: target.documentId, publishedAt: { $notNull: true } } })).toBe(0);
  });

  it("deletes the entries selected in the list view under their type's policy", async () => {
    const { strapi } = session.app;
    const pages = documents(strapi, PAGE);
    strapi.config.set('plugin::sitetools-addon-redirects.removal', { contentTypes: { [PAGE]: 'gone' } });
    const selected = [
      await pages.create({ data: { title: 'Bulk impact one' }, locale: 'en', status: 'published' }),
      await pages.create({ data: { title: 'Bulk impact two' }, locale: 'en', status: 'published' }),
    ];
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(
      `${session.app.url}/admin/content-manager/collection-types/${PAGE}?page=1&pageSize=10&_q=Bulk%20impact&plugins[i18n][locale]=en`
    );
    await shown(page.getByText('Bulk impact two'));
    await page.getByRole('checkbox', { name: 'Select all entries' }).click();
    await page.getByRole('button', { name: 'Delete (check URL impact)' }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText('/pages/bulk-impact-one', { exact: true }));
    await shown(dialog.getByText('/pages/bulk-impact-two', { exact: true }));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await shown(page.getByText('2 entries deleted'));

    expect(await strapi.db.query(PAGE).count({ where: { documentId: { $in: selected.map((entry) => entry.documentId) } } })).toBe(0);
    expect(await ruleFrom('/pages/bulk-impact-one')).toEqual({ to: null, status_code: 410 });
  });

  it('deletes the entry open in the edit view with "keep: 404", and goes back to the list', async () => {
    const { strapi } = session.app;
    const target = await documents(strapi, PAGE).create({ data: { title: 'Impact deleted' }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/${PAGE}/${target.documentId}?plugins[i18n][locale]=en`);
    await page.getByRole('button', { name: 'More actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Delete (check URL impact)' }).click();
    const entry = page.getByRole('dialog').getByTestId(`removal-entry-${target.documentId}`);
    await entry.getByRole('combobox', { name: 'What its path becomes' }).click();
    await page.getByRole('option', { name: 'Keep: 404, listed in Removed pages' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await shown(page.getByText('Entry deleted'));
    await page.waitForURL((url) => url.pathname.endsWith(`/collection-types/${PAGE}`));

    expect(await ruleFrom('/pages/impact-deleted')).toBeNull();
    const queued = await strapi.db
      .query('plugin::sitetools-addon-redirects.removed-url')
      .count({ where: { path: '/pages/impact-deleted' } });
    expect(queued).toBe(1);
  });
});
