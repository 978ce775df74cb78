import { performance } from 'node:perf_hooks';

/** The value below which `share` of the sorted `values` lie. */
export const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Sends GET requests from `connections` concurrent loops until `until()` resolves true (asked
 * between requests, at most every `pollMs`), and measures every one: req/s, p50, p99 and the
 * slowest, in ms. autocannon's percentiles cannot be merged across runs, and a job's length is
 * not known in advance, so this counts for itself. `path(item)` builds each request from a random item.
 */
export const measureLatency = async ({ url, items, path, connections, until, pollMs = 250 }) => {
  const latencies = [];
  let failures = 0;
  let done = false;
  const started = performance.now();
  const watcher = (async () => {
    while (!(await until())) await new Promise((resume) => setTimeout(resume, pollMs));
    done = true;
  })();
  const loop = async () => {
    while (!done) {
      const item = items[Math.floor(Math.random() * items.length)];
      const sent = performance.now();
      try {
        const res = await fetch(`${url}${path(item)}`);
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all([watcher, ...Array.from({ length: connections }, loop)]);
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    seconds,
    reqPerSec: sorted.length / seconds,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
};
