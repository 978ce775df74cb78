import { beforeAll, describe, expect, it } from 'vitest';
import { apiToken, call, expectStatus, routerPath, superAdminToken } from './support';

// The example app's single type `about`, opted in without a pattern (enable-plugins.mjs). These
// checks hold the single-type behaviour the docs promise: a pattern without tokens (`/about`) is
// valid for a single type and gives its one entry that path.

const ABOUT = 'api::about.about';
let admin: string;
let reader: string;

beforeAll(async () => {
  admin = await superAdminToken();
  reader = await apiToken(admin, 'read-only');
});

describe('the single type about', () => {
  it('gets /about from the pattern /about, and the router serves it there', async () => {
    const pattern = await call('POST', '/sitetools/patterns', { token: admin, body: { contenttype: ABOUT, pattern: '/about' } });
    expect(pattern.status).toBeLessThan(300);
    const about = await expectStatus<{ data: { documentId: string; title: string } }>(200, 'GET', '/api/about', { token: reader });
    // Saving the entry again makes its path from the new pattern.
    await expectStatus(200, 'PUT', `/content-manager/single-types/${ABOUT}`, { token: admin, body: { title: about.data.title } });

    const routed = await expectStatus<{ data: { documentId: string }; meta: { contentType: string } }>(200, 'GET', routerPath('/about'), {
      token: reader,
    });
    expect(routed).toMatchObject({ data: { documentId: about.data.documentId }, meta: { contentType: ABOUT } });
    const listed = await expectStatus<{ data: Array<{ url_path: string }> }>(
      200,
      'GET',
      `/api/sitetools/url-alias?filters[contenttype][$eq]=${encodeURIComponent(ABOUT)}`,
      { token: reader }
    );
    expect(listed.data.map((alias) => alias.url_path)).toEqual(['/about']);
  });
});
