/**
 * The same published page read two ways: through the sitetools path router and through Strapi's
 * own REST route. Their req/s ratio is the price of resolving a path instead of a document id.
 */
import { readSuite } from '../read-suite.mjs';

const servesPage = (body, page) => body?.data?.documentId === page.documentId;

export default readSuite({
  name: 'router-vs-native',
  seed: 'pages',
  sizesVariable: 'BENCH_SIZES',
  defaultSizes: '1000,10000,100000',
  scenarios: [
    {
      name: 'router',
      baseline: 'native',
      requestPath: (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`,
      serves: servesPage,
    },
    {
      name: 'native',
      requestPath: (page) => `/api/pages/${page.documentId}`,
      serves: servesPage,
    },
  ],
});
