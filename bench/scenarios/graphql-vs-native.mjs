/**
 * The same published page read through GraphQL two ways: `sitetoolsRoute` by its path and the
 * native `page` query by its document id, selecting the same fields. Their req/s ratio is the
 * price of resolving a path over GraphQL, where both pay the same parsing and validation.
 */
import { readSuite } from '../read-suite.mjs';

const FIELDS = 'documentId title';
const ROUTE = `query Route($path: String!) {
  sitetoolsRoute(path: $path) { ... on SitetoolsEntryRoute { path entry { ... on Page { ${FIELDS} } } } }
}`;
const NATIVE = `query Page($documentId: ID!) { page(documentId: $documentId) { ${FIELDS} } }`;

const post = (query, variables) => ({
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

export default readSuite({
  name: 'graphql-vs-native',
  seed: 'pages',
  sizesVariable: 'BENCH_GRAPHQL_SIZES',
  defaultSizes: '1000,10000',
  scenarios: [
    {
      name: 'sitetoolsRoute',
      baseline: 'native page',
      request: (entry) => post(ROUTE, { path: entry.path }),
      serves: (body, entry) => body?.data?.sitetoolsRoute?.entry?.documentId === entry.documentId,
    },
    {
      name: 'native page',
      request: (entry) => post(NATIVE, { documentId: entry.documentId }),
      serves: (body, entry) => body?.data?.page?.documentId === entry.documentId,
    },
  ],
});
