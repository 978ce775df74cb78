/** Service call graphs, each with the cycle the check must report (null: none). */
export const cycleCases: Array<{ name: string; graph: Record<string, string[]>; cycle: string[] | null }> = [
  { name: 'an empty graph', graph: {}, cycle: null },
  { name: 'a chain', graph: { a: ['b'], b: ['c'], c: [] }, cycle: null },
  { name: 'a diamond', graph: { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, cycle: null },
  { name: 'a call to a service outside the graph', graph: { a: ['core:paths'] }, cycle: null },
  { name: 'a service that calls itself', graph: { a: ['a'] }, cycle: ['a', 'a'] },
  { name: 'two services that call each other', graph: { a: ['b'], b: ['a'] }, cycle: ['a', 'b', 'a'] },
  { name: 'a cycle behind a chain', graph: { a: ['b'], b: ['c'], c: ['d'], d: ['b'] }, cycle: ['b', 'c', 'd', 'b'] },
];

/** Service source text and the calls the check reads from it. */
export const callCases: Array<{ name: string; source: string; calls: Array<{ plugin: string; name: string }> }> = [
  { name: 'no call', source: "const x = strapi.db.query('plugin::a.b');", calls: [] },
  {
    name: 'a getService call',
    source: "const store = () => getService(strapi, 'alias-store');",
    calls: [{ plugin: 'own', name: 'alias-store' }],
  },
  { name: 'a serviceGetter call', source: "serviceGetter(strapi, 'router-cache')", calls: [{ plugin: 'own', name: 'router-cache' }] },
  { name: "a call to the core's service", source: "getCoreService(strapi, 'paths').list()", calls: [{ plugin: 'core', name: 'paths' }] },
  { name: 'a call on app.strapi', source: "getService(app.strapi, 'jobs')", calls: [{ plugin: 'own', name: 'jobs' }] },
  { name: 'a name in a variable, which the check cannot see', source: 'getService(strapi, name)', calls: [] },
  {
    name: "a lookup through strapi.plugin('sitetools')",
    source: "strapi.plugin('sitetools').service('alias-store').find()",
    calls: [{ plugin: 'sitetools', name: 'alias-store' }],
  },
  {
    name: "a lookup through the addon's plugin, over two lines",
    source: "strapi\n  .plugin('sitetools-addon-redirects')\n  .service('redirect-engine')",
    calls: [{ plugin: 'sitetools-addon-redirects', name: 'redirect-engine' }],
  },
  { name: "another plugin's service, outside the graph", source: "strapi.plugin('i18n').service('locales')", calls: [] },
];

/**
 * Two plugins' service folders (path -> source) whose one cycle goes through a
 * `strapi.plugin(...).service(...)` lookup, each way: the core's a -> the addon's b -> the core's a.
 */
export const pluginCallCycleFixture: Record<string, string> = {
  'server/src/services/index.ts': "import a from './a';\n\nexport default {\n  a,\n};\n",
  'server/src/services/a.ts':
    "export default ({ strapi }) => ({ run: () => strapi.plugin('sitetools-addon-redirects').service('b').run() });\n",
  'addons/redirects/server/src/services/index.ts': "import b from './b';\n\nexport default {\n  b,\n};\n",
  'addons/redirects/server/src/services/b.ts':
    "export default ({ strapi }) => ({ run: () => strapi.plugin('sitetools').service('a').run() });\n",
};

/** Import lines and the relative value imports the check follows (type-only imports are not calls). */
export const importCases: Array<{ name: string; source: string; imports: string[] }> = [
  { name: 'a value import', source: "import { x } from './alias-store-columns';", imports: ['./alias-store-columns'] },
  { name: 'a type-only import', source: "import type { X } from './alias-store';", imports: [] },
  { name: 'a package import', source: "import { z } from 'zod';", imports: [] },
  { name: 'a re-export', source: "export { y } from './helpers';", imports: ['./helpers'] },
  { name: 'an import over several lines', source: "import {\n  a,\n  b,\n} from './split';", imports: ['./split'] },
];

export const registrySource = `import aliasStore from './alias-store';
import cascade from './cascade';

export default {
  'alias-store': aliasStore,
  cascade,
};
`;
