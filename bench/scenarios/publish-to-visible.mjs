/**
 * Publish to visible: how long after a publish returns the Next example (examples/next) serves
 * the page's new title at its new URL, and redirects its old URL there. Two ways in one run, on
 * one server and one site: with a webhook of the sitetools events calling the example's
 * revalidation route, and with ISR alone (pages render again 60 s after their last render, the
 * proxy reads the redirect manifest every 60 s). Each publish moves a page of its own whose old
 * and new URLs were both just rendered, so ISR holds them (the new one as a 404). The ISR
 * publishes overlap, a few seconds apart, or the baseline alone would take N minutes.
 */
import { randomBytes } from 'node:crypto';
import { percentile } from '../latency.mjs';
import { startNextSite } from '../next-site.mjs';
import { startServer } from '../server-process.mjs';

const ISR_SECONDS = 60;
// Past ISR's minute and the proxy's, a publish that is still not visible is a failure.
const GIVE_UP_MS = (2 * ISR_SECONDS + 30) * 1000;
const POLL_MS = 50;
const ISR_POLL_MS = 250;
const ISR_STAGGER_MS = 3000;

const sleep = (ms) => new Promise((resume) => setTimeout(resume, ms));

const get = (site, path) => fetch(`${site.url}${path}`, { redirect: 'manual' });

const showsTitle = async (site, path, title) => {
  const response = await get(site, path);
  return response.status === 200 && (await response.text()).includes(`<h1>${title}</h1>`);
};

const redirects = async (site, from, to) => {
  const response = await get(site, from);
  await response.arrayBuffer();
  return [301, 308].includes(response.status) && response.headers.get('location')?.split(', ')[0] === to;
};

/**
 * Renders the page's old URL (its current title) and its new one (a 404), publishes the move,
 * then polls both: resolves with the ms from the publish's return until each is visible.
 */
const publishOne = async (server, site, { path, documentId }, pollMs) => {
  const slug = `${path.split('/').pop()}-moved`;
  const [newPath, title] = [`/pages/${slug}`, `Moved ${slug}`];
  await (await get(site, path)).arrayBuffer();
  if ((await get(site, newPath)).status !== 404) throw new Error(`${newPath} answered before the publish`);
  await server.command('publish-page', { documentId, title, slug });
  const returned = Date.now();
  let newUrlMs;
  let oldUrlMs;
  while (newUrlMs === undefined || oldUrlMs === undefined) {
    if (Date.now() - returned > GIVE_UP_MS) throw new Error(`${newPath} not visible ${GIVE_UP_MS} ms after its publish`);
    if (newUrlMs === undefined && (await showsTitle(site, newPath, title))) newUrlMs = Date.now() - returned;
    if (oldUrlMs === undefined && (await redirects(site, path, newPath))) oldUrlMs = Date.now() - returned;
    await sleep(pollMs);
  }
  return { newUrlMs, oldUrlMs };
};

const summary = (scenario, results) => {
  const sorted = (key) => results.map((result) => result[key]).sort((a, b) => a - b);
  const [newUrl, oldUrl] = [sorted('newUrlMs'), sorted('oldUrlMs')];
  return {
    scenario,
    publishes: results.length,
    newUrlP50Ms: percentile(newUrl, 0.5),
    newUrlP95Ms: percentile(newUrl, 0.95),
    oldUrlP50Ms: percentile(oldUrl, 0.5),
    oldUrlP95Ms: percentile(oldUrl, 0.95),
  };
};

export default {
  name: 'publish-to-visible',
  nMeans: 'publishes per way, each moving a page of its own',
  sizesVariable: 'BENCH_PUBLISH_SIZES',
  defaultSizes: '20',
  columns: [
    ['N', (row) => row.n],
    ['scenario', (row) => row.scenario],
    ['new URL p50 ms', (row) => row.newUrlP50Ms],
    ['new URL p95 ms', (row) => row.newUrlP95Ms],
    ['old URL redirects p50 ms', (row) => row.oldUrlP50Ms],
    ['old URL redirects p95 ms', (row) => row.oldUrlP95Ms],
  ],
  async measure(n) {
    const server = await startServer('pages', 2 * n);
    const secret = randomBytes(16).toString('hex');
    let site;
    try {
      site = await startNextSite({
        strapiUrl: server.url,
        env: { SITETOOLS_REVALIDATE_SECRET: secret, SITETOOLS_REDIRECTS_REFRESH_SECONDS: String(ISR_SECONDS) },
      });
      const [withWebhook, isrOnly] = [server.items.slice(0, n), server.items.slice(n, 2 * n)];

      const webhookId = await server.command('add-webhook', { url: `${site.url}/api/revalidate`, secret });
      const webhook = [];
      for (const page of withWebhook) webhook.push(await publishOne(server, site, page, POLL_MS));
      await server.command('remove-webhook', { id: webhookId });

      const isr = await Promise.all(
        isrOnly.map(async (page, i) => {
          await sleep(i * ISR_STAGGER_MS);
          return publishOne(server, site, page, ISR_POLL_MS);
        })
      );
      return {
        rows: [summary('webhook', webhook), summary('ISR only', isr)],
        setup: { bootMs: server.bootMs, seedMs: server.seedMs, nextBuildMs: site.buildMs },
      };
    } finally {
      await site?.stop();
      await server.stop();
    }
  },
};
