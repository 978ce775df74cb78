import { describe, expect, it } from 'vitest';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { api, routerUrl, type DocumentResponse } from './support/api';
import { PAGE_UID, seedPagesWithAliases, type SeededPage } from './support/bulk';
import { useCrashApp } from './support/crash';
import { readImport, startImport, waitForImport } from './support/path-import';
import { TEST_JOBS } from './support/strapi';

// A server killed (SIGKILL) in the middle of a paths import, then started again: the import's
// batches each commit their paths, redirects and progress together, and the restarted server
// takes the job over as it starts, its heartbeat being TEST_JOBS.staleAfterMs old (support/strapi).
// Its own app: the in-process one steps aside for the servers it kills (an SQLite file takes one
// process at a time), which a file that shares its app with other tests could not do.

const REDIRECT_UID = 'plugin::sitetools-addon-redirects.redirect';
const LINES = 300;
// Small batches, so that the kill lands between the first batch and the last.
const BATCH = 10;
const RESUME_WITHIN_MS = 60_000;

const crash = useCrashApp({
  seed: (strapi) => seedPagesWithAliases(strapi, LINES),
  childEnv: { SITETOOLS_PATH_IMPORT_BATCH: String(BATCH) },
  timeout: 120_000,
});
const { startChild, login } = crash;

const newPathOf = (page: SeededPage) => page.path.replace(/^\/pages\//, '/moved/');

describe('a paths import when its server is killed', () => {
  it('is finished by the restarted server: every line applied once, every old path redirected', async () => {
    const { app, seeded } = crash;
    const first = await startChild();
    const token = await login(first.url);
    const content = ['contentType,documentId,path', ...seeded.map((page) => `${PAGE_UID},${page.documentId},${newPathOf(page)}`)].join(
      '\n'
    );
    const started = await startImport(first.url, token, content);
    expect(started).toMatchObject({ status: 'running', total: LINES, done: 0 });

    const progressing = await waitForImport(first.url, token, (job) => (job?.done ?? 0) > 0, { timeout: 30_000, every: 20 });
    await first.stop(true);
    // The job's heartbeat goes stale before the next server starts, so that it takes the job over
    // as it starts: its first batch must wait for the redirects addon to listen (a resume before
    // then moved ten paths and left no redirect for them).
    await new Promise((resume) => setTimeout(resume, TEST_JOBS.staleAfterMs + 500));

    const second = await startChild();
    const secondToken = await login(second.url);
    // Killed mid-apply: whole batches applied, each with its report, the rest not yet.
    const left = (await readImport(second.url, secondToken))!;
    expect(left).toMatchObject({ id: started.id, status: 'running' });
    expect(left.done).toBeGreaterThanOrEqual(progressing.done);
    expect(left.done).toBeLessThan(LINES);
    expect(left.done % BATCH).toBe(0);
    expect(left.result.lines).toHaveLength(left.done);

    const finished = await waitForImport(second.url, secondToken, undefined, { timeout: RESUME_WITHIN_MS, every: 250 });
    console.info(`path-import-crash (${app.database.client}): killed at ${left.done}/${LINES} lines, finished by the restarted server`);
    expect(finished).toMatchObject({ id: started.id, status: 'done', done: LINES, total: LINES });
    // Each line applied once: none reported twice, none found already done by a replayed batch.
    expect(finished.result.lines.map((line) => line.line)).toEqual(seeded.map((_, i) => i + 2));
    expect(finished.result.summary).toEqual({ write: LINES, generate: 0, unchanged: 0, refuse: 0 });
    const served = await api(second.url).get<DocumentResponse>(routerUrl(newPathOf(seeded[LINES - 1])));
    expect(served.status).toBe(200);

    await second.stop();
    await app.resume();
    const aliases = (await app.strapi.db.query(URL_ALIAS_UID).findMany({
      select: ['entryDocumentId', 'url_path', 'generated', 'live'],
      where: { contenttype: PAGE_UID },
    })) as Array<{ entryDocumentId: string; url_path: string; generated: boolean | null; live: boolean }>;
    const redirects = (await app.strapi.db.query(REDIRECT_UID).findMany({
      select: ['from', 'to'],
      where: { publishedAt: { $notNull: true } },
    })) as Array<{ from: string; to: string }>;
    const problems = seeded.flatMap((page) => {
      const alias = aliases.filter((candidate) => candidate.entryDocumentId === page.documentId);
      const redirected = redirects.filter((redirect) => redirect.from === page.path);
      return [
        ...(alias.length === 1 && alias[0].url_path === newPathOf(page) && alias[0].generated === null && Boolean(alias[0].live)
          ? []
          : [`${page.documentId}: aliases ${JSON.stringify(alias)}`]),
        ...(redirected.length === 1 && redirected[0].to === newPathOf(page)
          ? []
          : [`${page.path}: redirects ${JSON.stringify(redirected)}`]),
      ];
    });
    expect(problems).toEqual([]);
  }, 180_000);
});
