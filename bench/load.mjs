import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { median } from './report.mjs';

// Each comparison (a scenario and its baseline) runs at every connection count as WARMUP seconds
// of unmeasured traffic per scenario, then ROUNDS measured rounds of ROUND seconds per scenario in
// alternating order. 3 rounds of 3 s keep the read suites (4 servers, 12 comparisons) near 6
// minutes on 2 cores; at 70-600 req/s a round still holds 200-1,800 requests, and at the 15-90
// creations/s of create-vs-native 45-270.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const ROUND_SECONDS = Number(process.env.BENCH_DURATION ?? 3);
// A suite may ask for more rounds (`rounds`); BENCH_ROUNDS, when set, applies to every suite.
const ROUNDS = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
const DEFAULT_ROUNDS = 3;
// A freshly booted server needs several seconds of traffic before V8 has optimised the request
// path: measured on a quiet machine, the first 5 s ran ~25% slower than the following runs, so
// without this whichever scenario went first lost. Seconds per scenario.
const SERVER_WARMUP_SECONDS = Number(process.env.BENCH_SERVER_WARMUP ?? 5);
const SERVER_WARMUP_CONNECTIONS = 10;

/**
 * The request a scenario sends for `item`: a GET of `requestPath(item)`, or `request(item)`
 * (autocannon's method, path, headers, body) when it writes or POSTs a query (GraphQL).
 */
export const requestOf = (scenario, item) => scenario.request?.(item) ?? { method: 'GET', path: scenario.requestPath(item) };

// setupRequest runs before every request, so each one gets its own random seeded item. A scenario
// with its own `url` (and `pid`, the process whose CPU time is read) runs against that server: a
// comparison may span two.
const drive = ({ url, connections, scenario, items }, options) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  return autocannon({
    url: scenario.url ?? url,
    connections,
    requests: [{ setupRequest: (request) => ({ ...request, ...requestOf(scenario, randomItem()) }) }],
    ...options,
  });
};

/**
 * Both scenarios of a comparison in one run of `seconds`, alternating request by request on every
 * connection, so that whatever slows the machine slows both alike. Resolves with each scenario's
 * mean latency in ms, timed from the moment autocannon builds a request, just before writing it,
 * to its response.
 */
const driveInterleaved = async ({ url, connections, scenarios, items }, seconds) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  const totals = scenarios.map(() => ({ ms: 0, count: 0 }));
  await autocannon({
    url,
    connections,
    duration: seconds,
    // autocannon keeps one context per connection, and each connection has one request in flight.
    requests: scenarios.map((scenario, index) => ({
      setupRequest: (request, context) => {
        context.sentAt = performance.now();
        return { ...request, ...requestOf(scenario, randomItem()) };
      },
      onResponse: (status, body, context) => {
        totals[index].ms += performance.now() - context.sentAt;
        totals[index].count += 1;
      },
    })),
  });
  return totals.map(({ ms, count }) => ms / count);
};

const warmUp = async ({ scenarios, ...target }, seconds) => {
  for (const scenario of scenarios) await drive({ ...target, scenario }, { duration: seconds });
};

/** Sends unmeasured traffic through every scenario, to measure a warm server only. */
export const warmUpServer = ({ url, scenarios, items }) =>
  warmUp({ url, scenarios, items, connections: SERVER_WARMUP_CONNECTIONS }, SERVER_WARMUP_SECONDS);

// Linux counts a process's CPU time in clock ticks of 10 ms (USER_HZ is 100 on every common
// architecture).
const MS_PER_TICK = 10;

/**
 * CPU time (user and system, all threads) the server process `pid` has used so far, in ms, read
 * from /proc; undefined where there is no /proc (the column then stays empty). The CPU a request
 * costs depends much less than req/s on how busy the rest of the machine was during the round.
 */
const cpuMsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
};

