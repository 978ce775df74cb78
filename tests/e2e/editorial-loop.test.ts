import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../integration/support/admin';
import { api, type DocumentResponse } from '../integration/support/api';
import { documents } from '../integration/support/documents';
import { createApiToken } from '../integration/support/permissions';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { addRevalidationWebhook, freePort, msUntil, startNextSite, type NextSite } from './support/next-example';
import { useAdminSession } from './support/session';

// The editorial loop end to end: Strapi's Preview panel shows a draft at its URL on the Next
// example, and a publish reaches the site through the sitetools webhook events, not through ISR
// (pages revalidate every 60 s, and the proxy reads the redirect manifest every 60 s here).
const PREVIEW_SECRET = 'editorial-preview-secret';
const REVALIDATE_SECRET = 'editorial-revalidate-secret';
const REFRESH_SECONDS = 60;
// The publish should be visible within 2 s; a busy machine gets 10.
const VISIBLE_WITHIN_MS = 10_000;

let nextPort: number;
// Strapi's preview config (the panel's front-end and the frame-src it allows) is read at boot:
// the site's port is chosen first.
beforeAll(async () => {
  nextPort = await freePort();
  Object.assign(process.env, { SITETOOLS_FRONTEND_URL: `http://127.0.0.1:${nextPort}`, SITETOOLS_PREVIEW_SECRET: PREVIEW_SECRET });
});
const session = useAdminSession();
let site: NextSite;

beforeAll(async () => {
  const { strapi } = session.app;
  // The front-end server's own token: reads pages, and drafts through the router.
  const previewToken = await createApiToken(strapi, 'custom', [
    'plugin::sitetools.router.find',
    'plugin::sitetools.router.preview',
    'api::page.page.find',
  ]);
  site = await startNextSite({
    strapiUrl: session.app.url,
    siteUrl: `http://127.0.0.1:${nextPort}`,
    refreshSeconds: REFRESH_SECONDS,
    previewToken,
    previewSecret: PREVIEW_SECRET,
    revalidateSecret: REVALIDATE_SECRET,
    port: nextPort,
  });
  console.info(`next build of examples/next: ${(site.buildMs / 1000).toFixed(1)} s`);
}, 300_000);

afterAll(async () => {
  await site?.stop();
  delete process.env.SITETOOLS_FRONTEND_URL;
  delete process.env.SITETOOLS_PREVIEW_SECRET;
});

const servesTitle = async (path: string, title: string): Promise<boolean> => {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return response.status === 200 && (await response.text()).includes(`<h1>${title}</h1>`);
};

const redirectsTo = async (from: string, to: string): Promise<boolean> => {
  const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
  return [301, 308].includes(response.status) && response.headers.get('location')?.split(', ')[0] === to;
};

describe('the editorial loop with the Next example', () => {
  it("shows a draft in the Preview panel at the URL it will publish to, with the draft's title", async () => {
    const { strapi, url } = session.app;
    const draft = await documents(strapi, 'api::page.page').create({ data: { title: 'Editorial draft' }, locale: 'en' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(`${url}/admin/content-manager/collection-types/api::page.page/${draft.documentId}?plugins[i18n][locale]=en`);
    await page
      .getByRole('link', { name: 'Open preview' })
      .or(page.getByRole('button', { name: 'Open preview' }))
      .click();

    const frame = page.locator('[data-testid="preview-iframe"]');
    await shown(frame);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${site.url}/api/preview`);
    expect(Object.fromEntries(src.searchParams)).toEqual({ secret: PREVIEW_SECRET, path: '/pages/editorial-draft', status: 'draft' });
    const content = page.frameLocator('[data-testid="preview-iframe"]');
    await shown(content.getByRole('heading', { level: 1, name: 'Editorial draft' }));
    await shown(content.getByRole('status').filter({ hasText: 'Preview' }));
    await screenshot(page, 'editorial-preview-panel');
    // The public site still has no page there.
    expect((await fetch(`${site.url}/pages/editorial-draft`, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves a published title change at its new URL and redirects the old one within seconds, through the webhook', async () => {
    const { strapi, url } = session.app;
    const token = await adminToken(strapi, url, 'strapi-super-admin');
    expect(await addRevalidationWebhook(url, token, site.url, REVALIDATE_SECRET)).toBe(201);

    const created = await documents(strapi, 'api::page.page').create({ data: { title: 'Loop before' }, locale: 'en', status: 'published' });
    const [oldPath, newPath] = ['/pages/loop-before', '/pages/loop-after'];
    // Both URLs rendered first, so that ISR holds them (the new one as a 404) for a minute.
    expect(await servesTitle(oldPath, 'Loop before')).toBe(true);
    expect((await fetch(`${site.url}${newPath}`, { redirect: 'manual' })).status).toBe(404);
    // The manifest is read once, and not again for REFRESH_SECONDS.
    expect((await fetch(`${site.url}/about-us`, { redirect: 'manual' })).status).toBe(301);

    const published = await api(url).post<DocumentResponse>(
      `/content-manager/collection-types/api::page.page/${created.documentId}/actions/publish?locale=en`,
      { title: 'Loop after' },
      { token }
    );
    const returned = Date.now();
    expect(published.status).toBe(200);
    await msUntil(() => servesTitle(newPath, 'Loop after'), VISIBLE_WITHIN_MS);
    const newUrlMs = Date.now() - returned;
    await msUntil(() => redirectsTo(oldPath, newPath), VISIBLE_WITHIN_MS);
    const hop = await fetch(`${site.url}${oldPath}`, { redirect: 'manual' });
    console.info(`publish to visible: new URL after ${newUrlMs} ms, both URLs after ${Date.now() - returned} ms (old URL: ${hop.status})`);
    // The proxy's redirect, read again because of the webhook (the page's own would be a 308).
    expect(hop.status).toBe(301);
  });
});
