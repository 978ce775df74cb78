import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';
import type { FindUrlPatterns } from '../../shared/contracts/url-pattern';
import type { RunWebtoolsImport, WebtoolsImportReport } from '../../shared/contracts/webtools-import';
import type { FindByPath } from '../../shared/contracts/router';
import { adminToken } from './support/admin';
import { api, routerUrl } from './support/api';
import type { TestDatabase } from './support/database';
import { bootApp, destroyKeepingListeners, runtimeEnv } from './support/strapi';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { webtoolsDatabase } from './support/webtools';

const IMPORT = '/sitetools/webtools-import';

/** A URL Webtools served, and the entry it served there. */
interface Served {
  path: string;
  contentType: string;
  documentId: string;
  locale: string | null;
}

/** Every alias path Webtools has, and the entry its own lookup serves there. */
const servedUrls = async (strapi: Core.Strapi): Promise<{ served: Served[]; all: string[] }> => {
  const rows = (await strapi.db.connection('wt_url_alias').select('url_path')) as Array<{ url_path: string }>;
  const all = [...new Set(rows.map((row) => row.url_path))].sort();
  const lookup = strapi.plugin('webtools').service('url-alias');
  const served: Served[] = [];
  for (const path of all) {
    const { entity, contentType } = (await lookup.findRelatedEntity(path)) as {
      entity?: { documentId: string; locale?: string | null };
      contentType?: string;
    };
    if (entity && contentType) served.push({ path, contentType, documentId: entity.documentId, locale: entity.locale ?? null });
  }
  return { served, all };
};

let database: TestDatabase;
let strapi: Core.Strapi | undefined;
let url: string;
let admin: string;
let served: Served[];
let allPaths: string[];

beforeAll(async () => {
  let seen: Awaited<ReturnType<typeof servedUrls>>;
  // The app as it ran with Webtools, then the same database with sitetools installed and Webtools removed.
  ({ database, seen } = await webtoolsDatabase(servedUrls));
  ({ served, all: allPaths } = seen);
  Object.assign(process.env, database.env, runtimeEnv());
  ({ strapi, url } = await bootApp());
  await setPublicPermissions(strapi, READ_ACTIONS);
  admin = await adminToken(strapi, url, 'strapi-super-admin');
  // Two patterns Webtools' own admin would not write: one for a locale the site lacks, one whose
  // languages are no list (not even JSON on SQLite; PostgreSQL and MariaDB keep JSON only).
  await strapi.db.connection('wt_url_patterns').insert([
    { pattern: '/de/[title]', contenttype: 'api::page.page', languages: JSON.stringify(['de']) },
    { pattern: '/x/[title]', contenttype: 'api::article.article', languages: database.client === 'sqlite' ? 'en, fr' : '"en, fr"' },
  ]);
}, 600_000);

afterAll(async () => {
  if (strapi) await destroyKeepingListeners(strapi);
  await database?.drop();
});

