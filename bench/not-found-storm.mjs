const INTAKE = '/api/sitetools/not-found';
// The server's BATCH: a full batch.
const BATCH = 100;
// Distinct paths a storm cycles through: a scanner's list, so most hits repeat a path already seen.
const STORM_PATHS = 5000;

/**
 * Reporters posting full batches (100 reports) to the 404 intake back to back, one loop per token,
 * until stop() is called, as sitetools-client's reportNotFound does when 404s come faster than it
 * can send them: after a 429 it waits the Retry-After the server gave, as the client does.
 * stop() resolves with what was sent and answered.
 */
export const startNotFoundStorm = ({ url, tokens }) => {
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
  const batch = () =>
    Array.from({ length: BATCH }, () => ({
      path: `/storm/${(next += 1) % STORM_PATHS}`,
    }));
  const reporter = async (token) => {
    while (running) {
      const data = batch();
      const response = await fetch(`${url}${INTAKE}`, {
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
