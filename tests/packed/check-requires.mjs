// Every package that a packed plugin's built code loads must be one an app installing the plugin
// gets: a dependency or peer dependency it declares, or a Node built-in. Anything else (a
// workspace package such as sitetools-kit that the build should have bundled, a dev dependency)
// would fail in a user's app. Usage: node check-requires.mjs <unpacked package folder>...
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';

// A bare specifier (not relative) in the bundles' require(), import() and import ... from.
const BARE = /\brequire\("([\w@][\w@/.:-]*)"\)|\bimport\("([\w@][\w@/.:-]*)"\)|^import .*\bfrom "([\w@][\w@/.:-]*)";$/gm;

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const builtCode = (folder) =>
  readdirSync(join(folder, 'dist'), { recursive: true })
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => readFileSync(join(folder, 'dist', file), 'utf8'));

let failed = false;
for (const folder of process.argv.slice(2)) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  const loaded = new Set(builtCode(folder).flatMap((code) => [...code.matchAll(BARE)].map((m) => m[1] ?? m[2] ?? m[3])));
  const undeclared = [...loaded].filter((specifier) => {
    const name = packageOf(specifier.replace(/^node:/, ''));
    return !declared.has(name) && !builtinModules.includes(name);
  });
  console.log(`${manifest.name} loads ${[...new Set([...loaded].map(packageOf))].join(', ')}`);
  if (undeclared.length > 0) {
    console.error(`${manifest.name} loads what it does not declare: ${undeclared.join(', ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
