// A local ESLint rule for the project's import boundaries. It resolves each relative import against
// the importing file, so a rule can say "this zone never reaches that folder" however many `../` the
// import takes; `no-restricted-imports` only sees the import's text.
import path from 'node:path';

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));

/** The repository-relative path a relative import of `source` from `filename` lands on. */
const target = (filename, source) =>
  path
    .relative(root, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join('/');

const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps relative imports inside the folders a zone may reach.' },
    schema: [
      {
        type: 'object',
        properties: {
          // The import must land under one of these folders (prefixes of repository paths).
          allowOnly: { type: 'array', items: { type: 'string' } },
          // The import must not land on a path that matches one of these regular expressions.
          forbid: { type: 'array', items: { type: 'string' } },
          reason: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { outside: "'{{source}}' reaches {{target}}: {{reason}}" },
  },
  create(context) {
    const { allowOnly, forbid = [], reason = 'outside this zone' } = context.options[0] ?? {};
    const forbidden = forbid.map((pattern) => new RegExp(pattern));
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const landed = target(context.filename, source);
      const outside = allowOnly !== undefined && !allowOnly.some((folder) => landed.startsWith(folder));
      if (outside || forbidden.some((pattern) => pattern.test(landed))) {
        context.report({ node, messageId: 'outside', data: { source, target: landed, reason } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * Holds the doors of capability folders: under `root`, each folder's `index.ts` is the only file
 * that code outside the folder may import; inside a folder, files import each other directly.
 */
const capabilityDoors = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports from a capability folder go through its index.ts, from outside the folder.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { door: "'{{source}}' reaches inside {{folder}}: import from its door, {{folder}} (its index.ts)" },
  },
  create(context) {
    const { root: doors } = context.options[0];
    const importer = path.relative(path.join(root, doors), context.filename).split(path.sep);
    // The folder of root the linted file is in, if any ('' for files directly in root or outside).
    const ownFolder = importer.length > 1 && !importer[0].startsWith('..') ? importer[0] : '';
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const landed = target(context.filename, source);
      if (!landed.startsWith(`${doors}/`)) return;
      const [folder, file, ...rest] = landed.slice(doors.length + 1).split('/');
      if (file === undefined || folder === ownFolder || (file === 'index' && rest.length === 0)) return;
      context.report({ node, messageId: 'door', data: { source, folder: `${doors}/${folder}` } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'capability-doors': capabilityDoors } };
