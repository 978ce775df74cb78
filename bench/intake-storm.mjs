import { measureLatency } from './latency.mjs';

// The servers' most entries per request (404 reports, redirect hits): a full batch.
const BATCH = 100;
// Distinct paths a storm cycles through: a scanner's list, so most hits repeat a path already seen.
const STORM_PATHS = 5000;

/**
 * Reporters posting full batches (100 entries, `entry(i)` each) to an intake back to back, one
 * loop per token, until stop() is called, as sitetools-client does when entries come faster than
 * it can send them: after a 429 it waits the Retry-After the server gave, as the client does.
 * stop() resolves with what was sent and answered.
 */
export const startIntakeStorm = ({ url, tokens, intake, entry }) => {
  const totals = {
    requests: 0,
    reports: 0,
    counted: 0,
    ignored: 0,
    limited: 0,
    failures: 0,
  };
  let running = true;
  let next = 0;
  // A wait that ends early when the storm is stopped (a Retry-After can be a minute).
  const pause = async (ms) => {
    const end = Date.now() + ms;
    while (running && Date.now() < end) await new Promise((resume) => setTimeout(resume, 100));
  };
  const batch = () => Array.from({ length: BATCH }, () => entry((next += 1)));
  const reporter = async (token) => {
    while (running) {
      const data = batch();
      const response = await fetch(`${url}${intake}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ data }),
      }).catch(() => undefined);
      totals.requests += 1;
      totals.reports += data.length;
      const answer = await response?.json().catch(() => undefined);
      if (response?.status === 202) {
        totals.counted += answer.data.counted;
        totals.ignored += answer.data.ignored;
      } else if (response?.status === 429) {
        totals.limited += 1;
        await pause(Number(response.headers.get('retry-after') ?? 1) * 1000);
      } else {
        totals.failures += 1;
      }
    }
  };
  const loops = tokens.map(reporter);
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return totals;
    },
  };
};

/** A 404 storm: reports of 5,000 distinct paths (a scanner's list) to the 404 intake. */
export const startNotFoundStorm = ({ url, tokens }) =>
  startIntakeStorm({ url, tokens, intake: '/api/sitetools/not-found', entry: (i) => ({ path: `/storm/${i % STORM_PATHS}` }) });

const forSeconds = (seconds) => {
  const end = Date.now() + seconds * 1000;
  return async () => Date.now() > end;
};

/** What an intake storm scenario prints: the router's latency idle and under the storm, and what the intake took. */
export const stormColumns = (ms) => [
  ['N', (row) => row.n],
  ['phase', (row) => row.phase],
  ['router req/s', (row) => row.reqPerSec.toFixed(0)],
  ['p50 ms', (row) => ms(row.p50)],
  ['p99 ms', (row) => ms(row.p99)],
  ['p50 x idle', (row) => (row.p50OfIdle === undefined ? '' : `${row.p50OfIdle.toFixed(2)}x`)],
  ['p99 x idle', (row) => (row.p99OfIdle === undefined ? '' : `${row.p99OfIdle.toFixed(2)}x`)],
  ['failures', (row) => row.failures],
  ['intake req/s', (row) => (row.intake === undefined ? '' : (row.intake.requests / row.seconds).toFixed(0))],
  ['counted/s', (row) => (row.intake === undefined ? '' : (row.intake.counted / row.seconds).toFixed(0))],
  ['429s', (row) => (row.intake === undefined ? '' : row.intake.limited)],
];

/**
 * The site's router (one visitor at a time) for `seconds` on the idle server, after a warm-up of
 * both, then while `startStorm(tokens)` runs: the two phases' latencies and what the storm sent.
 */
export const measureUnderStorm = async ({ load, seconds, startStorm, tokens }) => {
  // A warm-up of both (V8 optimises the request paths in the first seconds), then idle.
  const warmUp = startStorm(tokens.slice(0, 1));
  await measureLatency({ ...load, until: forSeconds(5) });
  await warmUp.stop();
  const idle = await measureLatency({ ...load, until: forSeconds(seconds) });
  const storm = startStorm(tokens);
  const during = await measureLatency({ ...load, until: forSeconds(seconds) });
  const intake = await storm.stop();
  if (intake.failures > 0) throw new Error(`the intake failed ${intake.failures} times during the storm`);
  return { idle, during, intake };
};
