import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRedirect, GetRedirectManifest, RedirectsUpdateEvent } from '../../addons/redirects/shared/contracts/redirects';
import { WEBHOOK_EVENTS } from '../../packages/kit/src/events';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { pollUntil } from './support/poll';
import { expectImportUnchanged, exportRedirects } from './support/redirect-files';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

// Scheduled rules (activeFrom, activeUntil): outside their window they do nothing; the manifest
// says when it next changes and its version moves then; Strapi's cron announces the change.

const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const ADMIN = '/sitetools-addon-redirects/redirects';
const MANIFEST = '/api/sitetools/redirects/manifest';

let app: TestApp;
let admin: string;
const events: RedirectsUpdateEvent[] = [];

const save = (data: Record<string, unknown>, publish = true) =>
  api(app.url).post<{ data: AdminRedirect }>(ADMIN, { data, publish }, { token: admin });

const manifest = async (etag?: string) => {
  const res = await fetch(`${app.url}${MANIFEST}`, { headers: etag ? { 'If-None-Match': etag } : {} });
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get('etag') ?? '',
    body: text ? (JSON.parse(text) as GetRedirectManifest.Response) : null,
  };
};

const hint = async (path: string) => (await api(app.url).get(routerUrl(path))).error?.details?.redirect ?? null;

beforeAll(async () => {
  process.env.SITETOOLS_REDIRECT_SCHEDULE_SECONDS = '1';
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  app.strapi.eventHub.on(WEBHOOK_EVENTS.SITETOOLS_REDIRECTS_UPDATE, async (event: RedirectsUpdateEvent) => {
    events.push(event);
  });
});
afterAll(async () => {
  await app?.stop();
  delete process.env.SITETOOLS_REDIRECT_SCHEDULE_SECONDS;
});

describe('a scheduled rule', () => {
  it('is checked: dates with their zone, the end after the start', async () => {
    const bad = await save({ from: '/sale', to: '/pages/about', activeFrom: 'next monday' });
    expect(bad.status).toBe(400);
    expect(bad.error?.details).toMatchObject({ key: 'activeFrom' });
    const noZone = await save({ from: '/sale', to: '/pages/about', activeFrom: '2026-12-01T09:00' });
    expect(noZone.error?.details).toMatchObject({ key: 'activeFrom' });
    const backwards = await save({ from: '/sale', to: '/pages/about', activeFrom: '2026-12-02', activeUntil: '2026-12-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.error).toMatchObject({ details: { key: 'activeUntil' }, message: 'activeUntil must be after activeFrom' });
    const saved = await save({ from: '/sale', to: '/pages/about', activeFrom: '2026-12-01T10:00:00+01:00', activeUntil: '2026-12-31' });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ activeFrom: '2026-12-01T09:00:00.000Z', activeUntil: '2026-12-31T00:00:00.000Z' });
    const [listed] = (await api(app.url).get<{ data: AdminRedirect[] }>(`${ADMIN}?q=/sale`, { token: admin })).body.data;
    expect(listed).toMatchObject({ state: 'published', activeFrom: '2026-12-01T09:00:00.000Z', activeUntil: '2026-12-31T00:00:00.000Z' });
  });

  it('does nothing outside its window, and starts on time: manifest, version, router, webhook event', async () => {
    const ended = await save({ from: '/summer', to: '/pages/about', activeUntil: new Date(Date.now() - 60_000).toISOString() });
    expect(ended.status).toBe(201);
    const startsAt = new Date(Date.now() + 3000);
    expect((await save({ from: '/launch', to: '/pages/contact', activeFrom: startsAt.toISOString() })).status).toBe(201);

    const before = await manifest();
    const sources = before.body?.data.map((rule) => rule.from);
    expect(sources).not.toContain('/summer');
    expect(sources).not.toContain('/launch');
    expect(before.body?.meta.nextChange).toBe(startsAt.toISOString());
    expect(await hint('/launch')).toBeNull();
    expect(await hint('/summer')).toBeNull();
    expect((await manifest(before.etag)).status).toBe(304);

    await pollUntil(
      'the manifest changes when the rule starts',
      () => manifest(before.etag),
      (res) => res.status === 200,
      { timeout: 10_000, every: 250 }
    );
    const after = await manifest();
    expect(after.body?.data).toEqual(expect.arrayContaining([{ from: '/launch', to: '/pages/contact', status_code: 301, locale: null }]));
    expect(after.etag).not.toBe(before.etag);
    expect(await hint('/launch')).toEqual({ to: '/pages/contact', status_code: 301, locale: null });

    // The cron's event for the start, not the write's: it carries the version after the start.
    const started = () =>
      events.filter((event) => event.version === after.body?.meta.version && event.redirects.some(({ from }) => from === '/launch'));
    await pollUntil(
      'the cron announces the rule',
      async () => started().length,
      (count) => count > 0,
      { timeout: 10_000, every: 250 }
    );
    // Once, though the cron ticks every second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(started()).toHaveLength(1);
  });

  it('stays out of chains: no redirect leads to it, and it starts where none leads', async () => {
    const through = await save({ from: '/to-sale', to: '/sale' });
    expect(through.status).toBe(400);
    expect(through.error).toMatchObject({ details: { key: 'to' } });
    expect((await save({ from: '/old-offer', to: '/offer' })).status).toBe(201);
    const landing = await save({ from: '/offer', to: '/pages/about', activeFrom: '2030-01-01' });
    expect(landing.status).toBe(400);
    expect(landing.error).toMatchObject({ details: { key: 'from' } });
  });

  it('goes out to a file with its schedule and comes back unchanged', async () => {
    const csv = await exportRedirects(app.url, admin, 'csv');
    const lines = csv.split('\n');
    expect(lines[0]).toBe('from,to,status_code,locale,activeFrom,activeUntil');
    expect(lines, csv).toContain('/sale,/pages/about,301,,2026-12-01T09:00:00.000Z,2026-12-31T00:00:00.000Z');
    await expectImportUnchanged(app.url, admin, 'csv', csv);
    await expectImportUnchanged(app.url, admin, 'json', await exportRedirects(app.url, admin, 'json'));
  });
});
