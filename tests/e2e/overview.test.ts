import { describe, expect, it } from 'vitest';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();

describe('the Sitetools overview in the settings', () => {
  it('shows the enabled content types with their pattern per locale and the configuration', async () => {
    await session.app.strapi.db.query('plugin::sitetools.url-pattern').create({
      data: { contenttype: 'api::page.page', localeCode: 'fr', pattern: '/fr/[title]' },
    });
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/settings`);
    await page.waitForURL(/\/admin\/settings\/.+/);
    // Strapi's own settings have an "Overview" link too; this one is in the Sitetools section.
    await (await shown(page.locator('a[href$="/settings/sitetools"]', { hasText: 'Overview' }))).click();
    await page.waitForURL(/\/admin\/settings\/sitetools$/);
    await shown(page.getByRole('heading', { name: 'Sitetools overview' }));

    const types = page.locator('table').first();
    const row = (text: string) => types.locator('tbody tr', { has: page.getByText(text, { exact: true }) });
    await shown(row('/articles/[slug]'));
    expect(await row('/articles/[slug]').innerText()).toMatch(/Article[\s\S]*Not localized[\s\S]*Default\s+1/i);
    expect(await row('/fr/[title]').innerText()).toMatch(/fr[\s\S]*Admin\s+2/i);
    expect(await row('/pages/[slug]').innerText()).toMatch(/en[\s\S]*Default\s+4/i);
    // Category is not enabled, so it is not listed.
    expect(await types.getByText('Category').count()).toBe(0);

    const config = page.locator('table').nth(1);
    for (const key of ['patterns', 'transliterate', 'separator', 'maxSegmentLength', 'uniquePerLocale']) {
      await shown(config.getByText(key, { exact: true }));
    }
    expect(await config.locator('tbody tr', { has: page.getByText('maxSegmentLength', { exact: true }) }).innerText()).toContain('100');
    // The playground sets no front-end URL: the sitemap section says why there is none.
    await shown(page.getByText('No sitemap: set frontendUrl (or frontendUrls) in the plugin configuration.'));
    await screenshot(page, 'overview');
  });

  it('shows the sitemap index URL and its size once a front-end URL is set', async () => {
    session.app.strapi.config.set('plugin::sitetools.frontendUrl', 'https://www.example.com');
    try {
      const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
      await page.goto(`${session.app.url}/admin/settings/sitetools`);
      const link = await shown(page.getByRole('link', { name: `${session.app.url}/api/sitetools/sitemap.xml` }));
      expect(await link.getAttribute('href')).toBe(`${session.app.url}/api/sitetools/sitemap.xml`);
      // The seed's live paths: About and Contact in two locales, Pricing, the article.
      await shown(page.getByText(/^\d+ URLs in 1 file, at most \d+ per file$/));
      expect(await page.getByText(/URLs in 1 file/).innerText()).toMatch(/^6 URLs/);
    } finally {
      session.app.strapi.config.set('plugin::sitetools.frontendUrl', null);
    }
  });

  it('shows a pattern saved on the patterns page when the admin comes back to it, without a reload', async () => {
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/settings/sitetools`);
    const row = (text: string) =>
      page
        .locator('table')
        .first()
        .locator('tbody tr', { has: page.getByText(text, { exact: true }) });
    await shown(row('/articles/[slug]'));
    // A page load would clear this mark: every step below stays in the same document.
    await page.evaluate(() => Object.assign(window, { sitetoolsSameDocument: true }));

    // Straight to the patterns page in the same document, as the router follows a history entry
    // (through the URL list, its own loads would be cut short by the next click).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/plugins/sitetools/patterns');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('button', { name: 'Add a pattern' }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('combobox', { name: 'Content type' }).getByText('Article'));
    await dialog.getByRole('combobox', { name: 'Pattern' }).fill('/stories/[title]');
    await shown(page.getByTestId('pattern-preview').getByText('/stories/hello-world', { exact: true }));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await shown(page.locator('tbody tr', { has: page.getByText('/stories/[title]', { exact: true }) }));

    // Back to the Overview, whose cached answer the save marked stale: it shows the new pattern.
    await page.goBack();
    await page.waitForURL(/\/admin\/settings\/sitetools$/);
    await shown(row('/stories/[title]'));
    expect(await row('/articles/[slug]').count()).toBe(0);
    expect(await page.evaluate(() => 'sitetoolsSameDocument' in window)).toBe(true);
  });
});
