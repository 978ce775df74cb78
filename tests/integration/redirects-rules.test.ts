/**
 * Regression tests of the redirect rules, each a case the model-based test
 * (redirects-model.test.ts) or a review found: drafts repointed by an import, a published redirect
 * with an unpublished edit, surrounding whitespace, and two opposite redirects at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminRedirect,
  FindRedirects,
  ImportFormat,
  RedirectErrorDetails,
  RedirectFields,
  RedirectVersions,
  SaveRedirect,
} from '../../addons/redirects/shared/contracts/redirects';
import { adminToken } from './support/admin';
import { api, type ApiResponse } from './support/api';
import { importRedirects } from './support/redirect-files';
import { READ_ACTIONS, setPublicPermissions } from './support/permissions';
import { startTestApp, type TestApp } from './support/strapi';

const ADMIN = '/sitetools-addon-redirects/redirects';
const PUBLIC = '/api/sitetools/redirects';
const FIND = 'plugin::sitetools-addon-redirects.redirect.find';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';

/** A refused write: a 400 ValidationError that names the field. */
interface Refusal {
  error: { name: string; message: string; details: RedirectErrorDetails };
}
type Saved = ApiResponse<SaveRedirect.Response & Partial<Refusal>>;

let app: TestApp;
let admin: string;

const save = (
  data: Record<string, unknown>,
  { publish = false, documentId }: { publish?: boolean; documentId?: string } = {}
): Promise<Saved> =>
  api(app.url).send(documentId ? 'PUT' : 'POST', documentId ? `${ADMIN}/${documentId}` : ADMIN, documentId ? { data } : { data, publish }, {
    token: admin,
  });

const importFile = (format: ImportFormat, content: string, dryRun: boolean) => importRedirects(app.url, admin, { format, content, dryRun });

