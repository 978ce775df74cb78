import autocannon from 'autocannon';

const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 8);

/**
 * Drives one scenario against `url` with `connections` keep-alive connections: a warm-up, then a
 * measured run. Every request reads a different random page.
 */
export const measure = async ({ url, connections, scenario, pages }) => {
  const randomPage = () => pages[Math.floor(Math.random() * pages.length)];
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    warmup: { connections, duration: WARMUP_SECONDS },
    // setupRequest runs before every request, so each one gets its own page.
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.requestPath(randomPage()) }) }],
  });
  return {
    scenario: scenario.name,
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
