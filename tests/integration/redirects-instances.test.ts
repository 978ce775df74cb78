import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RedirectErrorDetails, RedirectsUpdateEvent, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import { startOtherInstance, type OtherInstance } from './support/instance';
import { startTestApp, type TestApp } from './support/strapi';
import { describeOnSharedDatabase } from './support/database';
import { pollUntil } from './support/poll';

const ADMIN = '/sitetools-addon-redirects/redirects';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

let app: TestApp;
let other: OtherInstance;
let admin: string;
/** A webhook receiver on 127.0.0.1: what both instances deliver. */
let receiver: Server;
const received: Array<{ event: string } & RedirectsUpdateEvent> = [];

type Refused = { error: { details: RedirectErrorDetails } };

const createOn = (url: string, from: string, to: string) =>
  api(url).post<SaveRedirect.Response | Refused>(ADMIN, { data: { from, to }, publish: true }, { token: admin });

/** The published redirects, from → to. */
const published = async () => {
  const rows = (await app.strapi.db.query(REDIRECT_UID).findMany({ where: { publishedAt: { $notNull: true } } })) as Array<{
    from: string;
    to: string;
  }>;
  return new Map(rows.map((row) => [row.from, row.to]));
};

describeOnSharedDatabase('redirect writes on two instances of one database', () => {
  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(JSON.parse(body) as (typeof received)[number]);
        res.writeHead(204, { connection: 'close' }).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    // Both instances' crons check the schedules every second.
    process.env.SITETOOLS_REDIRECT_SCHEDULE_SECONDS = '1';
    app = await startTestApp();
    admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    // Created before the other instance starts, which reads the webhooks at its start.
    const { port } = receiver.address() as AddressInfo;
    const hook = await api(app.url).post(
      '/admin/webhooks',
      { name: 'front-end', url: `http://127.0.0.1:${port}/revalidate`, headers: {}, events: ['sitetools.redirects.update'] },
      { token: admin }
    );
    expect(hook.status).toBe(201);
    other = await startOtherInstance();
  }, 240_000);
  afterAll(async () => {
    await other?.stop();
    await app?.stop();
    await new Promise((resolve) => receiver?.close(resolve));
    delete process.env.SITETOOLS_REDIRECT_SCHEDULE_SECONDS;
  });

  it("announces a scheduled rule's start once, though both instances' crons see it", async () => {
    const startsAt = new Date(Date.now() + 3000).toISOString();
    const saved = await api(other.url).post(
      ADMIN,
      { data: { from: '/inst-launch', to: '/pages/about', activeFrom: startsAt }, publish: true },
      { token: admin }
    );
    expect(saved.status).toBe(201);
    const names = (event: RedirectsUpdateEvent) => event.redirects.some(({ from }) => from === '/inst-launch');
    // The save's own event, then the start's: its version counts the boundary passed.
    const write = await pollUntil('the save is delivered', async () => received.find(names), Boolean, { timeout: 10_000, every: 100 });
    const starts = () => received.filter((event) => names(event) && event.version !== write?.version);
    await pollUntil(
      'the start is delivered',
      async () => starts().length,
      (count) => count > 0,
      { timeout: 15_000, every: 100 }
    );
    await sleep(2500);
    expect(starts()).toHaveLength(1);
  });

  it("answers a pattern rule written on the other instance in the router's hint within its refresh", async () => {
    const hint = async () => (await api(app.url).get(routerUrl('/inst-old/some-post'))).error?.details?.redirect ?? null;
    expect(await hint()).toBeNull();
    const saved = await api(other.url).post(
      ADMIN,
      { data: { from: '/inst-old/:slug', to: '/inst-new/:slug' }, publish: true },
      { token: admin }
    );
    expect(saved.status).toBe(201);
    const started = Date.now();
    const found = await pollUntil('the hint follows the other instance', hint, (value) => value !== null, { timeout: 5000, every: 50 });
    expect(found).toMatchObject({ to: '/inst-new/some-post', status_code: 301 });
    // The set's version is read at most once a second.
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('accepts one of two saves that would loop together, sent to each instance at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [`/inst-${round}-a`, `/inst-${round}-b`];
      const answers = await Promise.all([createOn(app.url, a, b), createOn(other.url, b, a)]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 400]);
      const refused = answers.find((res) => res.status === 400)?.body as Refused;
      expect(refused.error?.details.key).toBe('to');
      const live = await published();
      for (const [from, to] of live) {
        expect(to).not.toBe(from);
        expect(live.has(to)).toBe(false);
      }
    }
  });

  it('flattens chains written on both instances at the same moment', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b, c] = [`/flat-${round}-a`, `/flat-${round}-b`, `/flat-${round}-c`];
      const answers = await Promise.all([createOn(app.url, a, b), createOn(other.url, b, c)]);
      expect(answers.map((res) => res.status)).toEqual([201, 201]);
      const live = await published();
      expect([live.get(a), live.get(b)]).toEqual([c, c]);
    }
  });
});
