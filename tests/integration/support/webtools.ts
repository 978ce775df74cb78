import type { Core } from '@strapi/strapi';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from './database';
import { bootApp, destroyKeepingListeners, runtimeEnv } from './strapi';

const ROOT = resolve(__dirname, '../../..');
const PLAYGROUND = join(ROOT, 'playground');

/** The Strapi Webtools release the conversion is tested against. */
const WEBTOOLS_VERSION = '1.10.3';

/**
 * Installs Strapi Webtools from the registry into a cache folder inside the repository's
 * node_modules, once. `--legacy-peer-deps` leaves its peers out (it asks for `@strapi/*` ^5.42.1,
 * React, styled-components): Node resolves them from the repository's node_modules above the
 * cache, so the app has one copy of each `@strapi/*` package, which Strapi's error classes need.
 */
const installWebtools = (): string => {
  const cache = join(ROOT, 'node_modules', '.cache', `sitetools-webtools-${WEBTOOLS_VERSION}`);
  const plugin = join(cache, 'node_modules', 'strapi-plugin-webtools');
  if (existsSync(join(plugin, 'package.json'))) return plugin;
  mkdirSync(cache, { recursive: true });
  writeFileSync(join(cache, 'package.json'), JSON.stringify({ name: 'webtools-cache', private: true }));
  execFileSync(
    'npm',
    ['install', `strapi-plugin-webtools@${WEBTOOLS_VERSION}`, '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: cache, stdio: 'inherit' }
  );
  return plugin;
};

/** Content types of the playground that Webtools gives aliases to in the test app. */
const WEBTOOLS_TYPES = ['page', 'article'];

type SchemaFile = { pluginOptions?: Record<string, unknown>; attributes: Record<string, { customField?: string }> };

/**
 * Rewrites a content type's or component's schema file without sitetools' own fields: an app that
 * ran Webtools has none yet (and with sitetools switched off, Strapi would refuse to boot on one).
 */
const rewriteSchema = (file: string, change: (schema: SchemaFile) => void = () => undefined) => {
  const schema = JSON.parse(readFileSync(file, 'utf8')) as SchemaFile;
  change(schema);
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.customField?.startsWith('plugin::sitetools.')) delete schema.attributes[name];
  }
  writeFileSync(file, JSON.stringify(schema, null, 2));
};

/**
 * A throwaway copy of the playground that runs Strapi Webtools instead of sitetools (the
 * sitetools plugins are switched off with SITETOOLS_ENABLED=false when it boots): Webtools is
 * enabled on pages and articles, and loaded from `pluginDir`. It sits beside `playground/` so
 * that Node finds the repository's node_modules. Returns its folder and a function that removes it.
 */
const webtoolsApp = (pluginDir: string): { appDir: string; remove(): void } => {
  const appDir = join(ROOT, `.webtools-app-${randomBytes(4).toString('hex')}`);
  for (const entry of ['package.json', 'favicon.png', 'config', 'src', 'database', 'public']) {
    cpSync(join(PLAYGROUND, entry), join(appDir, entry), { recursive: true });
  }
  writeFileSync(
    join(appDir, 'config', 'plugins.js'),
    `const playground = require(${JSON.stringify(join(PLAYGROUND, 'config', 'plugins.js'))});\n` +
      `module.exports = (context) => ({ ...playground(context), webtools: { enabled: true, resolve: ${JSON.stringify(pluginDir)} } });\n`
  );
  // No demo content at boot: the test makes its content through Webtools itself.
  writeFileSync(join(appDir, 'src', 'index.js'), 'module.exports = { register() {}, bootstrap() {} };\n');
  for (const type of WEBTOOLS_TYPES) {
    rewriteSchema(join(appDir, 'src', 'api', type, 'content-types', type, 'schema.json'), (schema) => {
      schema.pluginOptions = { ...schema.pluginOptions, webtools: { enabled: true } };
    });
  }
  const components = join(appDir, 'src', 'components');
  for (const file of readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) {
    rewriteSchema(join(components, file));
  }
  return { appDir, remove: () => rmSync(appDir, { recursive: true, force: true }) };
};