// req/s is the median of the rounds, so that one round disturbed by a neighbour does not move it;
// latencies come from the rounds' merged histograms, whose p99 rests on all their requests; the
// server's CPU time per request is over all the rounds.
const summarize = ({ url, connections, scenario }, rounds) => {
  // autocannon's own req/s: the mean of its one-second samples.
  const roundsRequestsPerSecond = rounds.map((round) => round.totalCompletedRequests / round.samples);
  const merged = autocannon.aggregateResult(rounds, { url: scenario.url ?? url, connections });
  const cpuMs = rounds.reduce((sum, round) => sum + round.cpuMs, 0);
  return {
    interleavedRoundsMs: rounds.map((round) => round.interleavedMs).filter((ms) => ms !== undefined),
    scenario: scenario.name,
    baseline: scenario.baseline,
    connections,
    requestsPerSecond: median(roundsRequestsPerSecond),
    roundsRequestsPerSecond,
    p50Ms: merged.latency.p50,
    p99Ms: merged.latency.p99,
    meanMs: merged.latency.mean,
    requests: merged.requests.total,
    cpuMsPerRequest: Number.isNaN(cpuMs) ? undefined : cpuMs / merged.requests.total,
    non2xx: merged.non2xx,
    errors: merged.errors,
    timeouts: merged.timeouts,
    statusCodes: Object.fromEntries(Object.entries(merged.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
};

/**
 * Measures `scenarios` (a scenario and its baseline) against `url` with `connections` keep-alive
 * connections, one row each. Measuring each once, one after the other, swung their ratio by ±15%
 * with the order, so the rounds alternate (A B, B A, A B): each scenario runs first about as often
 * as last, and a slow spell of the machine falls on both sides of the ratio. On this shared VM a
 * spell still moved single rounds by up to ±40%, so each round also runs both scenarios
 * interleaved request by request (driveInterleaved); their mean latencies there compare the two
 * under exactly the same conditions.
 */
const measureComparison = async ({ scenarios, roundCount, ...target }) => {
  await warmUp({ ...target, scenarios }, WARMUP_SECONDS);
  const rounds = new Map(scenarios.map((scenario) => [scenario, []]));
  for (let round = 0; round < roundCount; round += 1) {
    const order = round % 2 === 0 ? scenarios : [...scenarios].reverse();
    for (const scenario of order) {
      // skipAggregateResult keeps the encoded latency histogram, which summarize() merges.
      const pid = scenario.pid ?? target.pid;
      const cpuBefore = cpuMsOf(pid);
      const result = await drive({ ...target, scenario }, { duration: ROUND_SECONDS, skipAggregateResult: true });
      rounds.get(scenario).push({ ...result, cpuMs: cpuMsOf(pid) - cpuBefore });
    }
    // Scenarios on another server (create-vs-native's) cannot share a run.
    if (scenarios.every((scenario) => scenario.url === undefined)) {
      const meansMs = await driveInterleaved({ ...target, scenarios }, ROUND_SECONDS);
      scenarios.forEach((scenario, index) => {
        rounds.get(scenario).at(-1).interleavedMs = meansMs[index];
      });
    }
  }
  return scenarios.map((scenario) => summarize({ ...target, scenario }, rounds.get(scenario)));
};

// Each scenario with its baseline, and a scenario that neither has nor is a baseline alone.
const comparisons = (scenarios) => {
  const baselines = new Set(scenarios.map((scenario) => scenario.baseline));
  return scenarios
    .filter((scenario) => !baselines.has(scenario.name))
    .map((scenario) => [scenario, ...scenarios.filter((other) => other.name === scenario.baseline)]);
};

/**
 * Measures every comparison among `scenarios` at each of `connectionCounts` in `rounds` rounds
 * (3 by default), logging each row.
 */
export const measureComparisons = async ({ connectionCounts, scenarios, rounds, ...target }) => {
  const roundCount = ROUNDS ?? rounds ?? DEFAULT_ROUNDS;
  const rows = [];
  for (const connections of connectionCounts) {
    for (const comparison of comparisons(scenarios)) {
      for (const row of await measureComparison({ ...target, connections, roundCount, scenarios: comparison })) {
        const rounds = row.roundsRequestsPerSecond.map((rate) => rate.toFixed(1)).join(', ');
        console.log(`  ${row.scenario} x${connections}: ${row.requestsPerSecond.toFixed(1)} req/s (${rounds})`);
        rows.push(row);
      }
    }
  }
  return rows;
};
