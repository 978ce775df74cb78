import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { adminToken } from '../integration/support/admin';
import { documents } from '../integration/support/documents';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { addRevalidationWebhook, msUntil, startNextSite, type NextSite } from './support/next-example';
import { useAdminSession } from './support/session';

// Internal links from the admin's pickers to the Next example: an "Internal link" field and a
// link pasted into a Blocks field both show on the site as the target's path, and follow it.
// Pages revalidate every 60 s; the move reaches the site through the sitetools webhook.
const REVALIDATE_SECRET = 'links-revalidate-secret';
// A move should be visible within 2 s; a busy machine gets 10.
const VISIBLE_WITHIN_MS = 10_000;

const session = useAdminSession();
let site: NextSite;

beforeAll(async () => {
  const { strapi, url } = session.app;
  site = await startNextSite({
    strapiUrl: url,
    siteUrl: 'https://www.example.test',
    refreshSeconds: 60,
    revalidateSecret: REVALIDATE_SECRET,
  });
  console.info(`next build of examples/next: ${(site.buildMs / 1000).toFixed(1)} s`);
  expect(await addRevalidationWebhook(url, await adminToken(strapi, url, 'strapi-super-admin'), site.url, REVALIDATE_SECRET)).toBe(201);
}, 300_000);

afterAll(async () => {
  await site?.stop();
});

/** A page of the site as its server renders it. */
const htmlOf = async (path: string): Promise<string> => (await fetch(`${site.url}${path}`)).text();

/** The `href`s of the links with this text in `html`. */
const hrefsIn = (html: string, text: string): string[] =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].filter((match) => match[2] === text).map((match) => match[1] as string);

/** Whether the page at `path` links `text` to exactly these `hrefs`, and shows `text` (as a link or not). */
const linksTo = async (path: string, text: string, hrefs: string[]): Promise<boolean> => {
  const html = await htmlOf(path);
  return html.includes(text) && JSON.stringify(hrefsIn(html, text)) === JSON.stringify(hrefs);
};

/** Publishes the entry open in the edit view. */
const publish = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: /^publish$/i }).click();
  await shown(page.getByText(/published document/i));
  await page.waitForURL((url) => !url.pathname.endsWith('/create'));
};

const createPage = async (title: string): Promise<Page> => {
  const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
  await page.goto(`${session.app.url}/admin/content-manager/collection-types/api::page.page/create?plugins[i18n][locale]=en`);
  await page.getByLabel(/^title/i).fill(title);
  return page;
};

describe('internal links on the Next example', () => {
  it("shows the seeded Pricing page's Internal link and Markdown link as links to Contact's path", async () => {
    expect(await linksTo('/pages/pricing', '/pages/contact', ['/pages/contact'])).toBe(true);
    expect(await linksTo('/pages/pricing', 'Write to us', ['/pages/contact'])).toBe(true);
  });

  it('links to the target picked in the Internal link field, and follows the target when it moves', async () => {
    const pages = documents(session.app.strapi, 'api::page.page');
    const target = await pages.create({ data: { title: 'Next link target' }, locale: 'en', status: 'published' });
    const page = await createPage('Next link holder');
    await page.getByLabel('Search by title or path').fill('next link target');
    await page.getByRole('button', { name: /Next link target · Page · \/pages\/next-link-target/ }).click();
    await shown(page.getByTestId('internal-link-current').filter({ hasText: 'Next link target' }));
    await publish(page);

    const visitor = await session.browser.newPage();
    const holder = '/pages/next-link-holder';
    await visitor.goto(`${site.url}${holder}`);
    await screenshot(visitor, 'next-example-internal-link');
    await visitor.getByRole('link', { name: '/pages/next-link-target' }).click();
    await shown(visitor.getByRole('heading', { level: 1, name: 'Next link target' }));

    await visitor.close();

    await pages.update({ documentId: target.documentId, locale: 'en', data: { slug: 'next-link-moved' }, status: 'published' });
    const followed = await msUntil(() => linksTo(holder, '/pages/next-link-moved', ['/pages/next-link-moved']), VISIBLE_WITHIN_MS);
    console.info(`target moved: the holder's link followed after ${followed} ms`);
    // An unpublished target: the field is null, and the page shows no link at all.
    await pages.unpublish({ documentId: target.documentId, locale: 'en' });
    const gone = await msUntil(async () => {
      const html = await htmlOf(holder);
      return html.includes('<h1>Next link holder</h1>') && !html.includes('See also');
    }, VISIBLE_WITHIN_MS);
    console.info(`target unpublished: the holder's link gone after ${gone} ms`);
  });

  it('copies a link for rich text from the Link to a page panel; pasted into a Blocks link, it shows as the target’s path', async () => {
    const pages = documents(session.app.strapi, 'api::page.page');
    const target = await pages.create({ data: { title: 'Rich text target' }, locale: 'en', status: 'published' });
    const page = await createPage('Rich text holder');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.app.url });

    await page.getByLabel('Search an entry to link to').fill('rich text target');
    await page.getByRole('button', { name: /Rich text target · Page · \/pages\/rich-text-target/ }).click();
    expect(await page.getByLabel('Link for rich text').inputValue()).toBe(`https://sitetools.invalid/${target.documentId}`);
    await page.getByRole('button', { name: 'Copy link for rich text' }).click();
    await shown(page.getByText('Link copied: paste it as the link URL in a Blocks or Markdown field'));
    await screenshot(page, 'rich-text-link-panel');

    // The Blocks editor's own link dialog, with the copied URL pasted into its Link field.
    await page.locator('[role="textbox"][contenteditable="true"]').click();
    await page.keyboard.type('Read more: ');
    await page.getByLabel('Link', { exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Text').fill('the target');
    await dialog.getByLabel('Link').focus();
    await page.keyboard.press('ControlOrMeta+V');
    expect(await dialog.getByLabel('Link').inputValue()).toBe(`https://sitetools.invalid/${target.documentId}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await publish(page);

    const holder = '/pages/rich-text-holder';
    console.info(
      `rich-text link on the Next page after ${await msUntil(() => linksTo(holder, 'the target', ['/pages/rich-text-target']), VISIBLE_WITHIN_MS)} ms`
    );
    // An unpublished target: the link's text stays, without a link.
    await pages.unpublish({ documentId: target.documentId, locale: 'en' });
    console.info(
      `target unpublished: text without link after ${await msUntil(() => linksTo(holder, 'the target', []), VISIBLE_WITHIN_MS)} ms`
    );
  });
});
