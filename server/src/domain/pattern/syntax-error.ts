/** A pattern that cannot be parsed; carries the bad input and where the problem is. */
export class PatternSyntaxError extends Error {
  constructor(
    readonly input: string,
    /** 0-based index of the character where the problem is. */
    readonly position: number,
    reason: string
  ) {
    super(`${reason} (at position ${position})`);
    this.name = 'PatternSyntaxError';
  }
}
