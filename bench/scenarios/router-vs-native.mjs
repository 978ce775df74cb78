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

export default readSuite({
  name: 'router-vs-native',
  seed: 'pages',
  sizesVariable: 'BENCH_SIZES',
  defaultSizes: '1000,10000,100000',
  scenarios: routerAgainstNative('pages'),
});
