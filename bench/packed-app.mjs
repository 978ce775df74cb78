import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAKE_APP = fileURLToPath(new URL('../tests/packed/make-app.sh', import.meta.url));

let made;

/**
 * The server environment of an app that installed the plugins from their tarballs, as a user's
 * does (tests/packed/make-app.sh): made once per bench run, removed when the run exits.
 */
export const packedAppEnv = () => {
  if (!made) {
    const work = mkdtempSync(join(tmpdir(), 'sitetools-bench-packed-'));
    process.on('exit', () => rmSync(work, { recursive: true, force: true }));
    execFileSync('bash', [MAKE_APP, work], { stdio: 'inherit' });
    made = { BENCH_APP_DIR: join(work, 'app'), SITETOOLS_INSTALLED: 'true' };
  }
  return made;
};