/** The admin list's row (the latest edit) of the redirect from `from`. */
const adminRow = async (from: string): Promise<AdminRedirect | undefined> => {
  const res = await api(app.url).get<FindRedirects.Response>(`${ADMIN}?q=${encodeURIComponent(from)}&pageSize=100`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.find((row) => row.from === from);
};

/** Every page of the public list. */
const publicList = async (): Promise<RedirectFields[]> => {
  const rows: RedirectFields[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api(app.url).get<{ data: RedirectFields[]; meta: FindRedirects.Response['meta'] }>(
      `${PUBLIC}?pagination[page]=${page}&pagination[pageSize]=100&sort=from:asc`
    );
    expect(res.status).toBe(200);
    rows.push(...res.body.data);
    if (page >= res.body.meta.pagination.pageCount) return rows;
  }
};

/** The public list's redirects whose from starts with `prefix`, from → to. */
const publishedFrom = async (prefix: string) =>
  Object.fromEntries((await publicList()).filter((row) => row.from.startsWith(prefix)).map((row) => [row.from, row.to]));

/** The public list is flat: no redirect to itself, none whose target is another's source. */
const expectFlat = (rows: RedirectFields[]) => {
  const sources = new Set(rows.map((row) => row.from));
  expect(sources.size, 'one published redirect per from').toBe(rows.length);
  expect(
    rows.filter((row) => row.to !== null && sources.has(row.to)),
    'published redirects that lead to another'
  ).toEqual([]);
};

/** The stored versions (draft and published rows) from under `prefix` with whitespace around from or to. */
const untrimmedRows = async (prefix: string) => {
  const rows = (await app.strapi.db.query(REDIRECT_UID).findMany({ select: ['from', 'to', 'publishedAt'] })) as RedirectFields[];
  return rows.filter(
    (row) => row.from.trim().startsWith(prefix) && (row.from !== row.from.trim() || (row.to !== null && row.to !== row.to.trim()))
  );
};

const versions = (from: string, to: string): RedirectVersions['draft'] => ({
  from,
  to,
  status_code: 301,
  locale: null,
  query: 'pass' as const,
  activeFrom: null,
  activeUntil: null,
});

beforeAll(async () => {
  app = await startTestApp();
  await setPublicPermissions(app.strapi, [...READ_ACTIONS, FIND]);
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
});
afterAll(() => app?.stop());

describe('an import and the drafts it repoints', () => {
  it('publishes the imported line and repoints a draft that pointed at its from, leaving it a draft', async () => {
    expect((await save({ from: '/dp1', to: '/dp2' })).status).toBe(201);
    const content = 'from,to\n/dp2,/dp3\n';

    const dry = await importFile('csv', content, true);
    expect(dry.status).toBe(200);
    const applied = await importFile('csv', content, false);
    expect(applied.status).toBe(200);
    expect(await publishedFrom('/dp')).toEqual({ '/dp2': '/dp3' });
    expect(await adminRow('/dp1')).toMatchObject({ to: '/dp3', state: 'draft', publishedAt: null });

    expect(dry.body.changes).toEqual([
      {
        from: '/dp1',
        locale: null,
        before: { draft: versions('/dp1', '/dp2'), published: null },
        after: { draft: versions('/dp1', '/dp3'), published: null },
      },
      { from: '/dp2', locale: null, before: null, after: { draft: versions('/dp2', '/dp3'), published: versions('/dp2', '/dp3') } },
    ]);
    expect(applied.body.changes).toEqual(dry.body.changes);
  });
});

describe('an import and a published redirect with an unpublished edit', () => {
  it('refuses a line that would loop with the published version, whatever the draft says', async () => {
    const created = await save({ from: '/ch1', to: '/ch2' }, { publish: true });
    expect(created.status).toBe(201);
    expect((await save({ from: '/ch1', to: '/ch3' }, { documentId: created.body.data.documentId })).status).toBe(200);

    for (const dryRun of [true, false]) {
      const res = await importFile('csv', 'from,to\n/ch2,/ch1\n', dryRun);
      expect(res.status).toBe(200);
      expect(res.body.lines).toEqual([expect.objectContaining({ line: 2, action: 'refuse', reason: expect.stringMatching(/loop/) })]);
      expect(res.body.changes).toEqual([]);
    }
    expect(await publishedFrom('/ch')).toEqual({ '/ch1': '/ch2' });
    expectFlat(await publicList());
    expect(await adminRow('/ch1')).toMatchObject({ to: '/ch3', state: 'modified' });
    expect(await adminRow('/ch2')).toBeUndefined();
  });
});

/** Whitespace around a path: the from and to sent, the field that has it, the path it means. */
const WHITESPACE: Array<[name: string, from: string, to: string, field: 'from' | 'to', meant: string]> = [
  ['a to with a leading space', '/ws-1', ' /ws-target', 'to', '/ws-target'],
  ['a to with a leading tab', '/ws-2', '\t/ws-target', 'to', '/ws-target'],
  ['a to with a trailing space', '/ws-3', '/ws-target ', 'to', '/ws-target'],
  ['an absolute to with spaces around it', '/ws-4', ' https://example.com/ws ', 'to', 'https://example.com/ws'],
  ['a from with a trailing space', '/ws-5 ', '/ws-target', 'from', '/ws-5'],
  ['a from with a leading space', ' /ws-6', '/ws-target', 'from', '/ws-6'],
  ['a from with a trailing tab', '/ws-7\t', '/ws-target', 'from', '/ws-7'],
];

/** `path` (whitespace kept) moved under `/<prefix>`, so that each route writes its own sources. */
const under = (prefix: string, path: string) => path.replace(/^(\s*)\//, `$1/${prefix}/`);

/** A write with whitespace is stored trimmed, or refused with a 400 naming the field. */
const expectTrimmedOrRefused = (res: Saved, status: number, field: 'from' | 'to', meant: string) => {
  if (res.status === 400) {
    expect(res.error?.details.key).toBe(field);
    return;
  }
  expect(res.status).toBe(status);
  expect(res.body.data[field]).toBe(meant);
};

describe('surrounding whitespace', () => {
  it.each(WHITESPACE)('is never stored: %s, through the admin create', async (_name, from, to, field, meant) => {
    const res = await save({ from: under('create', from), to }, { publish: true });
    expectTrimmedOrRefused(res, 201, field, field === 'from' ? under('create', meant) : meant);
    expect(await untrimmedRows(under('create', from).trim())).toEqual([]);
  });

  it.each(WHITESPACE)('is never stored: %s, through the admin update', async (_name, from, to, field, meant) => {
    const created = await save({ from: under('update', from.trim()), to: '/elsewhere' }, { publish: true });
    expect(created.status).toBe(201);
    const res = await save({ from: under('update', from), to }, { documentId: created.body.data.documentId });
    expectTrimmedOrRefused(res, 200, field, field === 'from' ? under('update', meant) : meant);
    expect(await untrimmedRows(under('update', from).trim())).toEqual([]);
  });

  it.each(['csv', 'json'] as const)('is never stored through an import: %s', async (format) => {
    const lines = WHITESPACE.map(([, from, to]) => ({ from: under(format, from), to }));
    const content = format === 'json' ? JSON.stringify(lines) : ['from,to', ...lines.map(({ from, to }) => `${from},${to}`)].join('\n');
    const res = await importFile(format, content, false);
    expect(res.status).toBe(200);
    expect(res.body.lines).toHaveLength(WHITESPACE.length);
    res.body.lines.forEach((line, i) => {
      const [name, , , field, meant] = WHITESPACE[i];
      if (line.action === 'refuse') expect(line.reason, name).toMatch(new RegExp(`^${field}\\b`));
      else expect(field === 'from' ? line.from : line.to, name).toBe(field === 'from' ? under(format, meant) : meant);
    });
    expect(await untrimmedRows(`/${format}/`)).toEqual([]);
  });
});

describe('two opposite redirects at the same moment', () => {
  it('accepts exactly one and refuses the other as a loop, round after round', async () => {
    for (let round = 0; round < 10; round += 1) {
      const [a, b] = [`/race-${round}-a`, `/race-${round}-b`];
      const results = await Promise.all([save({ from: a, to: b }, { publish: true }), save({ from: b, to: a }, { publish: true })]);
      expect(results.map((res) => res.status).sort(), `round ${round}`).toEqual([201, 400]);
      const refused = results.find((res) => res.status === 400);
      expect(refused?.error).toMatchObject({ name: 'ValidationError', details: { key: 'to' } });
      const list = await publicList();
      expectFlat(list);
      expect(
        list.filter((row) => row.from === a || row.from === b),
        `round ${round}`
      ).toHaveLength(1);
    }
  });
});
