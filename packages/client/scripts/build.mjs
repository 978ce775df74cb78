// Builds the client for every runtime: ESM and CommonJS bundles (the shared path rules of
// `sitetools-kit` bundled in, so the package has no dependencies), then type declarations.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
rmSync(join(root, 'dist'), { recursive: true, force: true });

for (const entry of ['index', 'next']) {
  for (const [format, extension] of [
    ['esm', 'mjs'],
    ['cjs', 'cjs'],
  ]) {
    await build({
      entryPoints: [join(root, 'src', `${entry}.ts`)],
      outfile: join(root, 'dist', `${entry}.${extension}`),
      bundle: true,
      format,
      platform: 'neutral',
      target: 'es2020',
      logLevel: 'warning',
    });
  }
}

execFileSync(process.execPath, [join(root, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc'), '-p', root], {
  stdio: 'inherit',
});
