import { tokenSource, type FieldStep, type PatternToken } from './ast';
import { tokenProblem } from './check';
import { holdsMany, type SchemaLike, type SchemaLookup } from './schema';

/** A token the pattern editor offers, e.g. `[category.name]`, and what it gives. */
export interface TokenSuggestion {
  token: string;
  /** The attribute type of the value (`string`, `uid`, ...), or `url_path`, `locale`, `documentId`, `pluralName`. */
  type: string;
}

/**
 * Relations and components followed before the last field: `[parent.category.name]` is offered,
 * `[parent.parent.category.name]` is not (it still passes the check when typed by hand).
 */
const MAX_HOPS = 2;

/** The format offered with datetime fields, which cannot be used bare. */
const DATE_FORMAT = 'YYYY-MM-DD';

const SPECIAL: PatternToken[] = [{ kind: 'locale' }, { kind: 'documentId' }, { kind: 'pluralName' }];

interface Candidate {
  token: PatternToken;
  type: string;
  hops: number;
}

/** Every token shape reachable from `schema`, right or wrong; the check sorts them out. */
const candidates = (schema: SchemaLike, lookup: SchemaLookup, via: FieldStep[]): Candidate[] =>
  Object.entries(schema.attributes).flatMap(([name, attribute]): Candidate[] => {
    const hops = via.length;
    if (attribute.type !== 'relation' && attribute.type !== 'component') {
      const format = attribute.type === 'datetime' ? DATE_FORMAT : undefined;
      return [{ token: { kind: 'field', path: [...via, { name }], format }, type: attribute.type, hops }];
    }
    const step: FieldStep = holdsMany(attribute) ? { name, index: 0 } : { name };
    const path = [...via, step];
    const target = lookup((attribute.type === 'component' ? attribute.component : attribute.target) ?? '');
    const urlPath: Candidate[] =
      attribute.type === 'relation' ? [{ token: { kind: 'urlPath', via: path }, type: 'url_path', hops: hops + 1 }] : [];
    if (!target || path.length > MAX_HOPS) return urlPath;
    return [...urlPath, ...candidates(target, lookup, path)];
  });

/**
 * The tokens a pattern for `schema` can use: its fields, the fields of its components and of the
 * types its relations point to (`[0]` picks the first of a list), `url_path` through relations to
 * types with URLs, and the built-in tokens. Every suggestion passes {@link tokenProblem}, the check
 * a saved pattern goes through, so the editor is never offered a token the server would refuse.
 * Fields of the type itself come first, then the built-in tokens, then those further away.
 */
export const suggestTokens = (schema: SchemaLike, lookup: SchemaLookup): TokenSuggestion[] => {
  const special = SPECIAL.map((token): Candidate => ({ token, type: token.kind, hops: 0 }));
  const builtIn = new Set(special.map(({ token }) => tokenSource(token)));
  // A field named like a built-in token (`locale` on localized types) parses as the built-in token.
  const fields = candidates(schema, lookup, []).filter(({ token }) => !builtIn.has(tokenSource(token)));
  return [...fields, ...special]
    .filter(({ token }) => tokenProblem(token, schema, lookup) === undefined)
    .sort((a, b) => a.hops - b.hops)
    .map(({ token, type }) => ({ token: tokenSource(token), type }));
};
