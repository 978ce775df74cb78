import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/strapi';

/**
 * A new user copies the README's "Try it" commands into a shell first: each must answer as
 * written, against the playground the README starts. The curl examples of the reference pages
 * must too, but for those with a placeholder to fill in (`<token>`).
 */

const root = join(__dirname, '../..');
const read = (page: string) => readFileSync(join(root, page), 'utf8');
/** The host and port the docs' commands name: the playground's `npm run develop`. */
const DOCS_ORIGIN = 'http://localhost:1337';

/** The commands of the `sh` blocks of `markdown`, a line each once `\` continuations are joined. */
const shellCommands = (markdown: string): string[] =>
  [...markdown.matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap(([, block]) =>
    block
      .replace(/\\\n\s*/g, '')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
  );

const section = (markdown: string, heading: string): string => {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading "${heading}"`);
  const end = markdown.indexOf('\n## ', start + heading.length + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
};

const tryIt = shellCommands(section(read('README.md'), '## Try it'));
/** What "Try it" runs besides curl, and what this test stands in for instead of running it. */
const NOT_RUN_HERE: Record<string, string> = {
  'npm install && npm run develop': 'starts the playground, which this test boots',
  'npm test': 'runs this very test',
};
const REFERENCE_PAGES = ['docs/rest-api.md', 'docs/redirects.md', 'addons/redirects/README.md'];
const referenceCurls = REFERENCE_PAGES.flatMap((page) =>
  shellCommands(read(page))
    .filter((command) => command.startsWith('curl ') && !/<[a-z]+>/.test(command))
    .map((command) => [page, command] as const)
);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/**
 * Runs one command as a shell runs it, on the test app. Asynchronous on purpose: the app answers
 * from this very process.
 */
const run = async (command: string) => {
  // The status code after the body, on a line of its own; -sS hides the progress, not errors.
  const written = `${command.replaceAll(DOCS_ORIGIN, app.url)} -sS -w '\\n%{http_code}'`;
  const { stdout } = await promisify(execFile)('sh', ['-c', written], { timeout: 10_000 });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), body: JSON.parse(stdout.slice(0, cut)) as { data?: unknown; errors?: unknown } };
};

/** A 2xx with data: a non-empty list, or an object (GraphQL answers 200 with `errors` too). */
const expectAnswer = ({ status, body }: Awaited<ReturnType<typeof run>>) => {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(300);
  expect(body.errors).toBeUndefined();
  if (Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(0);
  else expect(body.data).toEqual(expect.any(Object));
};

describe('the README\'s "Try it" commands', () => {
  it('are curl calls on the playground, but for the ones this suite stands for', () => {
    expect(tryIt.filter((command) => !command.startsWith('curl ')).sort()).toEqual(Object.keys(NOT_RUN_HERE).sort());
    expect(tryIt.filter((command) => command.startsWith('curl ')).length).toBeGreaterThanOrEqual(4);
  });

  it.each(tryIt.filter((command) => command.startsWith('curl ')))('%s', async (command) => {
    expectAnswer(await run(command));
  });
});

describe("the reference pages' curl examples", () => {
  it.each(referenceCurls)('%s: %s', async (_, command) => {
    expectAnswer(await run(command));
  });
});
