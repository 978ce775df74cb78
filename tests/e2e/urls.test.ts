import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BulkJob, JobsService } from '../../server/src/services/jobs/jobs';
import { documents } from '../integration/support/documents';
import { createAdminUser, fitsWidth, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const ALIAS_UID = 'plugin::sitetools.url-alias';
const ARTICLES = 300;

const session = useAdminSession();
const jobs = () => session.app.strapi.plugin('sitetools').service('jobs') as JobsService;
let page: Page;

const urlsPage = () => `${session.app.url}/admin/plugins/sitetools`;
const firstRowPath = () => page.locator('tbody tr').first().locator('td').first().innerText();
const rowOf = (path: string) => page.locator('tbody tr', { has: page.getByText(path, { exact: true }) });

/** Waits until the table shows exactly `count` rows (the list loads after each change). */
const rowsShown = (count: number) => page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n, count);

/** Waits until the browser's address matches, after the page changed its query. */
const addressHas = (pattern: RegExp) => page.waitForURL((url) => pattern.test(decodeURIComponent(url.search)));

/** One super admin session for the whole file, opened by the first test (login must run in a test). */
const signIn = async () => {
  page ??= await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
};

const pick = async (select: string, option: string) => {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
};

describe('the URLs page, as a super admin', () => {
  it('lists the seeded URLs, live and reserved, from the main menu', async () => {
    await signIn();
    await page.getByRole('link', { name: 'URLs' }).first().click();
    await page.waitForURL(/\/admin\/plugins\/sitetools$/);
    for (const path of ['/pages/about', '/pages/a-propos', '/pages/pricing', '/articles/hello-world']) {
      await shown(rowOf(path));
    }
    await shown(rowOf('/pages/coming-soon').getByText('Reserved (draft)'));
    await shown(page.getByText('7 URLs'));
    // The locale column as the Overview shows it: a type that is not localized has no locale.
    const localeOf = (path: string) => rowOf(path).locator('td').nth(2).innerText();
    expect(await localeOf('/articles/hello-world')).toBe('Not localized');
    expect(await localeOf('/pages/about')).toBe('en');
    expect(await localeOf('/pages/a-propos')).toBe('fr');
    await screenshot(page, 'urls');
  });

  it('searches a path and keeps the search in the address', async () => {
    await signIn();
    await page.getByPlaceholder('Search a path').fill('contact');
    await addressHas(/_q=contact/);
    await shown(rowOf('/pages/contact'));
    await page.getByText('/pages/about', { exact: true }).waitFor({ state: 'detached' });
    await rowsShown(2);
    await page.reload();
    expect(await page.getByPlaceholder('Search a path').inputValue()).toBe('contact');
    await rowsShown(2);
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await shown(rowOf('/pages/about'));
  });

  it('filters by locale and by content type', async () => {
    await signIn();
    await pick('Locale', 'French (fr)');
    await addressHas(/locale=fr/);
    await page.getByText('/pages/about', { exact: true }).waitFor({ state: 'detached' });
    await rowsShown(2);
    await page.goto(urlsPage());
    await pick('Content type', 'Article');
    await addressHas(/contenttype=api::article\.article/);
    await page.getByText('/pages/about', { exact: true }).waitFor({ state: 'detached' });
    await shown(rowOf('/articles/hello-world'));
  });

  it('sorts by a column header, both ways', async () => {
    await signIn();
    await page.goto(urlsPage());
    await shown(rowOf('/pages/about'));
    expect(await firstRowPath()).toBe('/articles/hello-world');
    await page.getByRole('button', { name: 'Path', exact: true }).click();
    await addressHas(/sort=url_path:desc/);
    await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent === '/pages/pricing');
    await page.getByRole('button', { name: 'Path', exact: true }).click();
    await addressHas(/sort=url_path:asc/);
    await page.waitForFunction(() => document.querySelector('tbody tr td')?.textContent === '/articles/hello-world');
  });

  it('fits a long path in the table at 1440 pixels wide, wrapped and whole', async () => {
    await signIn();
    const articles = documents(session.app.strapi, 'api::article.article');
    const long = await articles.create({
      data: { title: 'An article whose title is long enough to give it a path far wider than its column in the table' },
      status: 'published',
    });
    try {
      await page.goto(urlsPage());
      const path = '/articles/an-article-whose-title-is-long-enough-to-give-it-a-path-far-wider-than-its-column-in-the-table';
      const cell = rowOf(path).locator('td').first();
      await shown(cell);
      expect(page.viewportSize()?.width).toBe(1440);
      expect(await fitsWidth(page.locator('table').locator('xpath=..'))).toBe(true);
      expect(await fitsWidth(page.locator('html'))).toBe(true);
      expect(await cell.innerText()).toBe(path);
      await screenshot(page, 'urls-long-path');
    } finally {
      await articles.delete({ documentId: long.documentId });
    }
    expect(await session.app.strapi.db.query(ALIAS_UID).count({ where: { entryDocumentId: long.documentId } })).toBe(0);
  });

  it("links a URL to its entry in the Content Manager, in the entry's locale", async () => {
    await signIn();
    await page.goto(urlsPage());
    await rowOf('/pages/a-propos').getByRole('link', { name: 'Edit entry' }).click();
    await page.waitForURL((url) => url.pathname.includes('/content-manager/collection-types/api::page.page/'));
    expect(decodeURIComponent(page.url())).toContain('plugins[i18n][locale]=fr');
    await shown(page.getByRole('textbox', { name: /^title/i }));
    expect(await page.getByRole('textbox', { name: /^title/i }).inputValue()).toBe('À propos');
  });
});

