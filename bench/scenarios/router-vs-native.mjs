/**
 * The same published page read two ways: through the sitetools path router and through Strapi's
 * own REST route. Their req/s ratio is the price of resolving a path instead of a document id.
 */
import { readSuite } from '../read-suite.mjs';

const servesEntry = (body, entry) => body?.data?.documentId === entry.documentId;

/** The router against the native findOne of the seeded entries, at `/api/<pluralName>/:documentId`. */
export const routerAgainstNative = (pluralName) => [
  {
    name: 'router',
    baseline: 'native',
    requestPath: (entry) => `/api/sitetools/router?path=${encodeURIComponent(entry.path)}`,
    serves: servesEntry,
  },
  {
    name: 'native',
    requestPath: (entry) => `/api/${pluralName}/${entry.documentId}`,
    serves: servesEntry,
  },
];

const KB = 1024;

/**
 * The router cache after the rounds: its paths against its bound (BENCH_ROUTER_CACHE_ENTRIES,
 * else the default 100,000), the share of lookups it answered, and its memory per path: the heap
 * after the rounds less the heap before the first request, both after a full collection, divided
 * by the paths kept (an upper bound: anything else the requests left on the heap counts too).
 */
const routerCacheProbe = {
  before: (server) => server.command('memory-after-gc'),
  async after(server, before) {
    const cache = await server.command('router-cache');
    const lookups = cache.hits + cache.misses;
    return {
      cachedPaths: cache.paths,
      bound: cache.limit,
      hitRate: lookups === 0 ? 0 : Number((cache.hits / lookups).toFixed(3)),
      heapGrowthMb: Number((cache.heapMb - before.heapMb).toFixed(1)),
      bytesPerPath: cache.paths === 0 ? 0 : Math.round(((cache.heapMb - before.heapMb) * KB * KB) / cache.paths),
    };
  },
};

export default readSuite({
  name: 'router-vs-native',
  seed: 'pages',
  sizesVariable: 'BENCH_SIZES',
  defaultSizes: '1000,10000,100000',
  scenarios: routerAgainstNative('pages'),
  serverEnv: () =>
    process.env.BENCH_ROUTER_CACHE_ENTRIES ? { SITETOOLS_ROUTER_CACHE_ENTRIES: process.env.BENCH_ROUTER_CACHE_ENTRIES } : {},
  probe: routerCacheProbe,
});
