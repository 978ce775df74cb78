// Turns the example app made by create-strapi-app (make-app.sh) into one that runs both plugins,
// as its README tells a user to: pins its Strapi, enables the plugins in config/plugins.ts and
// opts its content types in (the single type `about` too) in their schema.json.
// Usage: node enable-plugins.mjs <app> <strapi version> <better-sqlite3 version> [<second @strapi/utils version>]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [app, strapiVersion, sqliteVersion, secondUtils] = process.argv.slice(2);
const readJson = (file) => JSON.parse(readFileSync(join(app, file), 'utf8'));
const writeJson = (file, value) => writeFileSync(join(app, file), `${JSON.stringify(value, null, 2)}\n`);

const manifest = readJson('package.json');
for (const name of Object.keys(manifest.dependencies)) {
  if (name.startsWith('@strapi/')) manifest.dependencies[name] = strapiVersion;
}
// Strapi's Content Manager asks for `@strapi/admin` as a peer with a caret range, so a fresh
// install of an older Strapi gets the newest admin, which its own Content Manager cannot build
// against (an app with a lock file keeps its own). Pinned, as that app's lock file holds it.
manifest.overrides = { ...manifest.overrides, '@strapi/admin': strapiVersion };
manifest.dependencies['better-sqlite3'] = sqliteVersion;
if (secondUtils) manifest.dependencies['@strapi/utils'] = secondUtils;
writeJson('package.json', manifest);

// The template's collection types get patterns; `about` (a single type) is opted in without one,
// and the single-type checks (single-types.test.ts) give it its pattern through the admin API.
for (const type of ['article', 'category', 'author', 'about']) {
  const file = `src/api/${type}/content-types/${type}/schema.json`;
  const schema = readJson(file);
  schema.pluginOptions = { ...schema.pluginOptions, sitetools: { enabled: true } };
  writeJson(file, schema);
}

const pluginsFile = join(app, 'config/plugins.ts');
const plugins = readFileSync(pluginsFile, 'utf8');
const opening = /=>\s*\(\{/;
if (!opening.test(plugins)) throw new Error('config/plugins.ts of the template no longer returns an object literal');
const sitetools = `  sitetools: {
    enabled: true,
    config: {
      patterns: {
        'api::article.article': '/blog/[category.slug]/[slug]',
        'api::category.category': '/categories/[slug]',
        'api::author.author': '/authors/[name]',
      },
      frontendUrl: 'https://www.example.com',
    },
  },
  'sitetools-addon-redirects': { enabled: true },
`;
writeFileSync(
  pluginsFile,
  plugins.replace(opening, (match) => `${match}\n${sitetools}`)
);
