import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
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

/**
 * Counts the responses that fail a scenario's `check(status, body, item)`, when it has one: a
 * scenario whose expected answer is not a 2xx (the router's 404 with a redirect hint) is checked
 * response by response, since a wrong answer can be cheaper than the right one. autocannon keeps
 * one context per connection, with one request in flight, so the context carries the item.
 */
const checker = (scenario) => {
  const counts = { checked: 0, failed: 0 };
  const remember = (context, item) => {
    if (scenario.check) context.item = item;
  };
  const onResponse = scenario.check
    ? (status, body, context) => {
        counts.checked += 1;
        if (!scenario.check(status, body, context.item)) counts.failed += 1;
      }
    : undefined;
  return { counts, remember, onResponse };
};

// setupRequest runs before every request, so each one gets its own random seeded item. A scenario
// with its own `url` (and `pid`, the process whose CPU time is read) runs against that server: a
// comparison may span two.
const drive = async ({ url, connections, scenario, items }, options) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  const { counts, remember, onResponse } = checker(scenario);
  const result = await autocannon({
    url: scenario.url ?? url,
    connections,
    requests: [
      {
        setupRequest: (request, context) => {
          const item = randomItem();
          remember(context, item);
          return { ...request, ...requestOf(scenario, item) };
        },
        onResponse,
      },
    ],
    ...options,
  });
  return { ...result, failedChecks: counts.failed };
};

/**
 * Both scenarios of a comparison in one run of `seconds`, alternating request by request on every
 * connection, so that whatever slows the machine slows both alike. Resolves with each scenario's
 * mean latency in ms (`meanMs`), timed from the moment autocannon builds a request, just before
 * writing it, to its response, and its responses that failed its check (`failedChecks`).
 */
const driveInterleaved = async ({ url, connections, scenarios, items }, seconds) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  const totals = scenarios.map(() => ({ ms: 0, count: 0 }));
  const checkers = scenarios.map(checker);
  await autocannon({
    url,
    connections,
    duration: seconds,
    // autocannon keeps one context per connection, and each connection has one request in flight.
    requests: scenarios.map((scenario, index) => ({
      setupRequest: (request, context) => {
        const item = randomItem();
        checkers[index].remember(context, item);
        context.sentAt = performance.now();
        return { ...request, ...requestOf(scenario, item) };
      },
      onResponse: (status, body, context) => {
        totals[index].ms += performance.now() - context.sentAt;
        totals[index].count += 1;
        checkers[index].onResponse?.(status, body, context);
      },
    })),
  });
  return totals.map(({ ms, count }, index) => ({ meanMs: ms / count, failedChecks: checkers[index].counts.failed }));
};

/** One request over `agent` to the server at `url`; resolves with its status and body. */
const send = (agent, url, { method, path, headers, body }) =>
  new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, url), { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });

/**
 * driveInterleaved for scenarios on different servers, which one autocannon run cannot reach:
 * `connections` loops, each sending the scenarios' requests in turn, one at a time, over
 * keep-alive connections (node:http, one agent per server). Both sides pay the same client, so the
 * ratio of their mean latencies holds even though the client is not autocannon.
 */
const driveInterleavedAcross = async ({ url, connections, scenarios, items }, seconds) => {
  const randomItem = () => items[Math.floor(Math.random() * items.length)];
  const agents = new Map();
  const agentOf = (target) => {
    if (!agents.has(target)) agents.set(target, new Agent({ keepAlive: true, maxSockets: connections }));
    return agents.get(target);
  };
  const totals = scenarios.map(() => ({ ms: 0, count: 0, failedChecks: 0 }));
  const end = performance.now() + seconds * 1000;
  // Loop k starts at scenario k, so that no scenario is always the one sent first.
  const loop = async (_, first) => {
    while (performance.now() < end) {
      for (let step = 0; step < scenarios.length; step += 1) {
        const index = (first + step) % scenarios.length;
        const scenario = scenarios[index];
        const item = randomItem();
        const target = scenario.url ?? url;
        const sentAt = performance.now();
        const { status, body } = await send(agentOf(target), target, requestOf(scenario, item));
        totals[index].ms += performance.now() - sentAt;
        totals[index].count += 1;
        if (scenario.check?.(status, body, item) === false) totals[index].failedChecks += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  for (const agent of agents.values()) agent.destroy();
  return totals.map(({ ms, count, failedChecks }) => ({ meanMs: ms / count, failedChecks }));
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
    // Only for a scenario with a `check`: its measured responses that failed it.
    ...(scenario.check && { failedChecks: rounds.reduce((sum, round) => sum + round.failedChecks, 0) }),
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
    // Scenarios on two servers cannot share an autocannon run; where the suite asks for it
    // (`interleaveServers`), a plain client interleaves them instead.
    const sameServer = scenarios.every((scenario) => scenario.url === undefined);
    if (sameServer || target.interleaveServers) {
      const interleave = sameServer ? driveInterleaved : driveInterleavedAcross;
      const interleaved = await interleave({ ...target, scenarios }, ROUND_SECONDS);
      scenarios.forEach((scenario, index) => {
        const round = rounds.get(scenario).at(-1);
        round.interleavedMs = interleaved[index].meanMs;
        round.failedChecks += interleaved[index].failedChecks;
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
 * (3 by default), logging each row. `interleaveServers`: a comparison that spans two servers also
 * runs interleaved request by request.
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
