/**
 * A reference for the pattern analysis tests: a parser of the written form, and a matcher built
 * the way path-to-regexp v6 builds its regular expressions (greedy, with backtracking), so an
 * ambiguous pattern splits a path as the real matcher would.
 */
import type { PatternRule } from '../../addons/redirects/server/src/domain/pattern-compose';
import type { PatternToken } from '../../addons/redirects/server/src/domain/pattern-segment';

const PARAM = /^:(\w+)(?:\((.+)\))?([?*+])?$/;

/** `/a/:x(\d+)?/:rest*` as tokens; `\` escapes a character of a static segment. */
export const parse = (pattern: string): PatternToken[] =>
  pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment): PatternToken => {
      const param = PARAM.exec(segment);
      if (!param) return { kind: 'static', value: segment.replace(/\\(.)/g, '$1') };
      const modifier = (param[3] ?? '') as '' | '?' | '*' | '+';
      return { kind: 'param', name: param[1], modifier, constraint: param[2] ?? null };
    });

/** `/a/:x -> /b/:x` as a rule; a target that does not start with "/" is an absolute URL. */
export const rule = (written: string): PatternRule => {
  const [from, to] = written.split(' -> ');
  return { from: parse(from), to: to.startsWith('/') ? parse(to) : to };
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const DEFAULT = '[^\\/#\\?]+?';

// Built once per pattern: the model tests match the same few patterns against many paths.
const built = new Map<string, RegExp>();

const regexOf = (tokens: ReadonlyArray<PatternToken>): RegExp => {
  const key = JSON.stringify(tokens);
  const known = built.get(key);
  if (known) return known;
  const source = tokens.map((token) => {
    if (token.kind === 'static') return `\\/${escape(token.value)}`;
    const one = `(?:${token.constraint ?? DEFAULT})`;
    const group = (body: string) => `(?<${token.name}>${body})`;
    if (token.modifier === '') return `\\/${group(one)}`;
    if (token.modifier === '?') return `(?:\\/${group(one)})?`;
    const many = group(`${one}(?:\\/${one})*`);
    return token.modifier === '*' ? `(?:\\/${many})?` : `\\/${many}`;
  });
  const regex = new RegExp(`^${source.join('')}$`);
  built.set(key, regex);
  return regex;
};

/** The segments each parameter of `tokens` takes from `path`, or null when it does not match. */
export const match = (tokens: ReadonlyArray<PatternToken>, path: string): Map<string, string[]> | null => {
  const found = regexOf(tokens).exec(path === '/' ? '' : path);
  if (!found) return null;
  const values = new Map<string, string[]>();
  for (const token of tokens) {
    if (token.kind !== 'param') continue;
    const value = found.groups?.[token.name];
    values.set(token.name, value === undefined ? [] : value.split('/'));
  }
  return values;
};

/** Where a rule sends `path`: its target with the values read; null when it does not match. */
export const follow = (redirect: PatternRule, path: string): string | null => {
  const values = match(redirect.from, path);
  if (!values) return null;
  if (typeof redirect.to === 'string') return redirect.to;
  const segments = redirect.to.flatMap((token) => (token.kind === 'static' ? [token.value] : (values.get(token.name) ?? [])));
  return `/${segments.join('/')}`;
};

/** Every path of at most `length` segments over `alphabet`, "/" first. */
export const allPaths = (alphabet: ReadonlyArray<string>, length: number): string[] => {
  let level: string[][] = [[]];
  const paths: string[] = [];
  for (let size = 0; size <= length; size += 1) {
    paths.push(...level.map((segments) => `/${segments.join('/')}`));
    level = level.flatMap((segments) => alphabet.map((segment) => [...segments, segment]));
  }
  return paths;
};
