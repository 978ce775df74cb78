/** Why a redirect pattern (its `from` or its `to`) is refused. */
export type RedirectPatternProblem =
  | 'repeated-name'
  | 'bad-constraint'
  | 'capturing-group'
  | 'constraint-slash'
  | 'unsafe-constraint'
  | 'too-many-parameters'
  | 'unknown-parameter'
  | 'parameter-shape'
  | 'constraint-in-target'
  | 'missing-target';

/**
 * A pattern that breaks a rule; names the field and carries the bad input. `rule` is worded for
 * an editor and finishes a sentence that starts with the field name (the message is
 * `${field} ${rule}`), as the addon's `RedirectFieldError` is.
 */
export class RedirectPatternError extends Error {
  constructor(
    readonly field: 'from' | 'to',
    readonly input: string,
    readonly problem: RedirectPatternProblem,
    readonly rule: string
  ) {
    super(`${field} ${rule}`);
    this.name = 'RedirectPatternError';
  }

  /** Each build bundles its own copy of the kit: recognise the error of any copy (see `InvalidPathError`). */
  static [Symbol.hasInstance](value: unknown): value is RedirectPatternError {
    return value instanceof Error && value.name === 'RedirectPatternError' && 'problem' in value;
  }
}
