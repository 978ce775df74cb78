/**
 * A page three levels deep (`/docs/section/bench-<i>`, both ancestors live) read through the path
 * router with its breadcrumbs, without them (`breadcrumbs=false`), and through Strapi's own REST
 * route. The breadcrumbs cost one indexed query on the alias table and one on the pages for the
 * titles; the ratios say what that costs against a native findOne.
 */
import { readSuite } from '../read-suite.mjs';

const servesEntry = (body, entry) => body?.data?.documentId === entry.documentId;

export default readSuite({
  name: 'breadcrumbs-vs-native',
  seed: 'pages-three-levels',
  sizesVariable: 'BENCH_BREADCRUMB_SIZES',
  defaultSizes: '10000',
  scenarios: [
    {
      name: 'router + breadcrumbs',
      baseline: 'native',
      requestPath: (entry) => `/api/sitetools/router?path=${encodeURIComponent(entry.path)}`,
      // Both ancestors, root first: a response without them does not count as served.
      serves: (body, entry) =>
        servesEntry(body, entry) && body.meta?.breadcrumbs?.map((crumb) => crumb.path).join(' ') === '/docs /docs/section',
    },
    {
      name: 'router, breadcrumbs=false',
      baseline: 'native',
      requestPath: (entry) => `/api/sitetools/router?path=${encodeURIComponent(entry.path)}&breadcrumbs=false`,
      serves: (body, entry) => servesEntry(body, entry) && body.meta?.breadcrumbs === undefined,
    },
    {
      name: 'native',
      requestPath: (entry) => `/api/pages/${entry.documentId}`,
      serves: servesEntry,
    },
  ],
});
