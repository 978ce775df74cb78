import { afterAll, expect } from 'vitest';
import { appsRunning } from './integration/support/strapi';

/**
 * Vitest setup file: every test file starts with the environment its worker started with, and
 * must stop every app it booted (one left running would go on writing for the next files). The
 * files share worker processes (`isolate: false` in vitest.config.mts, which saves each file a
 * fresh process and a fresh load of Strapi's modules), and many set variables for the apps they
 * boot (a database, secrets, a path policy): without this, one file's variables would reach the
 * next file's app.
 */
const KEY = Symbol.for('sitetools.worker-env');
const store = globalThis as { [KEY]?: Record<string, string | undefined> };
const initial = (store[KEY] ??= { ...process.env });

for (const name of Object.keys(process.env)) if (!(name in initial)) delete process.env[name];
Object.assign(process.env, initial);

afterAll(() => {
  expect(appsRunning(), 'apps this file booted and did not stop').toBe(0);
});