describe('bulk generation, as a super admin', () => {
  it('generates the missing URLs with a live progress bar that survives a reload', async () => {
    await signIn();
    const articles = documents(session.app.strapi, 'api::article.article');
    for (let i = 0; i < ARTICLES; i += 1) {
      await articles.create({ data: { title: `Bulk article ${i}` }, status: 'published' });
    }
    await session.app.strapi.db.query(ALIAS_UID).deleteMany({ where: { contenttype: 'api::article.article' } });

    await page.goto(urlsPage());
    await shown(rowOf('/pages/about'));
    await page.getByRole('button', { name: 'Generate URLs' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Only these content types' }).click();
    await dialog.getByRole('checkbox', { name: 'Article' }).click();
    await dialog.getByRole('radio', { name: 'Only entries without a URL' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();

    // The job ran: its progress was shown while it did.
    await shown(page.getByText(/^Generating URLs: \d+ of 301 entries/));
    const progress = page.getByRole('progressbar', { name: 'URL generation progress' });
    await page.reload();
    await shown(page.getByText('URL generation finished: 301 of 301 entries'));
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByRole('button', { name: 'Cancel generation' }).count()).toBe(0);
    await screenshot(page, 'bulk-generation');

    expect(await session.app.strapi.db.query(ALIAS_UID).count({ where: { contenttype: 'api::article.article' } })).toBe(ARTICLES + 1);
    // The list was read again when the job finished: the new URLs are there.
    await pick('Content type', 'Article');
    await shown(page.getByText('301 URLs'));
  }, 300_000);

  it('finds a running job again after a reload, follows its progress and cancels it', async () => {
    await signIn();
    // A job that another instance of the app is running, half-way: every instance reads the
    // same job from the store, and this one must not take it over while its owner is alive. The
    // owner's heartbeat is dated a few minutes ahead so that it stays fresh (jobs.staleAfterMs)
    // however slowly the page loads: a slow machine must not turn this into a takeover.
    const alive = () => new Date(Date.now() + 5 * 60_000).toISOString();
    await jobs().updateJob((job) => ({
      ...(job as BulkJob),
      id: 'elsewhere',
      status: 'running',
      done: 120,
      total: 300,
      owner: 'other-instance',
      heartbeatAt: alive(),
    }));
    await page.reload();
    await shown(page.getByText('Generating URLs: 120 of 300 entries (40%)'));
    const progress = page.getByRole('progressbar', { name: 'URL generation progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('40');
    expect(await page.getByRole('button', { name: 'Generate URLs' }).isDisabled()).toBe(true);
    // The owner reports more progress; the page polls and shows it.
    await jobs().updateJob((job) => ({ ...(job as BulkJob), done: 210, heartbeatAt: alive() }));
    await shown(page.getByText('Generating URLs: 210 of 300 entries (70%)'));
    await screenshot(page, 'bulk-generation-running');
    await page.getByRole('button', { name: 'Cancel generation' }).click();
    await shown(page.getByText('URL generation cancelled after 210 of 300 entries'));
    expect((await jobs().job())?.status).toBe('cancelled');
    expect(await page.getByRole('button', { name: 'Generate URLs' }).isDisabled()).toBe(false);
  });

  it('lists an entry whose URL could not be written under the job and in the dialog', async () => {
    await signIn();
    const victim = (await documents(session.app.strapi, 'api::article.article').create({ data: { title: 'Doomed' }, status: 'published' }))
      .documentId;
    await session.app.strapi.db.query(ALIAS_UID).deleteMany({ where: { entryDocumentId: victim } });
    const generator = session.app.strapi.plugin('sitetools').service('alias-generator');
    const { basePath, basePaths } = generator;
    const refuse = () => Promise.reject(new Error('no URL for this article'));
    generator.basePaths = (uid: string, sources: Array<{ documentId: string }>, ...rest: unknown[]) =>
      sources.some((source) => source.documentId === victim) ? refuse() : basePaths(uid, sources, ...rest);
    generator.basePath = (uid: string, source: { documentId: string }, ...rest: unknown[]) =>
      source.documentId === victim ? refuse() : basePath(uid, source, ...rest);
    try {
      await page.getByRole('button', { name: 'Generate URLs' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Only these content types' }).click();
      await dialog.getByRole('checkbox', { name: 'Article' }).click();
      await dialog.getByRole('button', { name: 'Start' }).click();
      await shown(page.getByText(/^URL generation finished/));
    } finally {
      Object.assign(generator, { basePath, basePaths });
    }
    await shown(page.getByText('1 entry could not get a URL'));
    const listed = page.getByText(new RegExp(`Bulk generation · api::article.article ${victim}: Error: no URL for this article`));
    await shown(listed);
    await page.getByRole('button', { name: 'Generate URLs' }).click();
    await shown(page.getByRole('dialog').getByText(new RegExp(`${victim}: Error: no URL for this article`)));
    await screenshot(page, 'bulk-generation-failures');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  }, 120_000);
});
