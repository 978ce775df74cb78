import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/strapi';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

it('boots', async () => {
  const res = await fetch(`${app.url}/api/sitetools/router?path=/pages/about`);
  console.log(res.status, await res.text());
  const list = await fetch(`${app.url}/api/sitetools/url-alias`);
  console.log(list.status, await list.text());
  const pages = await fetch(`${app.url}/api/pages?populate=url_alias&locale=fr`);
  console.log(pages.status, await pages.text());
  expect(res.status).toBe(200);
});
