import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken } from '../integration/support/admin';
import { api } from '../integration/support/api';
import { createAdminUser, fitsWidth, login, onTop, screenshot, shown, tableShape } from './support/browser';
import { expectResponse } from './support/console-guard';
import { useAdminSession } from './support/session';

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const PAGE_PATH = '/admin/plugins/sitetools-addon-redirects';

const session = useAdminSession();

/** The published target of the redirect from `from`, as the front-end would get it. */
const publishedTo = async (from: string): Promise<string | undefined> => {
  const row = await session.app.strapi.db.query(REDIRECT_UID).findOne({ where: { from, publishedAt: { $notNull: true } } });
  return (row as { to?: string } | null)?.to;
};

/** The list row of the redirect from `from` (its first cell; another row may point to it). */
const rowOf = (page: Page, from: string) =>
  page.locator('tbody tr').filter({ has: page.locator('td:first-child').getByText(from, { exact: true }) });

/**
 * Opens the create modal, fills it and saves; the modal stays open when the server refuses.
 * "Publish it now" is ticked when the modal opens (front-ends see only published redirects);
 * `publish: false` unticks it. `locale` picks the locale (by its name) instead of every locale.
 */
const createInModal = async (
  page: Page,
  from: string,
  to: string,
  { publish = true, locale }: { publish?: boolean; locale?: string } = {}
) => {
  await page.getByRole('button', { name: 'Create a redirect' }).click();
  const dialog = await shown(page.getByRole('dialog'));
  await dialog.getByLabel(/^From/).fill(from);
  await dialog.getByLabel(/^To/).fill(to);
  if (locale) {
    await dialog.getByRole('combobox', { name: 'Locale' }).click();
    await page.getByRole('option', { name: locale }).click();
  }
  const publishNow = dialog.getByRole('checkbox', { name: 'Publish it now' });
  expect(await publishNow.isChecked()).toBe(true);
  if (!publish) await publishNow.uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
};

