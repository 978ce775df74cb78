import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { expectResponse } from './support/console-guard';
import { useAdminSession } from './support/session';

const session = useAdminSession();
let page: Page;

/** The super admin's page, logged in by the first test that needs it (login registers a failure hook, which only a test may). */
const superAdminPage = async () => {
  page ??= await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
  return page;
};

const patternInput = () => page.getByRole('combobox', { name: 'Pattern' });
const dialog = () => page.getByRole('dialog');
const rowOf = (pattern: string) => page.locator('tbody tr', { has: page.getByText(pattern, { exact: true }) });

/** The patterns the page asks the server to preview from now on, in order. */
const previewsSent = () => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/sitetools/patterns/preview')
      sent.push((request.postDataJSON() as { pattern: string }).pattern);
  });
  return sent;
};

/** A pattern with a token still open at its end, as while it is typed. */
const unfinished = (pattern: string) => /\[[^\]]*$/.test(pattern);

describe('the URL patterns page, as a super admin', () => {
  it('creates a pattern with the token autocomplete and previews it on real entries', async () => {
    await superAdminPage();
    await page.goto(`${session.app.url}/admin/plugins/sitetools/patterns`);
    await page.getByRole('button', { name: 'Add a pattern' }).click();
    await shown(dialog().getByRole('heading', { name: 'Add a URL pattern' }));
    // Article comes first among the enabled types (sorted by name), so it is preselected.
    await shown(dialog().getByRole('combobox', { name: 'Content type' }).getByText('Article'));

    await patternInput().pressSequentially('/blog/[');
    const options = page.getByRole('listbox', { name: 'Tokens' }).getByRole('option');
    await shown(options);
    const offered = await options.allInnerTexts();
    expect(offered.some((text) => text.startsWith('[title]'))).toBe(true);
    expect(offered.some((text) => text.startsWith('[category.name]'))).toBe(true);
    expect(await patternInput().getAttribute('aria-expanded')).toBe('true');

    // Down to the second suggestion and back up to the first, then Enter inserts it.
    await patternInput().press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await patternInput().press('ArrowUp');
    expect(await options.nth(0).getAttribute('aria-selected')).toBe('true');
    await patternInput().press('Enter');
    expect(await patternInput().inputValue()).toBe('/blog/[title]');
    expect(await patternInput().getAttribute('aria-expanded')).toBe('false');

    // The preview renders the seeded article with the new pattern and counts the change.
    const preview = page.getByTestId('pattern-preview');
    await shown(preview.getByText('/blog/hello-world', { exact: true }));
    await shown(preview.getByText('/articles/hello-world', { exact: true }));
    await shown(preview.getByText('1 of 1 existing paths would change'));
    await screenshot(page, 'patterns');

    await dialog().getByRole('button', { name: 'Save' }).click();
    await shown(rowOf('/blog/[title]'));
    expect(await rowOf('/blog/[title]').getByText('Article', { exact: true }).count()).toBe(1);
  });

  it('narrows the suggestions to what is typed inside a token, and Escape closes them but not the modal', async () => {
    await superAdminPage();
    await page.getByRole('button', { name: 'Edit the pattern of Article' }).click();
    await shown(dialog().getByRole('heading', { name: 'Edit the URL pattern' }));
    await patternInput().fill('');
    await patternInput().pressSequentially('/[category.n');
    const options = page.getByRole('listbox', { name: 'Tokens' }).getByRole('option');
    await shown(options);
    expect((await options.allInnerTexts())[0]).toMatch(/^\[category\.name\]/);
    await patternInput().press('Escape');
    await page.getByRole('listbox', { name: 'Tokens' }).waitFor({ state: 'detached' });
    await shown(dialog());
  });

  it('previews and checks a pattern only once its token is closed, with pauses while typing', async () => {
    await superAdminPage();
    const sent = previewsSent();
    await patternInput().fill('/x/[');
    // Each key waits longer than the pause after which the pattern is previewed.
    await patternInput().pressSequentially('categ', { delay: 500 });
    await page.waitForTimeout(1000);
    expect(sent).toEqual([]);
    expect(await patternInput().getAttribute('aria-invalid')).not.toBe('true');
    const closed = page.waitForResponse((response) => response.url().endsWith('/sitetools/patterns/preview') && response.status() === 200);
    await patternInput().pressSequentially('ory.name]');
    await closed;
    expect(sent.at(-1)).toBe('/x/[category.name]');
    expect(sent.filter(unfinished)).toEqual([]);
    await shown(page.getByTestId('pattern-preview'));
  });

  it('shows the server message under the field for a pattern it refuses', async () => {
    await superAdminPage();
    expectResponse(page, { status: 400, path: /^\/sitetools\/patterns\/preview$/ });
    await patternInput().fill('/x/[nope]');
    await shown(dialog().getByText('[nope]: this content type has no field nope'));
  });

  it('edits the pattern', async () => {
    await superAdminPage();
    await patternInput().fill('/news/[title]');
    await shown(page.getByTestId('pattern-preview').getByText('/news/hello-world', { exact: true }));
    await dialog().getByRole('button', { name: 'Save' }).click();
    await shown(rowOf('/news/[title]'));
    expect(await rowOf('/blog/[title]').count()).toBe(0);
  });

  it('deletes the pattern after a confirmation', async () => {
    await superAdminPage();
    await page.getByRole('button', { name: 'Delete the pattern of Article' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await rowOf('/news/[title]').waitFor({ state: 'detached' });
    const stored = await session.app.strapi.db.query('plugin::sitetools.url-pattern').count();
    expect(stored).toBe(0);
  });

  it('says, with no pattern at all, what the default pattern gives', async () => {
    await superAdminPage();
    const { config } = session.app.strapi;
    const patterns = config.get('plugin::sitetools.patterns');
    // The playground's config has the About single type's pattern; without it the list is empty.
    config.set('plugin::sitetools.patterns', {});
    try {
      await page.reload();
      await shown(
        page.getByText(
          'No URL pattern yet: every type uses /[pluralName]/[its uid field], and while that field is empty, its source field as a slug (a page titled About gets /pages/about).'
        )
      );
      await screenshot(page, 'patterns-empty');
    } finally {
      config.set('plugin::sitetools.patterns', patterns);
    }
  });
});

describe('the URL patterns page, as a user who may read but not manage patterns', () => {
  it('lists the patterns without buttons to change them', async () => {
    // Editors get the read action of sitetools only, on top of their Content Manager actions.
    const editor = await session.app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    await session.app.strapi
      .service('admin::permission')
      .createMany([{ action: 'plugin::sitetools.read', subject: null, properties: {}, conditions: [], role: editor.id }]);
    await session.app.strapi.db.query('plugin::sitetools.url-pattern').create({
      data: { contenttype: 'api::page.page', localeCode: null, pattern: '/p/[title]' },
    });
    const reader = await createAdminUser(session.app.strapi, 'strapi-editor');
    const readerPage = await login(session.browser, session.app, reader);
    await readerPage.goto(`${session.app.url}/admin/plugins/sitetools/patterns`);
    await shown(readerPage.getByText('/p/[title]', { exact: true }));
    expect(await readerPage.getByRole('button', { name: 'Add a pattern' }).count()).toBe(0);
    expect(await readerPage.getByRole('button', { name: /Edit the pattern/ }).count()).toBe(0);
    expect(await readerPage.getByRole('button', { name: /Delete the pattern/ }).count()).toBe(0);
  });
});
