// `npm run bench:million`: the suites of a site with a million URLs and a million redirects, at
// those sizes (each variable can still be set to run another size): the router against native
// findOne at 100k and 1M pages with its cache's hit rate and memory, bulk generation of 1M pages
// per tenth, the sitemap of 1M URLs, the URL and redirect lists at 1M rows, the client's manifest,
// match() and Bloom filter at 1M redirects, and imports of 100k lines. BENCH_DB=postgres runs it on
// PostgreSQL. The seeds write a million rows in seconds (bench/seed.cjs); most of the time goes to
// the bulk job of a million entries and the imports.
const MILLION = {
  BENCH_ONLY: 'router-vs-native,bulk-at-scale,sitemap,lists-at-scale,front-end,imports-at-scale',
  BENCH_SIZES: '100000,1000000',
  BENCH_BULK_SCALE_SIZES: '1000000',
  BENCH_SITEMAP_SIZES: '1000000',
  BENCH_LIST_SIZES: '1000000',
  BENCH_FRONTEND_SIZES: '1000000',
  // paths() over a million pages is the sitemap's walk again.
  BENCH_FRONTEND_PATHS: 'false',
  BENCH_IMPORT_SIZES: '100000',
};
for (const [name, value] of Object.entries(MILLION)) process.env[name] ??= value;
await import('./run.mjs');
