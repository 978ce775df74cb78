import type { Pattern } from './ast';
import { tokenProblem, type SchemaLike, type SchemaLookup } from './check';

/** One level of a Query Engine populate: the scalars to read and the relations/components below. */
interface PopulateNode {
  select?: string[];
  populate?: Record<string, PopulateNode>;
}

/** The `populate` argument of `strapi.db.query(uid).findOne/findMany`. */
export type PopulateMap = Record<string, PopulateNode>;

/** The alias relation and column a url_path token reads on the related entry. */
const ALIAS_STEPS = ['url_alias', 'url_path'];

// Adds `names` (relations/components, then the scalar at the leaf) below `node`, merging with what
// other tokens already asked for, so `[category.slug]` and `[category.name]` share one populate.
const add = (node: PopulateNode, names: string[]): void => {
  const [name, ...rest] = names;
  if (rest.length === 0) {
    node.select = node.select?.includes(name) ? node.select : [...(node.select ?? []), name];
    return;
  }
  node.populate ??= {};
  node.populate[name] ??= {};
  add(node.populate[name], rest);
};

/**
 * What the Query Engine must populate to render `pattern` for an entry of `schema`, e.g.
 * `{ category: { select: ['slug'] }, parent: { populate: { url_alias: { select: ['url_path'] } } } }`.
 * A to-many step populates the whole list (render picks the index). Tokens that do not pass
 * `checkPattern` are left out: populating an attribute that does not exist makes the query throw.
 * The entry's own scalars are not here: see {@link fieldsFor}.
 */
export const populateFor = (pattern: Pattern, schema: SchemaLike, lookup: SchemaLookup): PopulateMap => {
  const root: PopulateNode = {};
  for (const token of pattern.tokens) {
    if (token.kind !== 'field' && token.kind !== 'urlPath') continue;
    if (tokenProblem(token, schema, lookup) !== undefined) continue;
    const names = token.kind === 'field' ? token.path.map((step) => step.name) : [...token.via.map((step) => step.name), ...ALIAS_STEPS];
    // A one-step field lands in root.select: that is the entry's own scalar, read by fieldsFor.
    add(root, names);
  }
  return root.populate ?? {};
};

/**
 * The entry's own attributes that `pattern` reads (one-step field tokens), for the `select` of the
 * entry itself. Meant for a pattern that passed `checkPattern`, where a one-step field is a scalar.
 */
export const fieldsFor = (pattern: Pattern): string[] => {
  const fields = pattern.tokens.flatMap((token) => (token.kind === 'field' && token.path.length === 1 ? [token.path[0].name] : []));
  return [...new Set(fields)];
};
