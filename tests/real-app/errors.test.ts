import { beforeAll, describe, expect, it } from 'vitest';
import { adminWithPermissions, apiToken, call, routerPath, superAdminToken, type ErrorBody } from './support';

// Strapi's error middleware answers an error with its status only when it is an instance of
// Strapi's own error classes. npm may give the app a second copy of @strapi/utils beside the one
// @strapi/core uses (run.sh makes the newest Strapi's app depend on a newer @strapi/utils; an
// older Strapi's app gets one through its own dependencies): every 4xx below must stay a 4xx.

const ARTICLE = 'api::article.article';
let admin: string;
let reader: string;
let articleId: string;

const expectError = async (answer: Promise<{ status: number; body: unknown }>, status: number, name: string) => {
  const { status: got, body } = await answer;
  expect({ status: got, name: (body as ErrorBody).error?.name }).toEqual({ status, name });
  expect((body as ErrorBody).data).toBeNull();
};

beforeAll(async () => {
  admin = await superAdminToken();
  reader = await apiToken(admin, 'read-only');
  const listed = await call<{ results: Array<{ documentId: string }> }>('GET', `/content-manager/collection-types/${ARTICLE}`, {
    token: admin,
  });
  articleId = listed.body.results[0].documentId;
});

describe('sitetools', () => {
  it('answers a path nothing lives at with a 404', async () => {
    await expectError(call('GET', routerPath('/nothing/lives/here'), { token: reader }), 404, 'NotFoundError');
  });

  it('answers a router call without a path with a 400', async () => {
    await expectError(call('GET', '/api/sitetools/router', { token: reader }), 400, 'ValidationError');
  });

  it('answers a hand-written path from an editor without "Edit entry URLs" with a 403', async () => {
    const fields = ['title', 'description', 'slug'];
    const editor = await adminWithPermissions(admin, [
      { action: 'plugin::content-manager.explorer.read', subject: ARTICLE, properties: { fields } },
      { action: 'plugin::content-manager.explorer.update', subject: ARTICLE, properties: { fields } },
    ]);
    const body = { title: 'Unchanged', sitetools: { generated: false, path: '/hand-written' } };
    await expectError(
      call('PUT', `/content-manager/collection-types/${ARTICLE}/${articleId}`, { token: editor, body }),
      403,
      'ForbiddenError'
    );
  });
});

describe('sitetools-addon-redirects', () => {
  it('answers the update of a redirect that does not exist with a 404', async () => {
    const body = { data: { from: '/a', to: '/b' } };
    await expectError(call('PUT', '/sitetools-addon-redirects/redirects/no-such-redirect', { token: admin, body }), 404, 'NotFoundError');
  });

  it('answers a malformed filter on the redirects list with a 400', async () => {
    await expectError(call('GET', '/api/sitetools/redirects?filters[nope][$eq]=1', { token: reader }), 400, 'ValidationError');
  });

  it('answers a redirect published at once by a role that may not publish with a 403', async () => {
    const creator = await adminWithPermissions(admin, [
      { action: 'plugin::sitetools-addon-redirects.read' },
      { action: 'plugin::sitetools-addon-redirects.create' },
    ]);
    const body = { data: { from: '/from-a-creator', to: '/to' }, publish: true };
    await expectError(call('POST', '/sitetools-addon-redirects/redirects', { token: creator, body }), 403, 'ForbiddenError');
  });
});
