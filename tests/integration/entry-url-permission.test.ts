import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindEntryAlias } from '../../shared/contracts/entry-alias';
import { ACTIONS } from '../../shared/contracts/permissions';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { adminToken, contentManagerPermissions, contentTypePermission, createAdminRole } from './support/admin';
import { documents } from './support/documents';
import { api, type DocumentResponse } from './support/api';
import { startTestApp, type TestApp } from './support/strapi';

const PAGE = 'api::page.page';
const CM = `/content-manager/collection-types/${PAGE}`;
const ALL_FIELDS = ['title', 'slug', 'body', 'parent'];

let app: TestApp;
let superAdmin: string;
/** Tokens of admins whose roles differ in one thing each. */
const as: Record<'fieldLimited' | 'withoutUrls' | 'withUrls' | 'ownUrls', string> = {
  fieldLimited: '',
  withoutUrls: '',
  withUrls: '',
  ownUrls: '',
};

const contentManager = (writable = ALL_FIELDS) => contentManagerPermissions(PAGE, ALL_FIELDS, writable);
const editUrls = (conditions: string[] = []) => contentTypePermission(ACTIONS.editEntryUrls, PAGE, { conditions });

const pages = () => documents(app.strapi, PAGE);
const save = (token: string, documentId: string, body: Record<string, unknown>) =>
  api(app.url).put<DocumentResponse>(`${CM}/${documentId}?locale=en`, body, { token });
const publish = (token: string, documentId: string, body: Record<string, unknown>) =>
  api(app.url).post<DocumentResponse>(`${CM}/${documentId}/actions/publish?locale=en`, body, { token });
const create = (token: string, body: Record<string, unknown>) => api(app.url).post<DocumentResponse>(`${CM}?locale=en`, body, { token });
const panel = (token: string, documentId: string) =>
  api(app.url).get<FindEntryAlias.Response>(`/sitetools/entry-alias/${PAGE}?documentId=${documentId}&locale=en`, { token });
const aliasOf = (documentId: string) =>
  app.strapi.db.query(URL_ALIAS_UID).findOne({
    select: ['url_path', 'generated'],
    where: { contenttype: PAGE, entryDocumentId: documentId, locale: 'en' },
  });
const superAdminHasAction = async () => {
  const role = await app.strapi.service('admin::role').getSuperAdmin();
  return app.strapi.db.query('admin::permission').count({ where: { role: role.id, action: ACTIONS.editEntryUrls, subject: PAGE } });
};
const hand = (path: string) => ({ sitetools: { generated: false, path } });

beforeAll(async () => {
  app = await startTestApp();
  superAdmin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  const roles = {
    // The role of the issue: it may update the body of pages and nothing else.
    fieldLimited: await createAdminRole(app.strapi, contentManager(['body'])),
    withoutUrls: await createAdminRole(app.strapi, contentManager()),
    withUrls: await createAdminRole(app.strapi, [...contentManager(), editUrls()]),
    ownUrls: await createAdminRole(app.strapi, [...contentManager(), editUrls(['admin::is-creator'])]),
  };
  for (const key of Object.keys(roles) as Array<keyof typeof roles>) as[key] = await adminToken(app.strapi, app.url, roles[key]);
});
afterAll(() => app?.stop());

