// Local ESLint rules for who may reach which data: the alias table's one owner, the one place a
// plugin's own services are looked up, and the few files that use the raw database connection.
// `no-restricted-syntax` sees one node at a time; these rules follow a value through the
// variables that hold it, so `const A = URL_ALIAS_UID; strapi.db.query(A)` is seen as what it is.

/** Calls that reach a content type's rows, schema or columns through its uid or table name. */
const QUERY_CALLS = /^(query|documents|createCoreService|createCoreController|columnOf|connection|getConnection|table|from|into)$/;
// Variables followed this deep: a chain of aliases longer than this is no accident.
const MAX_DEPTH = 8;

/** The scope variable `identifier` names, looked up from its own scope outwards. */
const variableOf = (sourceCode, identifier) => {
  for (let scope = sourceCode.getScope(identifier); scope; scope = scope.upper) {
    const found = scope.set.get(identifier.name);
    if (found) return found;
  }
  return undefined;
};

/**
 * Whether `node` evaluates to one of `values` (a string literal), `names` (an identifier, also
 * imported under another name), or a variable assigned one of them, followed through
 * declarations, assignments, `as`/`!`/`satisfies`, conditionals and `??`/`||`.
 */
const holdsOneOf = (sourceCode, { names, values }) => {
  const holds = (node, depth = 0) => {
    if (!node || depth > MAX_DEPTH) return false;
    switch (node.type) {
      case 'Literal':
        return typeof node.value === 'string' && values.includes(node.value);
      case 'TemplateLiteral':
        return node.expressions.length === 0 && values.includes(node.quasis[0].value.cooked);
      case 'TSAsExpression':
      case 'TSNonNullExpression':
      case 'TSSatisfiesExpression':
        return holds(node.expression, depth + 1);
      case 'ConditionalExpression':
        return holds(node.consequent, depth + 1) || holds(node.alternate, depth + 1);
      case 'LogicalExpression':
        return holds(node.left, depth + 1) || holds(node.right, depth + 1);
      case 'Identifier': {
        if (names.includes(node.name)) return true;
        const variable = variableOf(sourceCode, node);
        if (!variable) return false;
        const imported = variable.defs.some((def) => def.type === 'ImportBinding' && names.includes(def.node.imported?.name));
        const assigned = variable.references.filter((ref) => ref.writeExpr).map((ref) => ref.writeExpr);
        return imported || assigned.some((value) => value !== node && holds(value, depth + 1));
      }
      default:
        return false;
    }
  };
  return holds;
};

/** The name a call's callee ends with: `query` of `strapi.db.query(...)`, `columnOf` of `columnOf(...)`. */
const calleeName = (callee) => (callee.type === 'MemberExpression' ? callee.property.name : callee.name);
const isMetadataGet = (callee) =>
  callee.type === 'MemberExpression' && callee.property.name === 'get' && callee.object.property?.name === 'metadata';

const aliasTableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the owner module queries the alias table, by its uid or its table name.' },
    schema: [
      {
        type: 'object',
        properties: {
          // Identifiers that hold the uid (URL_ALIAS_UID), the uid itself, and the raw table name.
          names: { type: 'array', items: { type: 'string' } },
          values: { type: 'array', items: { type: 'string' } },
          tables: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { owner: '{{message}}' },
  },
  create(context) {
    const { names = [], values = [], tables = [], message = 'Only the owner module queries this table.' } = context.options[0] ?? {};
    const isUid = holdsOneOf(context.sourceCode, { names, values });
    const isTable = holdsOneOf(context.sourceCode, { names: [], values: tables });
    const report = (node) => context.report({ node, messageId: 'owner', data: { message } });
    // A table name written in the call itself is the Literal visitor's to report.
    const reaches = (arg) =>
      isUid(arg) ||
      (arg.type !== 'Literal' && isTable(arg)) ||
      (arg.type === 'CallExpression' && arg.arguments.some((inner) => isUid(inner)));
    return {
      CallExpression(node) {
        if (!QUERY_CALLS.test(calleeName(node.callee) ?? '') && !isMetadataGet(node.callee)) return;
        const arg = node.arguments.find(reaches);
        if (arg) report(arg);
      },
      // The raw table name has no use outside the owner (the schema names it once): knex builders
      // take it in many shapes (`trx(name)`, `.join(name)`), so any mention is one too many.
      Literal(node) {
        if (typeof node.value === 'string' && tables.includes(node.value)) report(node);
      },
    };
  },
};

/** `strapi.plugin(<own plugin or a name held elsewhere>).service(...)` and `strapi.service('plugin::<own>...')`. */
const pluginServiceCall = {
  meta: {
    type: 'problem',
    docs: { description: "A plugin's own services are looked up in get-service.ts only, where the service graph check reads them." },
    schema: [{ type: 'object', properties: { plugins: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      lookup:
        "Reach a sitetools service through getService / getCoreService (services/get-service.ts): the service graph check (scripts/service-graph.mjs) reads those calls, and a cycle through '{{call}}' would pass unseen.",
    },
  },
  create(context) {
    const { plugins = [] } = context.options[0] ?? {};
    const own = (arg) => arg?.type !== 'Literal' || plugins.includes(arg.value);
    return {
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.name !== 'service') return;
        const target = callee.object;
        const viaPlugin = target.type === 'CallExpression' && calleeName(target.callee) === 'plugin' && own(target.arguments[0]);
        const [name] = node.arguments;
        const viaUid =
          target.type !== 'CallExpression' &&
          name?.type === 'Literal' &&
          typeof name.value === 'string' &&
          plugins.some((plugin) => name.value.startsWith(`plugin::${plugin}.`));
        if (viaPlugin || viaUid) context.report({ node, messageId: 'lookup', data: { call: context.sourceCode.getText(node) } });
      },
    };
  },
};

/** `strapi.db.connection` (knex itself) outside the files the config lists. */
const rawConnection = {
  meta: {
    type: 'problem',
    docs: { description: 'The raw knex connection bypasses the query engine; only the listed files use it.' },
    schema: [],
    messages: {
      raw: 'strapi.db.connection is raw knex: use strapi.db.query, or add this file to the raw-connection list in eslint.config.mjs with the reason.',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        if (node.property.name === 'connection' && node.object.type === 'MemberExpression' && node.object.property.name === 'db') {
          context.report({ node, messageId: 'raw' });
        }
      },
    };
  },
};

export default {
  rules: { 'alias-table-owner': aliasTableOwner, 'plugin-service-call': pluginServiceCall, 'raw-connection': rawConnection },
};
