/**
 * The redirects a front-end fetches, read through `GET /api/sitetools/redirects` and through the
 * same content type's core `find` on a bare route (bench/native-routes.cjs): both run Strapi's
 * native controller with the same Public-role permission check, so their req/s ratio is the price
 * of the sitetools route and its published-only middleware. `list` is the first page with its
 * count; `lookup` filters on the indexed `from` column, one random seeded path per request.
 */
import { NATIVE_REDIRECTS_PATH } from '../native-routes.cjs';
import { readSuite } from '../read-suite.mjs';

const SITETOOLS_PATH = '/api/sitetools/redirects';
// The sitetools route forces this status; the native route is told it, so both read the same rows.
const NATIVE_PATH = `${NATIVE_REDIRECTS_PATH}?status=published`;
// The playground's default page size (playground/config/api.js).
const PAGE_SIZE = 25;

const lookupQuery = (redirect) => new URLSearchParams({ 'filters[from][$eq]': redirect.from }).toString();

// At least the seeded redirects: the playground's demo content may add a few of its own.
const listsPublished = (body, _redirect, redirects) =>
  body?.data?.length === PAGE_SIZE &&
  body.data.every((row) => row.publishedAt !== null) &&
  body.meta?.pagination?.total >= redirects.length;

const findsRedirect = (body, redirect) => body?.data?.length === 1 && body.data[0].to === redirect.to;

export default readSuite({
  name: 'redirects-vs-native',
  seed: 'redirects',
  sizesVariable: 'BENCH_REDIRECT_SIZES',
  defaultSizes: '1000,50000',
  scenarios: [
    { name: 'list', baseline: 'native list', requestPath: () => SITETOOLS_PATH, serves: listsPublished },
    { name: 'native list', requestPath: () => NATIVE_PATH, serves: listsPublished },
    {
      name: 'lookup',
      baseline: 'native lookup',
      requestPath: (redirect) => `${SITETOOLS_PATH}?${lookupQuery(redirect)}`,
      serves: findsRedirect,
    },
    {
      name: 'native lookup',
      requestPath: (redirect) => `${NATIVE_PATH}&${lookupQuery(redirect)}`,
      serves: findsRedirect,
    },
  ],
});
