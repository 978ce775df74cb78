import { requestOf } from './load.mjs';

const SAMPLE_SIZE = 20;

// The first and the last item catch an off-by-one batch; the rest are spread at random.
const sample = (items) => [
  items[0],
  items[items.length - 1],
  ...Array.from({ length: SAMPLE_SIZE - 2 }, () => items[Math.floor(Math.random() * items.length)]),
];

const check = async (url, scenario, item, items) => {
  const { method, path, headers, body: sent } = requestOf(scenario, item);
  const response = await fetch(url + path, { method, headers, body: sent });
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200 || !scenario.serves(body, item, items)) {
    throw new Error(
      `seed check failed: ${scenario.name} ${method} ${path} gave ${response.status} ` +
        `${JSON.stringify(body).slice(0, 300)}, expected 200 serving ${JSON.stringify(item)}`
    );
  }
};

/** Throws unless every scenario serves a sample of the seeded items as its `serves` expects. */
export const verifySeed = async (url, scenarios, items) => {
  for (const item of sample(items)) {
    for (const scenario of scenarios) await check(url, scenario, item, items);
  }
};