describe('"Edit entry URLs" on the Content Manager\'s save and publish', () => {
  it('refuses a hand-written path on save without it, field-limited or not, and takes it with it', async () => {
    const page = await pages().create({ data: { title: 'Save guarded' }, locale: 'en', status: 'published' });
    const fieldLimited = await save(as.fieldLimited, page.documentId, { body: 'text', ...hand('/moved/by-body-editor') });
    expect(fieldLimited.status).toBe(403);
    expect(fieldLimited.error).toMatchObject({ status: 403, name: 'ForbiddenError' });
    expect((await save(as.withoutUrls, page.documentId, { title: 'Save guarded', ...hand('/moved/by-editor') })).status).toBe(403);
    const draft = await app.strapi.db.query(PAGE).findOne({ where: { documentId: page.documentId, publishedAt: null } });
    expect(draft).toMatchObject({ body: null, sitetoolsManualPath: null });

    expect((await save(as.withUrls, page.documentId, { title: 'Save guarded', ...hand('/moved/by-url-editor') })).status).toBe(200);
    expect((await panel(superAdmin, page.documentId)).body.data).toMatchObject({ nextPath: '/moved/by-url-editor', generated: false });
  });

  it('refuses a hand-written path on publish without it, and publishes it with it', async () => {
    const page = await pages().create({ data: { title: 'Publish guarded' }, locale: 'en', status: 'published' });
    expect((await publish(as.fieldLimited, page.documentId, { body: 'text', ...hand('/published/by-body-editor') })).status).toBe(403);
    expect((await publish(as.withoutUrls, page.documentId, { title: 'Publish guarded', ...hand('/published/by-editor') })).status).toBe(
      403
    );
    expect(await aliasOf(page.documentId)).toEqual({ url_path: '/pages/publish-guarded', generated: true });

    expect((await publish(as.withUrls, page.documentId, { title: 'Publish guarded', ...hand('/published/by-url-editor') })).status).toBe(
      200
    );
    await expect.poll(() => aliasOf(page.documentId)).toEqual({ url_path: '/published/by-url-editor', generated: null });
  });

  it('also guards switching a hand-written path back to generated', async () => {
    const page = await pages().create({ data: { title: 'Back to generated' }, locale: 'en', status: 'published' });
    expect((await publish(superAdmin, page.documentId, { title: 'Back to generated', ...hand('/kept/by-hand') })).status).toBe(200);
    const back = { title: 'Back to generated', sitetools: { generated: true } };
    expect((await publish(as.withoutUrls, page.documentId, back)).status).toBe(403);
    expect(await aliasOf(page.documentId)).toEqual({ url_path: '/kept/by-hand', generated: null });
    expect((await publish(as.withUrls, page.documentId, back)).status).toBe(200);
    await expect.poll(() => aliasOf(page.documentId)).toEqual({ url_path: '/pages/back-to-generated', generated: true });
  });

  it('guards a path chosen while creating an entry', async () => {
    expect((await create(as.withoutUrls, { title: 'Created without', ...hand('/created/without') })).status).toBe(403);
    const created = await create(as.withUrls, { title: 'Created with', ...hand('/created/with') });
    expect(created.status).toBe(201);
    expect(await aliasOf(created.body.data.documentId)).toEqual({ url_path: '/created/with', generated: null });
  });

  it('leaves saves without a URL choice to the Content Manager', async () => {
    const page = await pages().create({ data: { title: 'Plain save' }, locale: 'en', status: 'published' });
    expect((await save(as.withoutUrls, page.documentId, { title: 'Plain save', body: 'edited' })).status).toBe(200);
    expect((await publish(as.withoutUrls, page.documentId, { title: 'Plain save', body: 'edited again' })).status).toBe(200);
    expect((await save(as.fieldLimited, page.documentId, { body: 'by the body editor' })).status).toBe(200);
  });

  it('follows its conditions: "Is creator" allows the own entry only', async () => {
    const own = await create(as.ownUrls, { title: 'Own entry', ...hand('/own/entry') });
    expect(own.status).toBe(201);
    const ownId: string = own.body.data.documentId;
    expect((await save(as.ownUrls, ownId, { title: 'Own entry', ...hand('/own/entry-renamed') })).status).toBe(200);
    expect((await publish(as.ownUrls, ownId, { title: 'Own entry', ...hand('/own/entry-published') })).status).toBe(200);

    const others = await create(superAdmin, { title: 'Not created by them' });
    expect(others.status).toBe(201);
    const othersId: string = others.body.data.documentId;
    expect((await save(as.ownUrls, othersId, { title: 'Not created by them', ...hand('/not/theirs') })).status).toBe(403);
    expect((await publish(as.ownUrls, othersId, { title: 'Not created by them', ...hand('/not/theirs') })).status).toBe(403);
    // The Content Manager's own update, without conditions here, still lets them edit the entry.
    expect((await save(as.ownUrls, othersId, { title: 'Not created by them', body: 'edited' })).status).toBe(200);
  });

  it('tells the panel whether the caller may change the path of this entry', async () => {
    const others = await create(superAdmin, { title: 'Panel verdicts' });
    const id: string = others.body.data.documentId;
    const verdict = async (token: string) => (await panel(token, id)).body.data.canEditPath;
    expect(await verdict(superAdmin)).toBe(true);
    expect(await verdict(as.withUrls)).toBe(true);
    expect(await verdict(as.withoutUrls)).toBe(false);
    expect(await verdict(as.fieldLimited)).toBe(false);
    expect(await verdict(as.ownUrls)).toBe(false);
    const own = await create(as.ownUrls, { title: 'Panel verdict own' });
    expect((await panel(as.ownUrls, own.body.data.documentId)).body.data.canEditPath).toBe(true);
  });
});

