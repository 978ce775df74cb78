import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll } from 'vitest';
import { adminLogin, createAdminUser, type AdminCredentials } from './admin';
import type { SeededPage } from './bulk';
import { instanceKeeper, type OtherInstance } from './instance';
import { startTestApp, type TestApp } from './strapi';

/** What a test file of a server killed in the middle of a job works with. */
export interface CrashApp<Seeded = SeededPage[]> {
  /** The in-process app: it seeded the data, then stepped aside (`resume` it to read). */
  app: TestApp;
  seeded: Seeded;
  /** Starts a server in its own process on the app's database; each one is stopped at the end. */
  startChild(): Promise<OtherInstance>;
  /** A Super Admin's token on the server at `url` (the same admin on every server). */
  login(url: string): Promise<string>;
}

export interface CrashAppOptions<Seeded> {
  /** Writes what the job goes through (pages, redirects). */
  seed(strapi: Core.Strapi): Promise<Seeded>;
  /** Environment of the servers the file starts (they inherit it), removed after its last test. */
  childEnv?: Record<string, string>;
  /** How long the app may take to start and seed, in ms. */
  timeout: number;
}

/**
 * Starts the calling test file's app (with a Super Admin and what `seed` writes) before its
 * first test, and stops it and every server the file started after its last, whatever happened.
 * The job runs in child processes, which the test can kill; an SQLite file takes one process at a
 * time, so the in-process app steps aside (the database stays). The fields are set in `beforeAll`.
 */
export const useCrashApp = <Seeded = SeededPage[]>({ seed, childEnv = {}, timeout }: CrashAppOptions<Seeded>): CrashApp<Seeded> => {
  const instances = instanceKeeper();
  let credentials: AdminCredentials;
  const crash = {
    startChild: instances.start,
    login: (url: string) => adminLogin(url, credentials),
  } as CrashApp<Seeded>;

  beforeAll(async () => {
    crash.app = await startTestApp();
    // After the start, which sets the test app's own job timing: the servers started later get this.
    Object.assign(process.env, childEnv);
    credentials = await createAdminUser(crash.app.strapi, 'strapi-super-admin');
    crash.seeded = await seed(crash.app.strapi);
    await crash.app.pause();
  }, timeout);

  afterAll(async () => {
    await instances.stopAll();
    for (const name of Object.keys(childEnv)) delete process.env[name];
    await crash.app?.stop();
  }, 60_000);

  return crash;
};
