import autocannon from 'autocannon';

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
// 5 s measured per scenario keeps the default run (4 servers, 24 measurements) under about 5
// minutes on 2 cores; at 70-400 req/s that is still 350-2,000 requests per measurement.
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
// A freshly booted server needs several seconds of traffic before V8 has optimised the request
// path: measured on a quiet machine, the first 5 s ran ~25% slower than the following runs, so
// without this whichever scenario went first lost. Seconds per scenario.
const SERVER_WARMUP_SECONDS = Number(process.env.BENCH_SERVER_WARMUP ?? 5);
const SERVER_WARMUP_CONNECTIONS = 10;

// setupRequest runs before every request, so each one reads its own random seeded item.
const drive = ({ url, connections, scenario, items }, options) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  return autocannon({
    url,
    connections,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.requestPath(randomItem()) }) }],
    ...options,
  });
};

/** Sends unmeasured traffic through every scenario, to measure a warm server only. */
export const warmUpServer = async ({ url, scenarios, items }) => {
  for (const scenario of scenarios) {
    await drive(
      { url, connections: SERVER_WARMUP_CONNECTIONS, scenario, items },
      { duration: SERVER_WARMUP_SECONDS }
    );
  }
};

/**
 * Drives one scenario against `url` with `connections` keep-alive connections: a short warm-up at
 * that concurrency, then the measured run.
 */
export const measure = async ({ url, connections, scenario, items }) => {
  const result = await drive(
    { url, connections, scenario, items },
    { duration: DURATION_SECONDS, warmup: { connections, duration: WARMUP_SECONDS } }
  );
  return {
    scenario: scenario.name,
    baseline: scenario.baseline,
    connections,
    requestsPerSecond: result.requests.mean,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: result.latency.mean,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
};
