import { scenarios } from './scenarios/router-vs-native.mjs';

const SAMPLE_SIZE = 20;

// The first and the last page catch an off-by-one batch; the rest are spread at random.
const sample = (pages) => [
  pages[0],
  pages[pages.length - 1],
  ...Array.from({ length: SAMPLE_SIZE - 2 }, () => pages[Math.floor(Math.random() * pages.length)]),
];

const check = async (url, scenario, page) => {
  const requestPath = scenario.requestPath(page);
  const response = await fetch(url + requestPath);
  const body = await response.json().catch(() => undefined);
  if (response.status !== 200 || body?.data?.documentId !== page.documentId) {
    throw new Error(
      `seed check failed: GET ${requestPath} gave ${response.status} ${JSON.stringify(body).slice(0, 300)}, ` +
        `expected 200 with documentId ${page.documentId}`
    );
  }
};

/** Throws unless every scenario serves a sample of the seeded pages with the right entry. */
export const verifySeed = async (url, pages) => {
  for (const page of sample(pages)) {
    for (const scenario of scenarios) await check(url, scenario, page);
  }
};