/**
 * Content made through Strapi Webtools: pages made before any pattern existed (so they have
 * Webtools' default `/[pluralName]/[documentId]` paths, one per locale), its URL patterns (one per
 * locale for pages, one with a token sitetools cannot express), entries whose aliases its
 * document middleware generates, a draft, and a hand-written alias.
 */
const makeWebtoolsContent = async (strapi: Core.Strapi) => {
  const pages = strapi.documents('api::page.page');
  const i18n = strapi.plugin('i18n').service('locales');
  if (!(await i18n.findByCode('fr'))) await i18n.create({ code: 'fr', name: 'French (fr)' });
  const about = await pages.create({ data: { title: 'About' }, locale: 'en', status: 'published' } as never);
  await pages.update({ documentId: about.documentId, locale: 'fr', data: { title: 'A propos' }, status: 'published' } as never);
  await pages.create({ data: { title: 'Pricing' }, locale: 'en', status: 'published' } as never);

  const patterns = strapi.documents('plugin::webtools.url-pattern' as never);
  const pattern = (data: Record<string, unknown>) => patterns.create({ data } as never);
  await pattern({ pattern: '/blog/[category.name]/[title]', contenttype: 'api::article.article', languages: [] });
  await pattern({ pattern: '/[title]', contenttype: 'api::page.page', languages: ['en'] });
  await pattern({ pattern: 'fr//[title]', contenttype: 'api::page.page', languages: ['fr'] });
  await pattern({ pattern: '/c/[parent.group.name]', contenttype: 'api::category.category', languages: [] });

  const category = await strapi.documents('api::category.category').create({ data: { name: 'Guides' } });
  await strapi.documents('api::article.article').create({
    data: { title: 'Install it', content: 'Steps.', category: category.documentId },
    status: 'published',
  } as never);
  const team = await pages.create({ data: { title: 'Team' }, locale: 'en', status: 'published' } as never);
  await pages.update({ documentId: team.documentId, locale: 'fr', data: { title: 'Equipe' }, status: 'published' } as never);
  await pages.create({ data: { title: 'Draft only' }, locale: 'en' } as never);

  // A hand-written alias, as Webtools' edit-view panel makes one: the alias first, then the entry.
  const alias = (await strapi
    .documents('plugin::webtools.url-alias' as never)
    .create({ data: { url_path: '/welcome-here', generated: false, contenttype: 'api::page.page' }, locale: 'en' } as never)) as {
    documentId: string;
  };
  await pages.create({ data: { title: 'Welcome', url_alias: [alias.documentId] }, locale: 'en', status: 'published' } as never);
};

/**
 * A database as an app that ran Strapi Webtools leaves it: the playground with Webtools instead
 * of sitetools boots on a fresh database, `makeWebtoolsContent` fills it through Webtools,
 * `inspect` reads what the caller needs while Webtools still runs, and the app stops. The
 * sitetools plugins are switched on again for the caller's next boot.
 *
 * The Webtools app gets one database connection. After each save, Webtools 1.10.3 links every
 * row of the entry (draft and published) to its alias at once (`Promise.all` of
 * `updateRelations`), and MariaDB makes one of two such inserts into the join table's unique
 * index a deadlock victim (both hold a shared lock on the gap they insert into), often enough
 * that a save retried five times still failed. With one connection its statements run one after
 * the other and cannot deadlock; what Webtools does is not under test here, only what it leaves.
 */
export const webtoolsDatabase = async <T>(inspect: (strapi: Core.Strapi) => Promise<T>): Promise<{ database: TestDatabase; seen: T }> => {
  const plugin = installWebtools();
  const database = await createTestDatabase({ fresh: true });
  const copy = webtoolsApp(plugin);
  try {
    Object.assign(process.env, database.env, runtimeEnv(), { SITETOOLS_ENABLED: 'false', DATABASE_POOL_MAX: '1' });
    const { strapi } = await bootApp({ appDir: copy.appDir });
    try {
      await makeWebtoolsContent(strapi);
      return { database, seen: await inspect(strapi) };
    } finally {
      await destroyKeepingListeners(strapi);
    }
  } catch (error) {
    await database.drop();
    throw error;
  } finally {
    copy.remove();
    process.env.SITETOOLS_ENABLED = 'true';
    delete process.env.DATABASE_POOL_MAX;
  }
};
