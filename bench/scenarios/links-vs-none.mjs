/**
 * A page whose Blocks field holds 50 internal links, read through Strapi's own REST route and
 * through the path router, against the same page with 50 links to an outside site (same size,
 * nothing to write out). The ratio is what writing the links out costs: one indexed query on
 * the alias table for all 50, and a walk of the response.
 */
import { readSuite } from '../read-suite.mjs';

const firstLink = (body) => body?.data?.content?.[0]?.children?.[1]?.url;

// A page with links counts as served only with its first link written out as its target's path.
const servesLinked = (body, entry) => body?.data?.documentId === entry.documentId && firstLink(body) === entry.targetPath;
const servesPlain = (body, entry) =>
  body?.data?.documentId === entry.plainDocumentId && firstLink(body) === `https://www.example.com${entry.targetPath}`;

export default readSuite({
  name: 'links-vs-none',
  seed: 'pages-with-links',
  sizesVariable: 'BENCH_LINK_SIZES',
  defaultSizes: '10000',
  scenarios: [
    {
      name: 'REST, 50 links',
      baseline: 'REST, no links',
      requestPath: (entry) => `/api/pages/${entry.documentId}`,
      serves: servesLinked,
    },
    { name: 'REST, no links', requestPath: (entry) => `/api/pages/${entry.plainDocumentId}`, serves: servesPlain },
    {
      name: 'router, 50 links',
      baseline: 'router, no links',
      requestPath: (entry) => `/api/sitetools/router?path=${encodeURIComponent(entry.path)}&breadcrumbs=false`,
      serves: servesLinked,
    },
    {
      name: 'router, no links',
      requestPath: (entry) => `/api/sitetools/router?path=${encodeURIComponent(entry.plainPath)}&breadcrumbs=false`,
      serves: servesPlain,
    },
  ],
});
