import { describe, expect, it } from 'vitest';
import { aliasProblems, BULK, PAGE_UID, seedPagesWithoutAliases, waitForJob } from './support/bulk';
import { api } from './support/api';
import { useCrashApp } from './support/crash';
import type { GetBulkGeneration, StartBulkGeneration } from '../../shared/contracts/bulk-generation';

// Enough pages without aliases that the job runs for a few seconds, so the kill lands mid-job
// (after the first batch, well before half): about 2 s on SQLite, 7-20 s on PostgreSQL and
// MariaDB (where every new path costs the redirects addon a locked transaction of its own).
const COUNT = Number(process.env.BULK_CRASH_PAGES ?? 2000);
// The job's owner writes a heartbeat after every batch; another instance takes a job over once
// the heartbeat is STALE_AFTER_MS old, and looks every TEST_JOBS.checkEveryMs (and at startup).
const STALE_AFTER_MS = 15_000;
const RESUME_WITHIN_MS = 60_000;

const crash = useCrashApp({
  seed: (strapi) => seedPagesWithoutAliases(strapi, COUNT),
  // The restarted server must boot and be asked before the job counts as abandoned (a boot and a
  // login take several seconds on a busy machine): its servers get 15 s, not TEST_JOBS' 5 s.
  childEnv: { SITETOOLS_JOB_STALE_AFTER_MS: String(STALE_AFTER_MS) },
  timeout: 240_000,
});
const { startChild, login } = crash;

describe('bulk generation when its server is killed', () => {
  it('resumes on the restarted server and ends with exactly one alias per entry and locale', async () => {
    const { app, seeded } = crash;
    const first = await startChild();
    const token = await login(first.url);
    const started = await api(first.url).post<StartBulkGeneration.Response>(BULK, { mode: 'missing', contentTypes: [PAGE_UID] }, { token });
    expect(started.status).toBe(202);
    const { id, total } = started.body.data as { id: string; total: number };
    expect(total).toBeGreaterThanOrEqual(COUNT);

    // Killed mid-job: after its first batches, well before the end.
    const progressing = await waitForJob(first.url, token, (job) => (job?.done ?? 0) > 0, { timeout: 30_000, every: 50 });
    expect(progressing).toMatchObject({ id, status: 'running' });
    expect(progressing.done).toBeLessThan(total / 2);
    await first.stop(true);
    const restartedAt = Date.now();

    const second = await startChild();
    const secondToken = await login(second.url);
    const before = await waitForJob(second.url, secondToken, () => true);
    // Still running, under the dead server's name, where its last batch left it.
    expect(before).toMatchObject({ id, status: 'running', owner: progressing.owner });
    expect(before.done).toBeLessThan(total);

    const resumed = await waitForJob(second.url, secondToken, (job) => job?.owner !== progressing.owner, {
      timeout: RESUME_WITHIN_MS,
      every: 250,
    });
    const resumedAfter = Date.now() - restartedAt;
    const finished = await waitForJob(second.url, secondToken, (job) => job?.status !== 'running', {
      timeout: Math.max(RESUME_WITHIN_MS - (Date.now() - restartedAt), 1_000),
      every: 250,
    });
    const finishedAfter = Date.now() - restartedAt;
    console.info(
      `bulk-crash (${app.database.client}): killed at ${progressing.done}/${total}, resumed ${resumedAfter} ms after the restart at ${resumed.done}, done after ${finishedAfter} ms`
    );
    expect(finished).toMatchObject({ id, status: 'done', done: total, total, failed: 0, owner: null });
    expect(finishedAfter).toBeLessThan(RESUME_WITHIN_MS);
    const failures = (await api(second.url).get<GetBulkGeneration.Response>(BULK, { token: secondToken })).body.meta.failures;
    expect(failures).toEqual([]);

    // Read what the job wrote with the in-process app, once no other process holds the database.
    await second.stop();
    await app.resume();
    expect(await aliasProblems(app.strapi, seeded)).toEqual([]);
  }, 240_000);
});
