/**
 * Sources that break (or keep) the data-access rules of eslint.config.mjs, each linted as the file
 * it names, and the rule that must report it (null: none may).
 */
export const lintCases: Array<{ name: string; file: string; source: string; rule: string | null }> = [
  {
    name: 'the alias uid held in a variable, then queried',
    file: 'server/src/services/fixture.ts',
    source:
      "import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';\nconst A = URL_ALIAS_UID;\nexport const rows = (strapi: any) => strapi.db.query(A).findMany();\n",
    rule: 'sitetools-data/alias-table-owner',
  },
  {
    name: 'the alias uid imported under another name, then a column looked up',
    file: 'addons/redirects/server/src/services/fixture.ts',
    source:
      "import { URL_ALIAS_UID as Aliases } from 'strapi-plugin-sitetools/contracts/url-alias';\nexport const path = (strapi: any) => columnOf(strapi, Aliases, 'url_path');\ndeclare const columnOf: (...args: unknown[]) => string;\n",
    rule: 'sitetools-data/alias-table-owner',
  },
  {
    name: 'the uid literal through two variables and a cast',
    file: 'packages/kit/src/fixture.ts',
    source:
      "const uid = 'plugin::sitetools.url-alias';\nconst target = uid as string;\nexport const one = (strapi: any) => strapi.documents(target).findFirst();\n",
    rule: 'sitetools-data/alias-table-owner',
  },
  {
    name: 'the raw table name on the raw connection',
    file: 'server/src/database/webtools-tables.ts',
    source: "export const rows = (strapi: any) => strapi.db.connection('sitetools_url_aliases').select('*');\n",
    rule: 'sitetools-data/alias-table-owner',
  },
  {
    name: 'the raw table name held in a variable',
    file: 'server/src/services/fixture.ts',
    source: "const TABLE = 'sitetools_url_aliases';\nexport const rows = (knex: any) => knex(TABLE);\n",
    rule: 'sitetools-data/alias-table-owner',
  },
  {
    name: 'the alias store itself',
    file: 'server/src/services/aliases/alias-store-fixture.ts',
    source: "const A = 'plugin::sitetools.url-alias';\nexport const rows = (strapi: any) => strapi.db.query(A).findMany();\n",
    rule: null,
  },
  {
    name: 'another uid in a variable',
    file: 'server/src/services/fixture.ts',
    source: "const A = 'plugin::sitetools.url-pattern';\nexport const rows = (strapi: any) => strapi.db.query(A).findMany();\n",
    rule: null,
  },
  {
    name: 'a raw connection outside the listed files',
    file: 'server/src/services/fixture.ts',
    source: "export const now = (strapi: any) => strapi.db.connection.raw('select 1');\n",
    rule: 'sitetools-data/raw-connection',
  },
  {
    name: 'a raw connection in a listed file',
    file: 'addons/redirects/server/src/services/not-found-write.ts',
    source: "export const now = (strapi: any) => strapi.db.connection.raw('select 1');\n",
    rule: null,
  },
  {
    name: "a sitetools service looked up through strapi.plugin('sitetools')",
    file: 'addons/redirects/server/src/services/fixture.ts',
    source: "export const paths = (strapi: any) => strapi.plugin('sitetools').service('paths');\n",
    rule: 'sitetools-data/plugin-service-call',
  },
  {
    name: 'a plugin name held in a variable',
    file: 'server/src/controllers/fixture.ts',
    source: "const name = 'sitetools';\nexport const store = (strapi: any) => strapi.plugin(name).service('alias-store');\n",
    rule: 'sitetools-data/plugin-service-call',
  },
  {
    name: 'a sitetools service by its uid through strapi.service',
    file: 'server/src/services/fixture.ts',
    source: "export const store = (strapi: any) => strapi.service('plugin::sitetools.alias-store');\n",
    rule: 'sitetools-data/plugin-service-call',
  },
  {
    name: 'the lookup in get-service.ts',
    file: 'server/src/services/get-service.ts',
    source: "export const store = (strapi: any) => strapi.plugin('sitetools').service('alias-store');\n",
    rule: null,
  },
  {
    name: "another plugin's service",
    file: 'server/src/services/fixture.ts',
    source: "export const locales = (strapi: any) => strapi.plugin('i18n').service('locales');\n",
    rule: null,
  },
  {
    name: 'a service importing a file inside another capability folder',
    file: 'server/src/services/router/fixture.ts',
    source: "import { isLostRace } from '../aliases/alias-store';\nexport const lost = isLostRace;\n",
    rule: 'sitetools/capability-doors',
  },
  {
    name: 'a controller importing a file inside a capability folder',
    file: 'server/src/controllers/fixture.ts',
    source: "import type { AliasRow } from '../services/aliases/alias-store';\nexport type Row = AliasRow;\n",
    rule: 'sitetools/capability-doors',
  },
  {
    name: "a service importing another folder's door, and a file of its own folder",
    file: 'server/src/services/router/fixture.ts',
    source:
      "import { isLostRace } from '../aliases';\nimport { cachedPaths } from './router-cache-paths';\nexport const both = [isLostRace, cachedPaths];\n",
    rule: null,
  },
];
