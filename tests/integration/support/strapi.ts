import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Core } from '@strapi/strapi';
import { createTestDatabase, type TestDatabase } from './database';

const require = createRequire(import.meta.url);
const APP_DIR = resolve(__dirname, '../../../playground');

export interface TestApp {
  strapi: Core.Strapi;
  /** Base URL of the booted server, on 127.0.0.1. */
  url: string;
  database: TestDatabase;
  stop(): Promise<void>;
}

const secret = () => randomBytes(16).toString('base64');

/** Boots the playground app for real on a fresh database, listening on a free local port. */
export const startTestApp = async (): Promise<TestApp> => {
  const database = await createTestDatabase();
  Object.assign(process.env, database.env, {
    HOST: '127.0.0.1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  });

  // Loaded through CommonJS: the ESM build of @strapi/strapi imports lodash/fp as a directory.
  const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({ appDir: APP_DIR, distDir: APP_DIR, serveAdminPanel: false, autoReload: false });
  strapi.log.level = 'warn';
  await strapi.load();
  await strapi.server.mount();
  const httpServer = strapi.server.httpServer;
  await new Promise<void>((done) => httpServer.listen(0, '127.0.0.1', done));
  const { port } = httpServer.address() as AddressInfo;

  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
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