describe("Strapi's Editor and Author roles on the playground's new database", () => {
  const granted = async () => {
    const rows: Array<{ subject: string; properties: { locales?: string[] }; conditions: string[]; role: { code: string } }> =
      await app.strapi.db.query('admin::permission').findMany({
        where: { action: ACTIONS.editEntryUrls, role: { code: { $in: ['strapi-editor', 'strapi-author'] } } },
        populate: ['role'],
      });
    return rows
      .map(({ role, subject, properties, conditions }) => ({ role: role.code, subject, locales: properties.locales ?? 'any', conditions }))
      .sort((a, b) => `${a.role} ${a.subject}`.localeCompare(`${b.role} ${b.subject}`));
  };

  it('have "Edit entry URLs" on every type with URL aliases, in every locale, the Author on its own entries', async () => {
    const types = app.strapi
      .plugin('sitetools')
      .service('content-types')
      .enabled()
      .map((type: { uid: string }) => type.uid)
      .sort();
    expect(types).toEqual(['api::about.about', 'api::article.article', PAGE]);
    const localesOf = (uid: string) =>
      (app.strapi.contentTypes[uid as keyof typeof app.strapi.contentTypes].pluginOptions?.i18n as { localized?: boolean } | undefined)
        ?.localized
        ? ['en', 'fr']
        : 'any';
    expect(await granted()).toEqual([
      ...types.map((subject: string) => ({
        role: 'strapi-author',
        subject,
        locales: localesOf(subject),
        conditions: ['admin::is-creator'],
      })),
      ...types.map((subject: string) => ({ role: 'strapi-editor', subject, locales: localesOf(subject), conditions: [] })),
    ]);
  });

  it("let an editor write any French page's path by hand, and an author its own", async () => {
    const editor = await adminToken(app.strapi, app.url, 'strapi-editor');
    const page = await pages().create({ data: { title: 'Page de la rédaction' }, locale: 'fr', status: 'published' });
    const saved = await api(app.url).put(
      `${CM}/${page.documentId}?locale=fr`,
      { title: 'Page de la rédaction', ...hand('/fr/redaction') },
      { token: editor }
    );
    expect(saved.status).toBe(200);
    const frPanel = await api(app.url).get<FindEntryAlias.Response>(
      `/sitetools/entry-alias/${PAGE}?documentId=${page.documentId}&locale=fr`,
      {
        token: editor,
      }
    );
    expect(frPanel.body.data).toMatchObject({ nextPath: '/fr/redaction', generated: false, canEditPath: true });

    const author = await adminToken(app.strapi, app.url, 'strapi-author');
    const own = await api(app.url).post<DocumentResponse>(
      `${CM}?locale=fr`,
      { title: "Page d'une autrice", ...hand('/fr/autrice') },
      { token: author }
    );
    expect(own.status).toBe(201);
    const others = await api(app.url).put(
      `${CM}/${page.documentId}?locale=fr`,
      { title: 'Page de la rédaction', ...hand('/fr/pas-la-sienne') },
      { token: author }
    );
    expect(others.status).toBe(403);
  });
});

describe('the Super Admin role', () => {
  it('has the action on every type with URL aliases, and gets it back at start on an existing database', async () => {
    expect(await superAdminHasAction()).toBe(1);
    const page = await pages().create({ data: { title: 'Super admin' }, locale: 'en', status: 'published' });
    expect((await publish(superAdmin, page.documentId, { title: 'Super admin', ...hand('/super/admin') })).status).toBe(200);

    // A database from before the action existed: the Super Admin role lacks it until a start.
    await app.strapi.db.query('admin::permission').deleteMany({ where: { action: ACTIONS.editEntryUrls } });
    expect(await superAdminHasAction()).toBe(0);
    await app.restart();
    expect(await superAdminHasAction()).toBe(1);
    const token = await adminToken(app.strapi, app.url, 'strapi-super-admin');
    expect((await publish(token, page.documentId, { title: 'Super admin', ...hand('/super/admin-again') })).status).toBe(200);
  });
});
