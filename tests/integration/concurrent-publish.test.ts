import { setTimeout as sleep } from 'node:timers/promises';
import { ALIAS_CHANGED_EVENT } from 'sitetools-kit/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AliasChangedEvent } from '../../shared/contracts/events';
import { adminToken } from './support/admin';
import { documents } from './support/documents';
import { api, type ApiResponse } from './support/api';
import { startOtherInstance, type OtherInstance } from './support/instance';
import { startTestApp, type TestApp } from './support/strapi';
import { describeOnSharedDatabase, testDatabase } from './support/database';

const PAGE_UID = 'api::page.page';
const ALIAS_UID = 'plugin::sitetools.url-alias';
const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const CM = `/content-manager/collection-types/${PAGE_UID}`;
const ROUNDS = 20;
// A publish answers before its aliases are reconciled (after the commit), so the state settles
// shortly after the answers.
const SETTLE_MS = 5_000;

let app: TestApp;
let admin: string;
/** Paths that alias changes made live on this instance, by entry, seen through the hub. */
const wentLive = new Map<string, Set<string>>();
/** Errors sitetools logged on this instance. */
const errorsLogged: string[] = [];

/** `Pair 3 B` → `/pages/pair-3-b`: the zero-configuration path of a title. */
const pathOf = (title: string) => `/pages/${title.toLowerCase().replace(/ /g, '-')}`;

// Under MySQL's repeatable read the second of two publishes still reads, in its snapshot, the
// published row the first one replaced, and Strapi's own check (one published row per document and
// locale) refuses it with a 400. PostgreSQL's read committed sees the replacement; SQLite runs one
// transaction at a time.
const refusedByStrapi = (res: ApiResponse) =>
  testDatabase === 'mysql' && res.status === 400 && /^A published entry .* must be unique\.$/.test(String(res.error?.message));

/**
 * Publishes `title` on the instance at `url` through the Content Manager: in even rounds as one
 * publish with the data, in odd ones as a save followed by a publish, as the admin panel sends them.
 * Resolves with the answers that went wrong, and whether the publish was made.
 */
const publishOn = async (url: string, documentId: string, title: string, round: number) => {
  const answers: ApiResponse[] = [];
  if (round % 2 === 1) answers.push(await api(url).put(`${CM}/${documentId}?locale=en`, { title }, { token: admin }));
  const published = await api(url).post(`${CM}/${documentId}/actions/publish?locale=en`, round % 2 === 0 ? { title } : {}, {
    token: admin,
  });
  answers.push(published);
  return {
    published: published.status === 200,
    wrong: answers
      .filter((res) => res.status !== 200 && !refusedByStrapi(res))
      .map((res) => `answered ${res.status}: ${JSON.stringify(res.error)}`),
  };
};

interface Stored {
  /** Titles of the published rows (one, unless Strapi itself raced). */
  titles: string[];
  aliases: Array<{ url_path: string; live: boolean }>;
  /** Published redirects from the entry's paths, from → to. */
  redirects: Map<string, string>;
}

const stored = async (documentId: string, prefix: string): Promise<Stored> => {
  const rows = (await app.strapi.db.query(PAGE_UID).findMany({
    select: ['title'],
    where: { documentId, locale: 'en', publishedAt: { $notNull: true } },
    orderBy: { id: 'asc' },
  })) as Array<{ title: string }>;
  const aliases = (await app.strapi.db.query(ALIAS_UID).findMany({
    select: ['url_path', 'live'],
    where: { contenttype: PAGE_UID, entryDocumentId: documentId },
  })) as Array<{ url_path: string; live: boolean }>;
  const redirects = (await app.strapi.db.query(REDIRECT_UID).findMany({
    select: ['from', 'to'],
    where: { publishedAt: { $notNull: true }, from: { $startsWith: prefix } },
  })) as Array<{ from: string; to: string }>;
  return {
    titles: rows.map((row) => row.title),
    aliases: aliases.map(({ url_path, live }) => ({ url_path, live: Boolean(live) })),
    redirects: new Map(redirects.map((row) => [row.from, row.to])),
  };
};

