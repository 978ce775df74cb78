import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { api } from '../../integration/support/api';

const EXAMPLE = resolve(__dirname, '../../../examples/next');
const NEXT_BIN = join(EXAMPLE, 'node_modules', '.bin', 'next');

/** The built Next.js example, served by `next start` on 127.0.0.1. */
export interface NextSite {
  url: string;
  /** How long `next build` took, in milliseconds. */
  buildMs: number;
  stop(): Promise<void>;
}

export interface NextSiteOptions {
  /** The Strapi server the site reads (STRAPI_URL). */
  strapiUrl: string;
  /** The public origin canonical and hreflang URLs are made on (SITE_URL). */
  siteUrl: string;
  /** SITETOOLS_REDIRECTS_REFRESH_SECONDS. */
  refreshSeconds: number;
  /** SITETOOLS_REPORT_TOKEN: the token the site reports its 404s with. */
  reportToken?: string;
  /** SITETOOLS_PREVIEW_TOKEN: the token draft-mode pages read drafts with. */
  previewToken?: string;
  /** SITETOOLS_PREVIEW_SECRET: what the draft-mode route checks. */
  previewSecret?: string;
  /** SITETOOLS_REVALIDATE_SECRET: the bearer token the revalidation route checks. */
  revalidateSecret?: string;
  /** The port to serve on (one chosen before Strapi boots, for its preview config); a free one by default. */
  port?: number;
}

/** A port of 127.0.0.1 that nothing listens on now. */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

// How long `next start` gets to exit on SIGTERM before it is killed.
const STOP_TIMEOUT_MS = 5_000;

/**
 * Runs `next` in the example with the site's environment. Asynchronous on purpose: the Strapi it
 * reads runs in this very process, and a blocking call would leave `next build` no one to ask.
 */
const runNext = (args: string[], env: NodeJS.ProcessEnv, { untilExit }: { untilExit: boolean }) => {
  // Its own process group, so that stopping it stops the workers it starts too.
  const child = spawn(NEXT_BIN, args, { cwd: EXAMPLE, env: { ...process.env, ...env }, detached: true });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done, fail) =>
    child.once('exit', (code, signal) => {
      if (code === 0 || !untilExit) done();
      else fail(new Error(`next ${args[0]} failed (${code ?? signal}):\n${output}`));
    })
  );
  return { child, exited, output: () => output };
};

/** Waits until the server answers at all (any status), or fails with what it printed. */
const waitUntilServing = async (url: string, output: () => string, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/icon.svg`);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  throw new Error(`next start did not answer within ${timeoutMs} ms:\n${output()}`);
};

/**
 * Builds the example against the booted playground (`generateStaticParams` reads its paths) and
 * serves the build. Its dependencies must be installed (`npm run example:install`).
 */
export const startNextSite = async ({
  strapiUrl,
  siteUrl,
  refreshSeconds,
  reportToken = '',
  previewToken = '',
  previewSecret = '',
  revalidateSecret = '',
  port: chosenPort,
}: NextSiteOptions): Promise<NextSite> => {
  if (!existsSync(NEXT_BIN)) throw new Error('The Next.js example is not installed: run `npm run example:install` first.');
  const env = {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    STRAPI_URL: strapiUrl,
    SITE_URL: siteUrl,
    SITETOOLS_REDIRECTS_REFRESH_SECONDS: String(refreshSeconds),
    SITETOOLS_REPORT_TOKEN: reportToken,
    SITETOOLS_PREVIEW_TOKEN: previewToken,
    SITETOOLS_PREVIEW_SECRET: previewSecret,
    SITETOOLS_REVALIDATE_SECRET: revalidateSecret,
  };
  const started = Date.now();
  await runNext(['build'], env, { untilExit: true }).exited;
  const buildMs = Date.now() - started;

  const port = chosenPort ?? (await freePort());
  const server = runNext(['start', '-H', '127.0.0.1', '-p', String(port)], env, { untilExit: false });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    const group = -(server.child.pid as number);
    process.kill(group, 'SIGTERM');
    // `next start` waits for open keep-alive connections (the browser's) before it exits.
    const killer = setTimeout(() => process.kill(group, 'SIGKILL'), STOP_TIMEOUT_MS);
    await server.exited;
    clearTimeout(killer);
  };
  await waitUntilServing(url, server.output).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, buildMs, stop };
};

/**
 * Points a Strapi webhook of the sitetools events at the site's revalidation route, as the
 * example's README says to (with an admin's JWT); gives the status Strapi answered with.
 */
export const addRevalidationWebhook = async (strapiUrl: string, token: string, siteUrl: string, secret: string): Promise<number> => {
  const webhook = await api(strapiUrl).post(
    '/admin/webhooks',
    {
      name: 'Next example revalidation',
      url: `${siteUrl}/api/revalidate`,
      headers: { Authorization: `Bearer ${secret}` },
      events: ['sitetools.url.update', 'sitetools.redirects.update'],
    },
    { token }
  );
  return webhook.status;
};

/** Polls `check` until it holds, and gives the milliseconds that took (or fails after `timeoutMs`). */
export const msUntil = async (check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not visible within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return Date.now() - started;
};
