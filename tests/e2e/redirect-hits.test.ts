import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RedirectHitReport, ReportRedirectHits } from '../../addons/redirects/shared/contracts/redirect-hits';
import { adminToken } from '../integration/support/admin';
import { api } from '../integration/support/api';
import { createApiToken } from '../integration/support/permissions';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const PAGE_PATH = '/admin/plugins/sitetools-addon-redirects';
const HITS_ACTION = 'plugin::sitetools-addon-redirects.redirect-hit.create';
const DAY_MS = 86_400_000;
// The smallest budget the config takes (100 entries a minute for all reporters together), read at
// the app's start: the last step goes past it.
const ENV: Record<string, string> = { SITETOOLS_HITS_BUDGET: '100', SITETOOLS_HITS_BUDGET_SECONDS: '60' };
Object.assign(process.env, ENV);
afterAll(() => {
  for (const name of Object.keys(ENV)) delete process.env[name];
});

const session = useAdminSession();

/** The list row of the redirect from `from` (its first cell). */
const rowOf = (page: Page, from: string) =>
  page.locator('tbody tr').filter({ has: page.locator('td:first-child').getByText(from, { exact: true }) });

/** Reports hits as a front-end does (content API), then writes them at once instead of at the interval. */
const reportHits = async (token: string, data: RedirectHitReport[]) => {
  const res = await api(session.app.url).post<ReportRedirectHits.Response>('/api/sitetools/redirects/hits', { data }, { token });
  await session.app.strapi.plugin('sitetools-addon-redirects').service('redirect-hit').flush();
  return res;
};

/** How many versions of the redirects under `prefix` are stored: every row, and the published ones. */
const stored = async (prefix: string) => ({
  rows: await session.app.strapi.db.query(REDIRECT_UID).count({ where: { from: { $startsWith: prefix } } }),
  published: await session.app.strapi.db
    .query(REDIRECT_UID)
    .count({ where: { from: { $startsWith: prefix }, publishedAt: { $notNull: true } } }),
});

describe('a super admin reads redirect hits and clears the unused rules', () => {
  // The steps build on each other in one browser session, as an editor would work through them.
  let page: Page;
  let reporter: string;

  it('sees the hits front-ends reported in the Hits and Last hit columns, 0 and Never for a rule never hit', async () => {
    const admin = await adminToken(session.app.strapi, session.app.url, 'strapi-super-admin');
    for (const from of ['/e2e-hits/used', '/e2e-hits/stale', '/e2e-hits/never']) {
      const res = await api(session.app.url).post(
        '/sitetools-addon-redirects/redirects',
        { data: { from, to: '/pages/about' }, publish: true },
        { token: admin }
      );
      expect(res.status).toBe(201);
    }
    reporter = await createApiToken(session.app.strapi, 'custom', [HITS_ACTION]);
    const reported = await reportHits(reporter, [
      { from: '/e2e-hits/used', hits: 3 },
      { from: '/e2e-hits/stale', hits: 2, lastHit: new Date(Date.now() - 120 * DAY_MS).toISOString() },
    ]);
    expect(reported.body.data).toEqual({ counted: 2, ignored: 0 });

    page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}${PAGE_PATH}?q=/e2e-hits/`);
    const used = await shown(rowOf(page, '/e2e-hits/used'));
    const cells = (row: typeof used) => row.locator('td');
    // Hits, then Last hit: the sixth and seventh columns.
    await shown(cells(used).nth(5).getByText('3', { exact: true }));
    expect(await cells(used).nth(6).innerText()).toMatch(/\d{4}/);
    await shown(cells(rowOf(page, '/e2e-hits/stale')).nth(5).getByText('2', { exact: true }));
    const never = rowOf(page, '/e2e-hits/never');
    await shown(cells(never).nth(5).getByText('0', { exact: true }));
    await shown(cells(never).nth(6).getByText('Never', { exact: true }));
    // No entry was shed yet: no word of it.
    expect(await page.getByText(/shed at the hits intake budget/).count()).toBe(0);
    await screenshot(page, 'redirect-hits');
  });

  it('filters the rules unused for 90 days: the one hit long ago and the one never hit', async () => {
    await page.getByRole('combobox', { name: 'Unused for' }).click();
    await page.getByRole('option', { name: 'Unused for 90 days' }).click();
    await page.waitForURL((url) => url.searchParams.get('unusedDays') === '90');
    await rowOf(page, '/e2e-hits/used').waitFor({ state: 'detached' });
    await shown(rowOf(page, '/e2e-hits/stale'));
    await shown(rowOf(page, '/e2e-hits/never'));
    expect(await page.locator('tbody tr').count()).toBe(2);
  });

  it('unpublishes every listed rule after confirming, and leaves the used one published', async () => {
    await page.getByRole('button', { name: 'Unpublish the 2 listed' }).click();
    const confirm = await shown(page.getByRole('alertdialog'));
    await shown(confirm.getByText('Unpublish every redirect the filter lists (2, on every page)? Published ones stop at once.'));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await shown(page.getByText('2 redirects unpublished, 0 refused'));
    await shown(rowOf(page, '/e2e-hits/stale').getByText('Draft'));
    await shown(rowOf(page, '/e2e-hits/never').getByText('Draft'));
    // Three rules, each with its draft; only the used one is still published.
    expect(await stored('/e2e-hits/')).toEqual({ rows: 4, published: 1 });
  });

  it('deletes every listed rule after confirming, and keeps the used one', async () => {
    await page.getByRole('button', { name: 'Delete the 2 listed' }).click();
    const confirm = await shown(page.getByRole('alertdialog'));
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await shown(page.getByText('2 redirects deleted, 0 refused'));
    await rowOf(page, '/e2e-hits/stale').waitFor({ state: 'detached' });
    await rowOf(page, '/e2e-hits/never').waitFor({ state: 'detached' });
    expect(await stored('/e2e-hits/')).toEqual({ rows: 2, published: 1 });
    await page.goto(`${session.app.url}${PAGE_PATH}?q=/e2e-hits/`);
    await shown(rowOf(page, '/e2e-hits/used'));
    expect(await page.locator('tbody tr').count()).toBe(1);
  });

  it('says above the table how many hit entries the intake shed at its budget', async () => {
    // Full batches of entries naming no rule (ignored, but the budget counts them) until one is
    // shed: the one that finds the budget spent is shed whole, 100 entries.
    const batch = Array.from({ length: 100 }, () => ({ from: '/e2e-hits/no-such-rule' }));
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 3) statuses.push((await reportHits(reporter, batch)).status);
    expect(statuses.at(-1)).toBe(429);
    await page.reload();
    await shown(rowOf(page, '/e2e-hits/used'));
    await shown(
      page.getByText(/^100 hit entries shed at the hits intake budget since \w{3} \d{1,2}, \d{4}: those hits are not in the counts below$/)
    );
    // The shed entries were not counted as hits.
    await shown(rowOf(page, '/e2e-hits/used').locator('td').nth(5).getByText('3', { exact: true }));
    await screenshot(page, 'redirect-hits-shed');
  });
});
