import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const EXAMPLE = fileURLToPath(new URL('../examples/next', import.meta.url));
const NEXT_BIN = `${EXAMPLE}/node_modules/.bin/next`;

/** Runs `next <args>` in the example, in its own process group (its workers stop with it). */
const next = (args, env) => {
  const child = spawn(NEXT_BIN, args, { cwd: EXAMPLE, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
};

/** A port of 127.0.0.1 that nothing listens on now. */
const freePort = async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
};

/**
 * Builds the Next example against a running sitetools server and serves it with `next start` on
 * a free port of 127.0.0.1 (`npm run example:install` first). `env` is the site's settings (see
 * examples/next/README.md). Resolves with its URL, the build time and stop().
 */
export const startNextSite = async ({ strapiUrl, env = {} }) => {
  if (!existsSync(NEXT_BIN)) throw new Error('The Next.js example is not installed: run `npm run example:install` first.');
  const siteEnv = { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', STRAPI_URL: strapiUrl, ...env };
  const started = Date.now();
  const build = next(['build'], siteEnv);
  const [code] = await once(build.child, 'exit');
  if (code !== 0) throw new Error(`next build failed (${code}):\n${build.output()}`);
  const buildMs = Date.now() - started;

  const port = await freePort();
  const server = next(['start', '-H', '127.0.0.1', '-p', String(port)], siteEnv);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return;
    const exited = once(server.child, 'exit');
    process.kill(-server.child.pid, 'SIGTERM');
    const killer = setTimeout(() => process.kill(-server.child.pid, 'SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      await fetch(`${url}/icon.svg`);
      return { url, buildMs, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`next start did not answer within 60 s:\n${server.output()}`);
      }
      await new Promise((resume) => setTimeout(resume, 250));
    }
  }
};
