import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../integration/support/strapi';

const require = createRequire(import.meta.url);
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

it('runs both plugins from the tarballs unpacked into the app, not from the repository', () => {
  const installed = join(realpathSync(process.env.TEST_APP_DIR ?? ''), 'node_modules');
  const enabled = app.strapi.config.get('enabledPlugins') as Record<string, { pathToPlugin: string }>;
  for (const [plugin, name] of [
    ['sitetools', 'strapi-plugin-sitetools'],
    ['sitetools-addon-redirects', 'sitetools-addon-redirects'],
  ]) {
    expect(enabled[plugin].pathToPlugin).toBe(join(installed, name));
    expect(require.cache[join(installed, name, 'dist/server/index.js')]).toBeDefined();
  }
});
