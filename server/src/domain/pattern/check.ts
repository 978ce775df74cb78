import { isSitetoolsEnabled } from '../content-type';
import { isPrivateField, URL_FIELD_TYPES } from '../field-types';
import { tokenSource, type FieldStep, type Pattern, type PatternToken } from './ast';
import { attributeOf, DATE_TYPES, holdsMany, MAX_TOKEN_STEPS, type AttributeLike, type SchemaLike, type SchemaLookup } from './schema';

export type { SchemaLike, SchemaLookup } from './schema';

/** A token that cannot work on a content type; `token` is its source text, e.g. `[category.nme]`. */
export interface PatternProblem {
  token: string;
  message: string;
}

// Messages finish a sentence about the token, for an editor: "[category.nme]: category has no field nme".
const ROOT = 'this content type';

/** The attribute a step names in `owner`'s schema, or what is wrong with it. */
const stepAttribute = (schema: SchemaLike, step: FieldStep, owner: string): AttributeLike | string => {
  const attribute = attributeOf(schema, step.name);
  if (isPrivateField(step.name, attribute)) {
    return `${step.name} is private and cannot be part of a URL`;
  }
  return attribute ?? `${owner} has no field ${step.name}`;
};

const indexProblem = (step: FieldStep, attribute: AttributeLike): string | undefined => {
  const many = holdsMany(attribute);
  if (many && step.index === undefined) {
    return `${step.name} holds several items; pick one with an index, as in ${step.name}[0]`;
  }
  if (!many && step.index !== undefined) return `${step.name} holds a single item; remove the index [${step.index}]`;
  return undefined;
};

/** The schema a relation or component step leads to, or what is wrong with the step. */
const follow = (step: FieldStep, attribute: AttributeLike, lookup: SchemaLookup, relationsOnly: boolean): SchemaLike | string => {
  const { name } = step;
  if (attribute.type === 'component') {
    if (relationsOnly) return `${name} is a component; url_path is reached through relations only`;
    return indexProblem(step, attribute) ?? lookup(attribute.component ?? '') ?? `${name} uses a component that does not exist`;
  }
  if (attribute.type === 'relation') {
    if (!attribute.target) return `${name} can point to several content types, so a pattern cannot follow it`;
    // Every type has createdBy/updatedBy: an editor's email or name must not end up in a public URL.
    if (attribute.target.startsWith('admin::')) return `${name} points to admin users, which cannot be part of a URL`;
    return indexProblem(step, attribute) ?? lookup(attribute.target) ?? `${name} points to ${attribute.target}, which does not exist`;
  }
  if (attribute.type === 'dynamiczone') return `${name} is a dynamic zone, which a pattern cannot follow`;
  return `${name} is a ${attribute.type} field and has no fields of its own`;
};

/** Follows the steps from `schema`; gives the schema the next step reads from, or a problem. */
const walk = (steps: FieldStep[], schema: SchemaLike, lookup: SchemaLookup, relationsOnly: boolean) => {
  let current = schema;
  let owner = ROOT;
  for (const step of steps) {
    const attribute = stepAttribute(current, step, owner);
    if (typeof attribute === 'string') return attribute;
    const next = follow(step, attribute, lookup, relationsOnly);
    if (typeof next === 'string') return next;
    current = next;
    owner = step.name;
  }
  return { schema: current, owner };
};

const leafProblem = (token: Extract<PatternToken, { kind: 'field' }>, attribute: AttributeLike): string | undefined => {
  const step = token.path[token.path.length - 1];
  const { name } = step;
  const { type } = attribute;
  if (type === 'relation' || type === 'component') return `${name} is a ${type}; name one of its fields after a "."`;
  if (step.index !== undefined) return `${name} is a single value; remove the index [${step.index}]`;
  if (!URL_FIELD_TYPES.has(type)) return `${name} is a ${type} field, which cannot be part of a URL`;
  if (token.format !== undefined && !DATE_TYPES.has(type)) {
    return `a format applies only to date and datetime fields, and ${name} is a ${type} field`;
  }
  // A bare datetime would render as "2026-11-05t10-20-30-000z": ask for the parts the editor wants.
  if (token.format === undefined && type === 'datetime') {
    return `${name} is a datetime; add a format, as in [${token.path.map((s) => s.name).join('.')}:YYYY-MM-DD]`;
  }
  return undefined;
};

const fieldProblem = (token: Extract<PatternToken, { kind: 'field' }>, schema: SchemaLike, lookup: SchemaLookup) => {
  const reached = walk(token.path.slice(0, -1), schema, lookup, false);
  if (typeof reached === 'string') return reached;
  const attribute = stepAttribute(reached.schema, token.path[token.path.length - 1], reached.owner);
  return typeof attribute === 'string' ? attribute : leafProblem(token, attribute);
};

const urlPathProblem = (token: Extract<PatternToken, { kind: 'urlPath' }>, schema: SchemaLike, lookup: SchemaLookup) => {
  const reached = walk(token.via, schema, lookup, true);
  if (typeof reached === 'string') return reached;
  if (isSitetoolsEnabled(reached.schema)) return undefined;
  return `${reached.owner} points to ${reached.schema.info.pluralName}, which have no URL paths (sitetools is not enabled on them)`;
};

/** What is wrong with one token on `schema` (its message without the token prefix), if anything. */
export const tokenProblem = (token: PatternToken, schema: SchemaLike, lookup: SchemaLookup): string | undefined => {
  if (token.kind !== 'field' && token.kind !== 'urlPath') return undefined;
  const steps = token.kind === 'field' ? token.path.length : token.via.length + 1;
  if (steps > MAX_TOKEN_STEPS) return `a token may follow at most ${MAX_TOKEN_STEPS} fields, and this one follows ${steps}`;
  return token.kind === 'field' ? fieldProblem(token, schema, lookup) : urlPathProblem(token, schema, lookup);
};

// Tokens whose value differs from one entry to the next; [locale] and [pluralName] do not.
const DISTINGUISHING: ReadonlySet<PatternToken['kind']> = new Set(['field', 'urlPath', 'documentId']);

/** Whether the pattern has a token whose value differs between entries of one type and locale. */
export const tellsEntriesApart = (pattern: Pattern): boolean => pattern.tokens.some((token) => DISTINGUISHING.has(token.kind));

/**
 * Checks a parsed pattern against the content type it is for: every field exists, relations and
 * components are followed (with an index where they hold several items), the last field is a
 * value that fits in a URL, and a url_path token ends on a type that has URLs. A collection
 * type's pattern also needs a token that tells its entries apart; a single type has one entry
 * per locale, so `/blog`, `/[locale]` and `/` are its patterns too. Returns one problem per faulty
 * token, in pattern order; an empty list means the pattern can be saved.
 */
export const checkPattern = (pattern: Pattern, schema: SchemaLike, lookup: SchemaLookup): PatternProblem[] => {
  const problems = pattern.tokens.flatMap((token): PatternProblem[] => {
    const problem = tokenProblem(token, schema, lookup);
    const source = tokenSource(token);
    return problem === undefined ? [] : [{ token: source, message: `${source}: ${problem}` }];
  });
  if (schema.kind !== 'singleType' && !tellsEntriesApart(pattern)) {
    problems.push({
      token: pattern.source,
      message: `${pattern.source}: the pattern has no token that differs between entries (a field, [documentId] or a url_path), so it cannot give each entry its own path; only a single type may have such a pattern`,
    });
  }
  return problems;
};
