/**
 * Parameter names are the writer's choice: `/docs/:path*` and `/docs/:splat*` match the same
 * paths. An imported pattern that has the shape of a stored one takes the stored one's names, so
 * that a rule exported to a host (which renames parameters: a Netlify splat, a regex's $1) and
 * imported back is the rule it was, not a second rule of the same meaning.
 */
import { RedirectPatternError, parseRedirectSource, type PatternToken } from 'sitetools-kit/redirect-match';
import type { RedirectInput } from './redirect-rules';

type Param = Extract<PatternToken, { kind: 'param' }>;

const shapeOf = (tokens: ReadonlyArray<PatternToken>): string =>
  tokens.map((token) => (token.kind === 'static' ? `/${token.value}` : `/:(${token.constraint ?? ''})${token.modifier}`)).join('');

const patternTokens = (from: unknown): PatternToken[] | null => {
  if (typeof from !== 'string' || !from.includes(':')) return null;
  try {
    const source = parseRedirectSource(from.trim());
    return source.kind === 'pattern' ? source.tokens : null;
  } catch (error) {
    if (error instanceof RedirectPatternError) return null;
    throw error;
  }
};

const params = (tokens: ReadonlyArray<PatternToken>): Param[] => tokens.filter((token): token is Param => token.kind === 'param');

/** Renames each `/:old` of `text` (a source or a target) to `/:new`, all at once. */
const rename = (text: string, names: Map<string, string>): string =>
  text.replace(/\/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => (names.has(name) ? `/:${names.get(name)}` : whole));

/**
 * The stored patterns by shape; give it every stored rule's `from`. A shape held by two stored
 * patterns with different names keeps the first.
 */
export const patternShapes = (stored: ReadonlyArray<string>): Map<string, string[]> => {
  const shapes = new Map<string, string[]>();
  for (const from of stored) {
    const tokens = patternTokens(from);
    if (tokens === null) continue;
    const shape = shapeOf(tokens);
    if (!shapes.has(shape))
      shapes.set(
        shape,
        params(tokens).map((param) => param.name)
      );
  }
  return shapes;
};

/** `input` with its pattern's parameters named as the stored pattern of its shape names them. */
export const withStoredNames = (input: RedirectInput, shapes: ReadonlyMap<string, string[]>): RedirectInput => {
  const tokens = patternTokens(input.from);
  if (tokens === null) return input;
  const stored = shapes.get(shapeOf(tokens));
  if (stored === undefined) return input;
  const names = new Map(params(tokens).map((param, index) => [param.name, stored[index]]));
  if ([...names].every(([from, to]) => from === to)) return input;
  return {
    ...input,
    from: rename((input.from as string).trim(), names),
    ...(typeof input.to === 'string' ? { to: rename(input.to, names) } : {}),
  };
};
