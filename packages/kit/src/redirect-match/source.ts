import { compileConstraint, type ConstraintProblem, type ConstraintSafety } from './constraint';
import { RedirectPatternError } from './errors';
import { shapeOf, type SourceShape } from './segments';
import { OPEN_CONSTRAINT, paramsOf, readPath, type PatternToken } from './tokens';

/** The most parameters a pattern may have: each one widens what a lookup has to try. */
export const MAX_PATTERN_PARAMS = 10;

/**
 * A redirect source read: an exact path (`path` is `from` with its `\:` escapes read), or a
 * pattern with at least one parameter.
 */
export type ParsedSource = { kind: 'exact'; path: string } | { kind: 'pattern'; tokens: PatternToken[] };

/** A source with each constraint compiled to test one segment (null: any segment). */
export interface CompiledSource extends SourceShape {
  readonly path: string;
  readonly tokens: PatternToken[];
  readonly tests: ReadonlyArray<RegExp | null>;
}

const constraintRule = (name: string, refused: ConstraintProblem): string => {
  switch (refused.problem) {
    case 'bad-constraint':
      return `has a constraint for ":${name}" that is not a valid regular expression`;
    case 'capturing-group':
      return `has a constraint for ":${name}" with a capturing group: write (?:...) instead of (...)`;
    case 'constraint-slash':
      return `has a constraint for ":${name}" that can match "/": a parameter is one segment, write :${name}* or :${name}+ for several`;
    case 'unsafe-constraint':
      return `has a constraint for ":${name}" that could take very long to test (${refused.reason}): write a simpler one`;
  }
};

/** Reads and checks a source; throws {@link RedirectPatternError} naming `from`. */
export const compileSource = (from: string, extraSafety?: ConstraintSafety): CompiledSource => {
  const fail = (problem: RedirectPatternError['problem'], rule: string): never => {
    throw new RedirectPatternError('from', from, problem, rule);
  };
  const tokens = readPath(from);
  const written = tokens.length === 0 ? [] : from.slice(1).split('/');
  const seen = new Set<string>();
  const tests = tokens.map((token, index) => {
    if (token.kind === 'static') {
      if (OPEN_CONSTRAINT.test(written[index])) {
        fail(
          'bad-constraint',
          `has "${token.value}", a constraint not closed in its segment (a constraint cannot hold "/"; write \\: for a literal colon)`
        );
      }
      return null;
    }
    if (seen.has(token.name)) fail('repeated-name', `uses the parameter ":${token.name}" twice: give each parameter its own name`);
    seen.add(token.name);
    if (token.constraint === null) return null;
    const compiled = compileConstraint(token.constraint, extraSafety);
    return compiled instanceof RegExp ? compiled : fail(compiled.problem, constraintRule(token.name, compiled));
  });
  if (seen.size > MAX_PATTERN_PARAMS) fail('too-many-parameters', `must have at most ${MAX_PATTERN_PARAMS} parameters`);
  return { path: from, tokens, tests, ...shapeOf(tokens) };
};

/**
 * Reads a redirect's `from`: exact when no segment is a parameter, else its tokens. Throws
 * {@link RedirectPatternError} for a repeated name, more than {@link MAX_PATTERN_PARAMS}
 * parameters, or a constraint that does not compile, has a capturing group, can match "/" or
 * could backtrack catastrophically. `extraSafety` adds a server-side check of constraints.
 */
export const parseRedirectSource = (from: string, options: { extraSafety?: ConstraintSafety } = {}): ParsedSource => {
  if (!from.includes(':')) return { kind: 'exact', path: from };
  const { tokens } = compileSource(from, options.extraSafety);
  if (paramsOf(tokens).length > 0) return { kind: 'pattern', tokens };
  return { kind: 'exact', path: tokens.length === 0 ? '/' : `/${tokens.map((token) => (token as { value: string }).value).join('/')}` };
};
