import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { webtoolsDatabase } from '../integration/support/webtools';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

// The app boots on a database that Strapi Webtools filled (its patterns, generated and
// hand-written aliases: tests/integration/support/webtools.ts), with sitetools in its place.
const session = useAdminSession({ database: async () => (await webtoolsDatabase(async () => undefined)).database });
let page: Page;

const rowOf = (path: string) => page.locator('tbody tr', { has: page.getByText(path, { exact: true }) });

const aliasAt = (path: string) =>
  session.app.strapi.db.query(URL_ALIAS_UID).findOne({ select: ['url_path', 'generated'], where: { url_path: path } }) as Promise<{
    url_path: string;
    generated: boolean | null;
  } | null>;

describe('the Convert from Webtools dialog of the URLs page, as a super admin', () => {
  it('shows the dry run, applies it, and the URL list shows the converted paths', async () => {
    page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/plugins/sitetools`);
    await page.getByRole('button', { name: 'Convert from Webtools' }).click();

    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText('Convert from Strapi Webtools'));
    await shown(dialog.getByText('3 of 4 patterns converted'));
    await shown(dialog.getByText(/^api::category\.category \/c\/\[parent\.group\.name\]: \[parent\.group\.name\]/));
    const dryRun = await shown(dialog.getByText(/^\d+ paths set, 0 already in place, 0 refused$/));
    const paths = Number((await dryRun.innerText()).split(' ')[0]);
    expect(paths).toBeGreaterThan(5);
    expect(await aliasAt('/welcome-here')).toBeNull();

    await dialog.getByRole('button', { name: 'Apply' }).click();
    // The report of the apply replaces the dry run's, without the Apply button.
    await dialog.getByRole('button', { name: 'Apply' }).waitFor({ state: 'detached' });
    await shown(dialog.getByText(`${paths} paths set, 0 already in place, 0 refused`));
    await screenshot(page, 'webtools-import');
    expect(await aliasAt('/welcome-here')).toEqual({ url_path: '/welcome-here', generated: null });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list was read again after the apply: the hand-written alias and a generated one.
    for (const path of ['/welcome-here', '/team']) {
      await page.getByPlaceholder('Search a path').fill(path.slice(1));
      await shown(rowOf(path));
    }
  });
});
