import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RedirectErrorDetails, SaveRedirect } from '../../addons/redirects/shared/contracts/redirects';
import { adminToken } from './support/admin';
import { api } from './support/api';
import { startOtherInstance, type OtherInstance } from './support/instance';
import { startTestApp, type TestApp } from './support/strapi';
import { describeOnSharedDatabase } from './support/database';

const ADMIN = '/sitetools-addon-redirects/redirects';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

let app: TestApp;
let other: OtherInstance;
let admin: string;

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
    app = await startTestApp();
    other = await startOtherInstance();
    admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  }, 240_000);
  afterAll(async () => {
    await other?.stop();
    await app?.stop();
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