describe('a super admin on the Redirects page', () => {
  // The steps build on each other in one browser session, as an editor would work through them.
  let page: Page;

  it('opens the page from the main menu and lists the redirects', async () => {
    page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.getByRole('link', { name: 'Redirects' }).click();
    await shown(page.getByRole('heading', { name: 'Redirects' }));
    await shown(rowOf(page, '/about-us'));
    expect(new URL(page.url()).pathname).toBe(PAGE_PATH);
  });

  it('shows an empty list with one cell spanning every column, the actions one included', async () => {
    await page.goto(`${session.app.url}${PAGE_PATH}?q=no-such-redirect`);
    await shown(page.getByText('No redirects match. Create one or import a file.'));
    const shape = await tableShape(page.locator('table').first());
    expect(shape.headers).toEqual(['From', 'To', 'Status code', 'Locale', 'State', 'Hits', 'Last hit', 'Updated', 'Actions']);
    expect(shape).toMatchObject({ cells: 1, span: shape.headers.length });
    await screenshot(page, 'redirects-empty');
    await page.goto(`${session.app.url}${PAGE_PATH}`);
    await shown(rowOf(page, '/about-us'));
  });

  it('creates a published redirect in the modal, where "Publish it now" is ticked', async () => {
    const dialog = await createInModal(page, '/e2e-old', '/pages/about');
    await dialog.waitFor({ state: 'hidden' });
    await shown(rowOf(page, '/e2e-old').getByText('Published'));
    expect(await publishedTo('/e2e-old')).toBe('/pages/about');
  });

  it('tests a path against the published rules: the rule that answers, a live page, or none', async () => {
    const tester = page.locator('form').filter({ has: page.getByLabel('Test a path') });
    const answer = tester.getByRole('status');
    await tester.getByLabel('Test a path').fill('/e2e-old/');
    await tester.getByRole('button', { name: 'Test' }).click();
    await shown(answer.getByText('/e2e-old redirects to /pages/about (301), by the rule from /e2e-old.'));
    await tester.getByLabel('Test a path').fill('/pages/about');
    await tester.getByRole('button', { name: 'Test' }).click();
    await shown(answer.getByText('/pages/about is a live page: its entry answers, no rule applies.'));
    await tester.getByLabel('Test a path').fill('/nothing-here');
    await tester.getByRole('button', { name: 'Test' }).click();
    await shown(answer.getByText('No published rule answers /nothing-here: a 404.'));
    expectResponse(page, { status: 400, path: /^\/sitetools-addon-redirects\/redirects\/test\?path=no-slash$/ });
    await tester.getByLabel('Test a path').fill('no-slash');
    await tester.getByRole('button', { name: 'Test' }).click();
    await shown(tester.getByText(/must start with/));
    await screenshot(page, 'redirects-test-path');
  });

  it('saves a redirect scoped to the locale picked in the modal, and the list shows its locale', async () => {
    const dialog = await createInModal(page, '/e2e-french', '/pages/a-propos', { locale: 'French (fr)' });
    await dialog.waitFor({ state: 'hidden' });
    const localeCell = (from: string) => rowOf(page, from).locator('td').nth(3);
    await shown(localeCell('/e2e-french').getByText('fr', { exact: true }));
    await shown(localeCell('/e2e-old').getByText('Every locale', { exact: true }));
    const saved = await session.app.strapi.db
      .query(REDIRECT_UID)
      .findOne({ where: { from: '/e2e-french', publishedAt: { $notNull: true } } });
    expect(saved).toMatchObject({ to: '/pages/a-propos', locale: 'fr' });
  });

  it('says in the same toast that a redirect to a redirect now points at the final target', async () => {
    const dialog = await createInModal(page, '/e2e-chain', '/e2e-old');
    await dialog.waitFor({ state: 'hidden' });
    const notice = page.getByText('/e2e-old already redirects to /pages/about: this redirect now points at /pages/about directly.');
    // The toast that holds the notice (the previous save's toast may still be on its way out).
    const saved = page.getByRole('listitem').filter({ has: notice }).getByText('Redirect saved', { exact: true });
    await shown(notice);
    await shown(saved);
    // Once the previous toast has slid out of the way.
    await expect.poll(() => onTop(notice)).toBe(true);
    await expect.poll(() => onTop(saved)).toBe(true);
    await screenshot(page, 'redirects-flattened');
    await shown(rowOf(page, '/e2e-chain').getByText('/pages/about', { exact: true }));
    expect(await publishedTo('/e2e-chain')).toBe('/pages/about');
  });

  it('shows the loop the server refuses under the To field', async () => {
    await createInModal(page, '/e2e-loop', '/e2e-loop-b', { publish: false });
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // Unticked, the redirect is saved as a draft, and the list says so.
    await shown(rowOf(page, '/e2e-loop').getByText('Draft'));
    expectResponse(page, { status: 400, path: /^\/sitetools-addon-redirects\/redirects$/ });
    const dialog = await createInModal(page, '/e2e-loop-b', '/e2e-loop/');
    await shown(dialog.getByText('this redirect would make a loop: /e2e-loop-b → /e2e-loop → /e2e-loop-b', { exact: true }));
    expect(await dialog.getByLabel(/^To/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'redirects-edit');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await rowOf(page, '/e2e-loop-b').count()).toBe(0);
  });

  it('marks a path gone: the To field goes away for 410, and the list says it leads nowhere', async () => {
    await page.getByRole('button', { name: 'Create a redirect' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await dialog.getByLabel(/^From/).fill('/e2e-gone');
    await dialog.getByRole('combobox', { name: 'Status code' }).click();
    await page.getByRole('option', { name: '410 Gone' }).click();
    await expect.poll(() => dialog.getByLabel(/^To/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await shown(rowOf(page, '/e2e-gone').getByText('Gone: no target'));
    const saved = await session.app.strapi.db
      .query(REDIRECT_UID)
      .findOne({ where: { from: '/e2e-gone', publishedAt: { $notNull: true } } });
    expect(saved).toMatchObject({ to: null, status_code: 410 });
  });

  it('saves a pattern rule, marks it in the list, and tests a path it answers', async () => {
    const dialog = await createInModal(page, '/e2e-blog/:slug', '/e2e-news/:slug');
    await dialog.waitFor({ state: 'hidden' });
    await shown(rowOf(page, '/e2e-blog/:slug').getByText('Pattern: every path it matches'));
    const tester = page.locator('form').filter({ has: page.getByLabel('Test a path') });
    await tester.getByLabel('Test a path').fill('/e2e-blog/first-post');
    await tester.getByRole('button', { name: 'Test' }).click();
    await shown(
      tester
        .getByRole('status')
        .getByText('/e2e-blog/first-post redirects to /e2e-news/first-post (301), by the rule from /e2e-blog/:slug.')
    );
    // A pattern sending its own paths back to itself is refused, with an example, under To.
    expectResponse(page, { status: 400, path: /^\/sitetools-addon-redirects\/redirects$/ });
    const loop = await createInModal(page, '/e2e-news/:slug', '/e2e-blog/:slug');
    await shown(loop.getByText(/loop/));
    await loop.getByRole('button', { name: 'Cancel' }).click();
    await screenshot(page, 'redirects-pattern');
  });

  it("shows a scheduled rule's window under its target", async () => {
    const token = await adminToken(session.app.strapi, session.app.url, 'strapi-super-admin');
    const created = await api(session.app.url).post(
      '/sitetools-addon-redirects/redirects',
      {
        data: { from: '/e2e-sale', to: '/pages/about', activeFrom: '2030-01-01T12:00:00Z', activeUntil: '2030-02-01T12:00:00Z' },
        publish: true,
      },
      { token }
    );
    expect(created.status).toBe(201);
    await page.goto(`${session.app.url}${PAGE_PATH}?q=e2e-sale`);
    await shown(rowOf(page, '/e2e-sale').getByText(/^Active .*2030.* – .*2030/));
    await page.goto(`${session.app.url}${PAGE_PATH}`);
    await shown(rowOf(page, '/about-us'));
  });

  it('edits a redirect, then unpublishes and publishes it', async () => {
    const row = rowOf(page, '/e2e-old');
    await row.getByRole('button', { name: 'Edit /e2e-old' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await dialog.getByLabel(/^To/).fill('/pages/contact');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(row.getByText('Modified'));
    expect(await publishedTo('/e2e-old')).toBe('/pages/about');

    await row.getByRole('button', { name: 'Publish /e2e-old', exact: true }).click();
    await shown(row.getByText('Published'));
    expect(await publishedTo('/e2e-old')).toBe('/pages/contact');

    await row.getByRole('button', { name: 'Unpublish /e2e-old' }).click();
    await shown(row.getByText('Draft'));
    expect(await publishedTo('/e2e-old')).toBeUndefined();

    await row.getByRole('button', { name: 'Publish /e2e-old', exact: true }).click();
    await shown(row.getByText('Published'));
    expect(await publishedTo('/e2e-old')).toBe('/pages/contact');
  });

  it('imports a CSV file through the picker: dry-run report first, then apply', async () => {
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    const csv = ['from,to,status_code', '/e2e-import-1,/pages/about,301', '/e2e-import-2,https://example.com/x,302', 'bad,/x,301'].join(
      '\n'
    );
    await (await chooser).setFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await shown(dialog.getByText('Dry run: 2 to create, 0 to update, 0 unchanged, 1 refused'));
    const report = dialog.getByRole('row');
    await shown(report.filter({ hasText: '/e2e-import-1' }).getByText('Create'));
    const refused = report.filter({ hasText: 'bad' });
    await shown(refused.getByText('Refuse'));
    await shown(refused.getByText('301', { exact: true }));
    // The reason is read whole: its cell ends inside the dialog and the report does not scroll sideways.
    const reason = await shown(refused.getByText('from must start with "/"'));
    const [reasonBox, dialogBox] = [await reason.boundingBox(), await dialog.boundingBox()];
    expect(reasonBox!.x + reasonBox!.width).toBeLessThanOrEqual(dialogBox!.x + dialogBox!.width);
    expect(await fitsWidth(dialog.locator('table').locator('xpath=..'))).toBe(true);
    expect(await session.app.strapi.db.query(REDIRECT_UID).count({ where: { from: '/e2e-import-1' } })).toBe(0);
    await screenshot(page, 'redirects-import');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await shown(dialog.getByText('Applied: 2 created, 0 updated, 0 unchanged, 1 refused'));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await shown(rowOf(page, '/e2e-import-1'));
    await shown(rowOf(page, '/e2e-import-2').getByText('https://example.com/x'));
    expect(await publishedTo('/e2e-import-2')).toBe('https://example.com/x');
    await screenshot(page, 'redirects');
  });

  it("imports a host's file: its format told from its name, each line's reading and refusal shown", async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = await shown(page.getByRole('dialog'));
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    const file = [
      '# Moved in the migration',
      '/e2e-netlify /pages/about 301!',
      '/e2e-netlify-blog/* /pages/:splat 301',
      '/e2e-proxy/* https://api.example.com/:splat 200',
    ];
    await (await chooser).setFiles({ name: '_redirects', mimeType: 'application/octet-stream', buffer: Buffer.from(file.join('\n')) });

    await shown(dialog.getByText('Read as: Netlify (_redirects)'));
    await shown(dialog.getByText('Dry run: 2 to create, 0 to update, 0 unchanged, 1 refused'));
    const report = dialog.getByRole('row');
    await shown(
      report
        .filter({ hasText: '/e2e-netlify' })
        .first()
        .getByText(/forced\) is dropped/)
    );
    await shown(report.filter({ hasText: '/e2e-netlify-blog/:splat*' }).getByText('Create'));
    await shown(report.filter({ hasText: '/e2e-proxy' }).getByText('a 200 rule is a rewrite (a proxy), not a redirect'));
    await screenshot(page, 'redirects-import-host');

    await dialog.getByRole('button', { name: 'Apply' }).click();
    await shown(dialog.getByText('Applied: 2 created, 0 updated, 0 unchanged, 1 refused'));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await shown(rowOf(page, '/e2e-netlify-blog/:splat*'));
    expect(await publishedTo('/e2e-netlify-blog/:splat*')).toBe('/pages/:splat*');
  });

  it("reads another collection's column names typed in the dialog", async () => {
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await dialog.getByLabel('from', { exact: true }).fill('source');
    await dialog.getByLabel('to', { exact: true }).fill('destination');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    const rows = JSON.stringify([{ source: '/e2e-mapped', destination: '/pages/about', permanent: true }]);
    await (await chooser).setFiles({ name: 'redirection.json', mimeType: 'application/json', buffer: Buffer.from(rows) });
    await shown(dialog.getByText('Dry run: 1 to create, 0 to update, 0 unchanged, 0 refused'));
    await shown(dialog.getByRole('row').filter({ hasText: '/e2e-mapped' }).getByText('308'));
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  });

  it('searches and filters through the page URL', async () => {
    await page.getByPlaceholder('Search from or to').fill('e2e-import');
    await page.getByPlaceholder('Search from or to').press('Enter');
    await shown(rowOf(page, '/e2e-import-2'));
    await rowOf(page, '/e2e-old').waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('q')).toBe('e2e-import');

    await page.getByRole('combobox', { name: 'Status code' }).click();
    await page.getByRole('option', { name: '302' }).click();
    await rowOf(page, '/e2e-import-1').waitFor({ state: 'detached' });
    await shown(rowOf(page, '/e2e-import-2'));
    await page.goto(`${session.app.url}${PAGE_PATH}`);
    await shown(rowOf(page, '/e2e-old'));
  });

  it('deletes a redirect after confirming', async () => {
    await rowOf(page, '/e2e-import-1').getByRole('button', { name: 'Delete /e2e-import-1' }).click();
    await (await shown(page.getByRole('alertdialog'))).getByRole('button', { name: 'Confirm' }).click();
    await rowOf(page, '/e2e-import-1').waitFor({ state: 'detached' });
    expect(await session.app.strapi.db.query(REDIRECT_UID).count({ where: { from: '/e2e-import-1' } })).toBe(0);
  });

  it('exports the published redirects as a CSV download', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('redirects.csv');
    const lines = readFileSync(await file.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    // A scheduled rule (/e2e-sale) adds its columns to the file.
    expect(lines[0]).toBe('from,to,status_code,locale,activeFrom,activeUntil');
    expect(lines).toContain('/e2e-old,/pages/contact,301,,,');
    expect(lines).toContain('/e2e-import-2,https://example.com/x,302,,,');
    expect(lines).toContain('/e2e-french,/pages/a-propos,301,fr,,');
    expect(lines).toContain('/e2e-gone,,410,,,');
    expect(lines).toContain('/e2e-sale,/pages/about,301,,2030-01-01T12:00:00.000Z,2030-02-01T12:00:00.000Z');
    expect(lines.some((line) => line.startsWith('/e2e-import-1,'))).toBe(false);
    expect(lines.some((line) => line.startsWith('/e2e-loop,'))).toBe(false);
  });

  it("exports for a host after showing what the host's file leaves out", async () => {
    await page.getByRole('button', { name: 'Export for a host' }).click();
    const dialog = await shown(page.getByRole('dialog'));
    await shown(dialog.getByText(/published rules go in _redirects/));
    // A host has no locale: the French rule is reported, not written.
    await shown(
      dialog
        .locator('tr')
        .filter({ hasText: '/e2e-french' })
        .getByText(/no locale/)
    );
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('_redirects');
    const lines = readFileSync(await file.path(), 'utf8').split('\n');
    expect(lines).toContain('/e2e-old /pages/contact 301');
    expect(lines).toContain('/e2e-gone /404.html 410');
    expect(lines.some((line) => line.startsWith('/e2e-french '))).toBe(false);

    // A Cloudflare list names the host, and holds no gone rule.
    await dialog.getByRole('combobox', { name: 'Host' }).click();
    await page.getByRole('option', { name: 'Cloudflare bulk redirect list (CSV)' }).click();
    await dialog.getByLabel(/^Host name/).fill('www.example.com');
    await shown(dialog.getByText(/published rules go in cloudflare-redirects\.csv/));
    await shown(
      dialog
        .locator('tr')
        .filter({ hasText: '/e2e-gone' })
        .getByText(/cannot answer 410/)
    );
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('an editor without the redirects permissions', () => {
  it('has no menu link, sees no data at the page URL and gets 403 from the list route', async () => {
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-editor'));
    await shown(page.getByRole('link', { name: 'Content Manager' }));
    expect(await page.getByRole('link', { name: 'Redirects' }).count()).toBe(0);

    await page.goto(`${session.app.url}${PAGE_PATH}`);
    await shown(page.getByText(/don.t have the permissions/i));
    expect(await page.getByText('/about-us').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create a redirect' }).count()).toBe(0);

    const token = await adminToken(session.app.strapi, session.app.url, 'strapi-editor');
    const res = await api(session.app.url).get('/sitetools-addon-redirects/redirects', { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ data: null, error: { status: 403 } });
  });
});
