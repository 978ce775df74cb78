// The service call graph of the two plugins, and a check that it has no cycle. A service reaches
// another through getService(strapi, 'name') (or serviceGetter, getCoreService), not by importing
// it, so an import-cycle check sees nothing of these calls; this reads them from the source.
//
// What it sees: calls whose service name is a string literal, in a service's own file and in every
// file of its own folder that it imports (relative imports, followed transitively), attributed to the
// service that imports them, and `strapi.plugin('<one of the two>').service('name')` calls there
// (which ESLint allows in get-service.ts only, sitetools-data/plugin-service-call, so a lookup
// this check cannot read fails the lint instead). What it cannot see: a name held in a variable, a
// service reached through a helper outside services/ (a controller, a domain function given a
// getter), or through another capability folder's door (those exports are pure helpers, types and
// error classes; a service of another folder is reached by name).
import fs from 'node:fs';
import path from 'node:path';

/** Each plugin: the folder of its services and the prefix of its names in the graph. */
export const PLUGINS = [
  { name: 'sitetools', services: 'server/src/services' },
  { name: 'sitetools-addon-redirects', services: 'addons/redirects/server/src/services' },
];

const CALL = /\b(getService|serviceGetter|getCoreService)\(\s*[\w.]+\s*,\s*'([^']+)'\s*\)/g;
const PLUGIN_CALL = /\.plugin\(\s*'([^']+)'\s*\)\s*\.service\(\s*'([^']+)'\s*\)/g;
const REGISTRATION = /^\s*(?:'([^']+)'|([\w$]+))\s*(?::\s*([\w$]+))?\s*,?\s*$/gm;
const DEFAULT_IMPORT = /^import\s+([\w$]+)\s+from\s+'\.\/([^']+)';$/gm;
const SPREAD = /^\s*\.\.\.([\w$]+)\s*,?\s*$/gm;
const RELATIVE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.\/[^']+)';$/gms;

/**
 * The services a file calls: [{ plugin, name }] from the literal names in its calls, `plugin`
 * being 'own', 'core' or, for `strapi.plugin('x').service(...)`, the name of one of PLUGINS.
 */
export const calledServices = (source) => [
  ...[...source.matchAll(CALL)].map(([, fn, name]) => ({ plugin: fn === 'getCoreService' ? 'core' : 'own', name })),
  ...[...source.matchAll(PLUGIN_CALL)]
    .filter(([, plugin]) => PLUGINS.some((known) => known.name === plugin))
    .map(([, plugin, name]) => ({ plugin, name })),
];

/** A call's node in the graph, for a call made from `plugin`'s services. */
const nodeOf = (call, plugin) => {
  const owner = { core: PLUGINS[0].name, own: plugin.name }[call.plugin] ?? call.plugin;
  return `${owner}:${call.name}`;
};

/** The value (not type-only) imports of files in the same folder: ['./alias-store', ...]. */
export const localImports = (source) => [...source.matchAll(RELATIVE_IMPORT)].map(([, from]) => from);

/**
 * A services/index.ts's registry: service name -> file name (without extension). A registry that
 * spreads the registry of a folder (`...aliases`, imported from './aliases') is given as
 * `folders`: folder -> its index.ts's source, and its files are named from the services folder.
 */
export const registry = (indexSource, folders = {}) => {
  const files = new Map([...indexSource.matchAll(DEFAULT_IMPORT)].map(([, binding, file]) => [binding, file]));
  const body = indexSource.slice(indexSource.indexOf('export default'));
  const services = new Map();
  for (const [, quoted, bare, value] of body.matchAll(REGISTRATION)) {
    const name = quoted ?? bare;
    const file = files.get(value ?? bare);
    if (file) services.set(name, file);
  }
  for (const [, binding] of body.matchAll(SPREAD)) {
    const folder = files.get(binding);
    if (folder === undefined || folders[folder] === undefined)
      throw new Error(`service-graph: cannot read the registry spread as ...${binding}`);
    for (const [name, file] of registry(folders[folder])) services.set(name, `${folder}/${file}`);
  }
  return services;
};

/** The index.ts sources of the capability folders under a services folder: folder -> source. */
const folderIndexes = (folder) =>
  Object.fromEntries(
    fs
      .readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'index.ts')))
      .map((entry) => [entry.name, read(path.join(folder, entry.name, 'index.ts'))])
  );

/** The first cycle in `graph` (node -> [nodes]) as a path that starts and ends on one node, or null. */
export const findCycle = (graph) => {
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (!state.has(node)) {
      const cycle = visit(node);
      if (cycle) return cycle;
    }
  }
  return null;
};

const read = (file) => fs.readFileSync(file, 'utf8');

/** The call graph of the plugins under `root`: 'plugin:service' -> ['plugin:service', ...]. */
export const serviceGraph = (root) => {
  const graph = new Map();
  for (const plugin of PLUGINS) {
    const folder = path.join(root, plugin.services);
    const sourceOf = (file) => read(path.join(folder, `${file}.ts`));
    for (const [name, file] of registry(read(path.join(folder, 'index.ts')), folderIndexes(folder))) {
      const seen = new Set([file]);
      const pending = [file];
      const edges = new Set();
      while (pending.length > 0) {
        const current = pending.pop();
        const source = sourceOf(current);
        for (const call of calledServices(source)) edges.add(nodeOf(call, plugin));
        for (const from of localImports(source)) {
          // A file's own imports are relative to its own folder (a capability folder, or services/).
          const imported = path.posix.join(path.posix.dirname(current), from);
          if (!seen.has(imported) && fs.existsSync(path.join(folder, `${imported}.ts`))) {
            seen.add(imported);
            pending.push(imported);
          }
        }
      }
      graph.set(`${plugin.name}:${name}`, [...edges].sort());
    }
  }
  return graph;
};

const main = () => {
  const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
  const graph = serviceGraph(root);
  const cycle = findCycle(graph);
  if (cycle) {
    console.error(`The service call graph has a cycle: ${cycle.join(' -> ')}`);
    process.exit(1);
  }
  const edges = [...graph.values()].reduce((sum, to) => sum + to.length, 0);
  console.log(`Service call graph: ${graph.size} services, ${edges} calls, no cycle.`);
};

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) main();
