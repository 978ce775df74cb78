/**
 * The same published page read two ways: through the sitetools path router and through Strapi's
 * own REST route. Their req/s ratio is the price of resolving a path instead of a document id.
 */
export const scenarios = [
  {
    name: 'router',
    requestPath: (page) => `/api/sitetools/router?path=${encodeURIComponent(page.path)}`,
  },
  {
    name: 'native',
    requestPath: (page) => `/api/pages/${page.documentId}`,
  },
];

export const BASELINE = 'native';
