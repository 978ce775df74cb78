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

export default { rules: { 'import-boundaries': importBoundaries } };
