import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { documents } from '../integration/support/documents';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const PAGE = 'api::page.page';

const session = useAdminSession();
let page: Page;

const aliasOf = (documentId: string) =>
  session.app.strapi.db.query(URL_ALIAS_UID).findOne({
    select: ['url_path', 'generated'],
    where: { contenttype: PAGE, entryDocumentId: documentId, locale: 'en' },
  }) as Promise<{ url_path: string; generated: boolean | null } | null>;

const rowOf = (path: string) => page.locator('tbody tr', { has: page.getByText(path, { exact: true }) });

describe('the Import paths page, as a super admin', () => {
  it('shows the dry-run report of a picked file, then the progress and the report of the apply', async () => {
    const entry = await documents(session.app.strapi, PAGE).create({ data: { title: 'E2E import' }, locale: 'en', status: 'published' });
    page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/plugins/sitetools`);
    // The URLs page, read once: the admin keeps its list while the import runs on another page.
    await shown(rowOf('/pages/e2e-import'));
    // The link shows once the admin's permission check answers, which came after the list by more
    // than the default 20 s once in CI, with the other stream building the Next example.
    await page.getByRole('link', { name: 'Import paths' }).click({ timeout: 60_000 });
    await page.waitForURL(/\/admin\/plugins\/sitetools\/import$/);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a file' }).click();
    const csv = [
      'contentType,documentId,locale,path',
      `${PAGE},${entry.documentId},en,/e2e/imported`,
      `${PAGE},${entry.documentId},en,bad`,
    ].join('\n');
    await (await chooser).setFiles({ name: 'paths.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await shown(page.getByText('Dry run: 1 to write, 0 to generate, 0 unchanged, 1 refused'));
    const rows = page.getByRole('row');
    await shown(rows.filter({ hasText: '/e2e/imported' }).getByText('Write the path'));
    await shown(rows.filter({ hasText: 'bad' }).getByText('path must start with "/"'));
    expect(await aliasOf(entry.documentId)).toMatchObject({ url_path: '/pages/e2e-import', generated: true });
    await screenshot(page, 'path-import');

    // The apply runs on the server: the page follows its progress until the report is whole.
    await page.getByRole('button', { name: 'Apply' }).click();
    await shown(page.getByRole('status').filter({ hasText: 'Import finished: 2 of 2 lines' }));
    await shown(page.getByRole('progressbar', { name: 'Import progress' }).and(page.locator('[aria-valuenow="100"]')));
    await shown(page.getByText('Applied: 1 written, 0 generated, 0 unchanged, 1 refused'));
    await shown(rows.filter({ hasText: 'bad' }).getByText('path must start with "/"'));
    await screenshot(page, 'path-import-applied');
    expect(await aliasOf(entry.documentId)).toEqual({ url_path: '/e2e/imported', generated: null });

    // The end of the import marked the kept list stale: back on the URLs page, without a reload,
    // the list shows the imported path, not the one the admin had read before.
    await page.getByRole('link', { name: 'URLs' }).first().click();
    await page.waitForURL(/\/admin\/plugins\/sitetools$/);
    await shown(rowOf('/e2e/imported'));
    await page.getByText('/pages/e2e-import', { exact: true }).waitFor({ state: 'detached' });
  });
});