const run = async (dryRun: boolean): Promise<WebtoolsImportReport> => {
  const res = await api(url).post<RunWebtoolsImport.Response>(IMPORT, { dryRun }, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data;
};

const resolved = async (path: string) => {
  const res = await api(url).get<FindByPath.Response>(routerUrl(path));
  return res.status === 200 ? { status: 200, documentId: res.body.data.documentId, locale: res.body.meta.locale } : { status: res.status };
};

describe('converting from Strapi Webtools', () => {
  it('finds the URLs Webtools served: generated, hand-written, per locale, from its default pattern', () => {
    const paths = served.map((entry) => entry.path);
    expect(paths).toContain('/welcome-here');
    expect(paths).toEqual(expect.arrayContaining(['/blog/guides/install-it', '/team', '/fr/equipe']));
    expect(paths.some((path) => path.startsWith('/pages/'))).toBe(true);
    // The draft's alias exists but served nothing.
    expect(allPaths).toContain('/draft-only');
    expect(paths).not.toContain('/draft-only');
  });

  it('refuses an editor without the import permission, and a body it does not understand', async () => {
    const editor = await adminToken(strapi as Core.Strapi, url, 'strapi-editor');
    expect((await api(url).post(IMPORT, { dryRun: true }, { token: editor })).status).toBe(403);
    const bad = await api(url).post(IMPORT, { dryRun: 'yes' }, { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.error?.name).toBe('ValidationError');
  });

  it('reports in a dry run and writes nothing', async () => {
    const report = await run(true);
    expect(report.found).toBe(true);
    expect(report.paths.lines.filter((line) => line.action === 'refuse')).toEqual([]);
    expect(report.paths.summary.generate).toBeGreaterThan(0);
    // Drafts (this test's and the playground seed's "Coming soon") served nothing.
    expect(report.skipped).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/draft-only', contenttype: 'api::page.page' })])
    );
    const servedPaths = served.map((entry) => entry.path);
    expect(report.skipped.filter((row) => servedPaths.includes(row.path))).toEqual([]);
    for (const { path } of served) expect((await resolved(path)).status).toBe(404);
    const patterns = await api(url).get<FindUrlPatterns.Response>('/sitetools/patterns', { token: admin });
    // The playground's About single type has its pattern in the plugin config, not in the table.
    expect(patterns.body.data.filter((row) => row.source !== 'config')).toEqual([]);
  });

  it('leaves nothing written, its patterns included, when the paths step fails on a later line', async () => {
    const app = strapi as Core.Strapi;
    const writes = (await run(true)).paths.lines.filter((line) => line.action === 'write' || line.action === 'generate');
    // The last line that writes fails as a lost database would; the patterns and the lines
    // before it were written in the same transaction.
    expect(writes.length).toBeGreaterThan(1);
    const failing = writes[writes.length - 1];
    const stopListening = app.db.lifecycles.subscribe({
      models: [failing.contentType as string],
      beforeUpdateMany(event) {
        if ((event.params.where as { documentId?: string } | undefined)?.documentId === failing.documentId) {
          throw new Error('the database went away');
        }
      },
    });
    try {
      const res = await api(url).post(IMPORT, { dryRun: false }, { token: admin });
      expect(res.status).toBe(500);
    } finally {
      stopListening();
    }
    const patterns = await api(url).get<FindUrlPatterns.Response>('/sitetools/patterns', { token: admin });
    expect(patterns.body.data.filter((row) => row.source !== 'config')).toEqual([]);
    for (const uid of new Set(writes.map((line) => line.contentType as string))) {
      const chosen = await app.db.query(uid as never).findMany({ where: { [MANUAL_PATH_ATTRIBUTE]: { $notNull: true } } });
      expect({ uid, chosen }).toEqual({ uid, chosen: [] });
    }
    for (const { path } of served) expect((await resolved(path)).status).toBe(404);
  });

  it('converts the patterns and reports the token sitetools cannot express', async () => {
    const planned = (await run(true)).patterns;
    const report = await run(false);
    // The dry run is the apply without the commit: the same report, pattern by pattern.
    expect(planned).toEqual(report.patterns);
    expect(report.patterns).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          contenttype: 'api::article.article',
          localeCode: null,
          pattern: '/blog/[category.name]/[title]',
          status: 'saved',
        }),
        expect.objectContaining({ contenttype: 'api::page.page', localeCode: 'en', pattern: '/[title]', status: 'saved' }),
        expect.objectContaining({ contenttype: 'api::page.page', localeCode: 'fr', pattern: '/fr/[title]', status: 'saved' }),
        expect.objectContaining({
          contenttype: 'api::category.category',
          status: 'refused',
          pattern: null,
          problems: [expect.objectContaining({ token: '[parent.group.name]' })],
        }),
        expect.objectContaining({
          contenttype: 'api::page.page',
          localeCode: 'de',
          status: 'refused',
          problems: [expect.objectContaining({ reason: 'localeCode: de is not a locale of this site' })],
        }),
        expect.objectContaining({
          contenttype: 'api::article.article',
          webtools: '/x/[title]',
          status: 'refused',
          problems: [{ token: '/x/[title]', reason: expect.stringMatching(/^its languages .+ are not (JSON|a list of locale codes)$/) }],
        }),
      ])
    );
    const saved = await api(url).get<FindUrlPatterns.Response>('/sitetools/patterns', { token: admin });
    const stored = saved.body.data.filter((row) => row.source !== 'config');
    expect(stored.map((row) => row.pattern).sort()).toEqual(['/[title]', '/blog/[category.name]/[title]', '/fr/[title]']);
  });

  it('serves every URL Webtools served, with the same entry', async () => {
    expect(served.length).toBeGreaterThan(5);
    for (const entry of served) {
      expect({ path: entry.path, ...(await resolved(entry.path)) }).toEqual({
        path: entry.path,
        status: 200,
        documentId: entry.documentId,
        locale: entry.locale,
      });
    }
  });

  it('keeps hand-written paths hand-written, and generated ones generated where the pattern gives them', async () => {
    const generatedOf = async (path: string) => {
      const res = await api(url).get<{ data: Array<{ generated: boolean | null }> }>(
        `/api/sitetools/url-alias?filters[url_path][$eq]=${encodeURIComponent(path)}`
      );
      return res.body.data.map((row) => row.generated);
    };
    expect(await generatedOf('/welcome-here')).toEqual([null]);
    // The paths the converted patterns give exactly; an article Webtools served at a suffixed
    // path (see above) keeps that path by hand.
    const exact = ['/blog/guides/install-it', '/team', '/fr/equipe'].filter((path) => served.some((entry) => entry.path === path));
    expect(exact.length).toBeGreaterThan(0);
    for (const path of exact) expect(await generatedOf(path)).toEqual([true]);
  });

  it("lists Webtools' default-pattern paths that the new pattern would not give, kept as written", async () => {
    const report = await run(true);
    expect(report.paths.lines.every((line) => line.action === 'unchanged')).toBe(true);
    const seeded = served.filter((entry) => entry.path.startsWith('/pages/'));
    expect(report.kept.map((row) => row.path)).toEqual(expect.arrayContaining(seeded.map((entry) => entry.path)));
  });
});
