import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';
import { createTestDatabase, type TestDatabase } from './database';

const require = createRequire(import.meta.url);
const { bootPlayground, runtimeEnv } = require('../../../playground/scripts/boot.cjs') as {
  bootPlayground(options?: { logLevel?: string }): Promise<{ strapi: Core.Strapi; url: string }>;
  runtimeEnv(): Record<string, string>;
};

export interface TestApp {
  strapi: Core.Strapi;
  /** Base URL of the booted server, on 127.0.0.1. */
  url: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

/** Boots the playground app for real on a fresh database, listening on a free local port. */
export const startTestApp = async (): Promise<TestApp> => {
  const database = await createTestDatabase();
  Object.assign(process.env, database.env, runtimeEnv());
  const { strapi, url } = await bootPlayground();

  return {
    strapi,
    url,
    database,
    async stop() {
      // destroy() removes every process listener, the test runner's own among them.
      const saved = process.eventNames().map((event) => {
        const name = event as NodeJS.Signals;
        return [name, process.listeners(name)] as const;
      });
      await strapi.destroy();
      for (const [event, listeners] of saved) {
        for (const listener of listeners) if (!process.listeners(event).includes(listener)) process.on(event, listener);
      }
      await database.drop();
    },
  };
};
