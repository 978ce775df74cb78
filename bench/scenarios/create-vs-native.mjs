/**
 * Entry creation over REST with sitetools and without it: the playground started twice, the second
 * time with SITETOOLS_ENABLED=false (no plugins, the same page type), both with N published pages
 * already stored and the Public role allowed to create pages. `create` gives every page a new
 * title; `create same title` always the same one, which on the sitetools side takes the next free
 * collision suffix among all the earlier ones. SQLite serialises writes, so 1 and 4 connections.
 */
import { measureComparisons, warmUpServer } from '../load.mjs';
import { COMPARISON_COLUMNS } from '../report.mjs';
import { startServer } from '../server-process.mjs';

const CONNECTIONS = [1, 4];
// Two servers at 100-200 creations/s: the ratio of one pair of rounds swung by ±10% on the
// benchmark machine, more than on the read suites, so its median is taken over more rounds.
const ROUNDS = 9;
// Published at once: the alias list (which the check reads) serves live aliases only, and both
// servers do the same create-then-publish.
const CREATE_PATH = '/api/pages?status=published';
const HEADERS = { 'content-type': 'application/json' };

let titles = 0;
const VARIANTS = [
  { name: 'create', title: () => `Created page ${(titles += 1)}` },
  { name: 'create same title', title: () => 'Same title' },
];

const createBody = (variant) => JSON.stringify({ data: { title: variant.title(), body: 'Written by the benchmark.' } });

const scenariosOf = (sitetools, native) =>
  VARIANTS.flatMap((variant) => {
    const request = () => ({ method: 'POST', path: CREATE_PATH, headers: HEADERS, body: createBody(variant) });
    return [
      { name: variant.name, baseline: `native ${variant.name}`, url: sitetools.url, pid: sitetools.pid, request },
      { name: `native ${variant.name}`, url: native.url, pid: native.pid, request },
    ];
  });

const createPage = async (url, variant) => {
  const response = await fetch(url + CREATE_PATH, { method: 'POST', headers: HEADERS, body: createBody(variant) });
  const body = await response.json().catch(() => undefined);
  if (response.status !== 201 || !body?.data?.documentId) {
    throw new Error(`create check failed: POST ${url}${CREATE_PATH} gave ${response.status} ${JSON.stringify(body)}`);
  }
  return body.data.documentId;
};

const aliasPathOf = async (url, documentId) => {
  const query = new URLSearchParams({ 'filters[entryDocumentId][$eq]': documentId });
  const response = await fetch(`${url}/api/sitetools/url-alias?${query}`);
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200 || body?.data?.length !== 1) {
    throw new Error(`alias check failed: page ${documentId} has ${response.status} ${JSON.stringify(body)}, expected one alias`);
  }
  return body.data[0].url_path;
};

const difference = (after, before) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([method, count]) => [method, count - (before[method] ?? 0)])
      .filter(([, count]) => count > 0)
  );

/**
 * Creates two pages of each variant on `server`, expecting 201 (and on the sitetools server a
 * distinct alias for each, so the second same-title page took a suffix); returns the SQL
 * statements of each variant's second creation by knex method, with their `total`.
 */
const checkCreation = async (server, withAliases) => {
  const queries = {};
  for (const variant of VARIANTS) {
    const first = await createPage(server.url, variant);
    const before = await server.command('query-counts');
    const second = await createPage(server.url, variant);
    const counts = difference(await server.command('query-counts'), before);
    queries[variant.name] = { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
    if (withAliases && (await aliasPathOf(server.url, first)) === (await aliasPathOf(server.url, second))) {
      throw new Error(`alias check failed: pages ${first} and ${second} got the same path`);
    }
  }
  return queries;
};

const startChecked = async (label, n, env, withAliases) => {
  const server = await startServer('pages-to-create', n, env);
  try {
    const queries = await checkCreation(server, withAliases);
    console.log(
      `create-vs-native N=${n}: ${label} pid ${server.pid}, boot ${server.bootMs} ms, seed ${server.seedMs} ms, ` +
        `SQL statements per creation ${JSON.stringify(queries)}`
    );
    return { ...server, queries };
  } catch (error) {
    await server.stop();
    throw error;
  }
};

const setupOf = ({ bootMs, seedMs, queries }) => ({ bootMs, seedMs, queriesPerCreation: queries });

export default {
  name: 'create-vs-native',
  nMeans: 'published pages stored before creating',
  sizesVariable: 'BENCH_CREATE_SIZES',
  defaultSizes: '1000',
  columns: COMPARISON_COLUMNS,
  async measure(n) {
    const sitetools = await startChecked('sitetools', n, {}, true);
    const servers = [sitetools];
    try {
      const native = await startChecked('without sitetools', n, { SITETOOLS_ENABLED: 'false' }, false);
      servers.push(native);
      const scenarios = scenariosOf(sitetools, native);
      // A creation reads no seeded item, and each scenario carries its server's URL.
      await warmUpServer({ scenarios, items: [] });
      const rows = await measureComparisons({ items: [], connectionCounts: CONNECTIONS, scenarios, rounds: ROUNDS });
      return { rows, setup: { sitetools: setupOf(sitetools), native: setupOf(native) } };
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  },
};