/** What is wrong with the stored state, given the paths that were live before (empty: all is well). */
const problemsOf = ({ titles, aliases, redirects }: Stored, oldPaths: Set<string>): string[] => {
  if (titles.length !== 1) return [`${titles.length} published versions: ${titles.join(', ')}`];
  const final = pathOf(titles[0]);
  const problems: string[] = [];
  if (aliases.length !== 1 || aliases[0].url_path !== final || !aliases[0].live) {
    problems.push(`the published title is ${titles[0]}, the aliases are ${JSON.stringify(aliases)}`);
  }
  if (redirects.has(final)) problems.push(`the live path ${final} redirects to ${redirects.get(final)}`);
  for (const path of oldPaths) {
    if (path !== final && redirects.get(path) !== final) problems.push(`${path} redirects to ${redirects.get(path)}, not ${final}`);
  }
  for (const [from, to] of redirects) {
    if (to !== final && !oldPaths.has(from)) problems.push(`${from} redirects to ${to}, not ${final}`);
  }
  return problems;
};

/** Waits until the reconciles of a round are done (or SETTLE_MS passed); resolves with the problems left. */
const settle = async (documentId: string, prefix: string, oldPaths: () => Set<string>) => {
  const deadline = Date.now() + SETTLE_MS;
  let state = await stored(documentId, prefix);
  while (problemsOf(state, oldPaths()).length > 0 && Date.now() < deadline) {
    await sleep(50);
    state = await stored(documentId, prefix);
  }
  return { state, problems: problemsOf(state, oldPaths()) };
};

/**
 * Rounds of two publishes of one entry with different titles at the same moment, sent to
 * `urls()` (one instance, or one publish to each of two). Resolves with what went wrong, round by
 * round: an answer other than 200, a live path that is not the published title's, a path that
 * was live and does not redirect to the live path in one hop.
 */
const publishRounds = async (name: string, urls: () => [string, string]): Promise<string[]> => {
  const start = `${name} start`;
  const page = await documents(app.strapi, PAGE_UID).create({ data: { title: start }, locale: 'en', status: 'published' });
  const prefix = pathOf(name);
  const seen = new Set([pathOf(start)]);
  const oldPaths = () => new Set([...seen, ...(wentLive.get(page.documentId) ?? [])]);
  const failures: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const [first, second] = urls();
    const answers = await Promise.all([
      publishOn(first, page.documentId, `${name} ${round} B`, round),
      publishOn(second, page.documentId, `${name} ${round} C`, round),
    ]);
    failures.push(...answers.flatMap(({ wrong }) => wrong.map((answer) => `round ${round}: ${answer}`)));
    if (!answers.some(({ published }) => published)) failures.push(`round ${round}: neither publish was made`);
    const { state, problems } = await settle(page.documentId, prefix, oldPaths);
    failures.push(...problems.map((problem) => `round ${round}: ${problem}`));
    for (const { url_path, live } of state.aliases) if (live) seen.add(url_path);
  }
  // A reconcile still running must not undo the settled state.
  await sleep(500);
  const left = problemsOf(await stored(page.documentId, prefix), oldPaths());
  return [...failures, ...left.map((problem) => `at the end: ${problem}`), ...errorsLogged.splice(0)];
};

/** Records the paths that went live and the errors sitetools logs on this instance. */
const watch = () => {
  app.strapi.eventHub.on(ALIAS_CHANGED_EVENT, async (event: AliasChangedEvent) => {
    if (event.contenttype !== PAGE_UID || !event.after?.live) return;
    const paths = wentLive.get(event.entryDocumentId) ?? new Set<string>();
    wentLive.set(event.entryDocumentId, paths.add(event.after.url_path));
  });
  const log = app.strapi.log;
  const original = log.error.bind(log);
  log.error = ((message: unknown, ...rest: unknown[]) => {
    if (String(message).includes('sitetools')) errorsLogged.push(`logged: ${String(message)}`);
    return original(message as string, ...(rest as []));
  }) as typeof log.error;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await adminToken(app.strapi, app.url, 'strapi-super-admin');
  watch();
}, 240_000);
afterAll(() => app?.stop());

describe('concurrent publishes of one entry', () => {
  it('on one instance: no error, the live path follows the last publish, every old path redirects to it', async () => {
    expect(await publishRounds('Solo', () => [app.url, app.url])).toEqual([]);
  }, 300_000);
});

describeOnSharedDatabase('concurrent publishes of one entry on two instances', () => {
  let other: OtherInstance;
  beforeAll(async () => {
    other = await startOtherInstance();
  }, 240_000);
  afterAll(() => other?.stop());

  it('no error, the live path follows the last publish, every old path redirects to it', async () => {
    // Alternate which instance gets which title, so neither always wins.
    let round = 0;
    expect(await publishRounds('Pair', () => (round++ % 2 === 0 ? [app.url, other.url] : [other.url, app.url]))).toEqual([]);
  }, 300_000);
});
