/** Why a string is not a valid URL path (the rules of `server/src/domain/path.ts`). */
export type PathProblem =
  | 'missing'
  | 'not-a-string'
  | 'relative'
  | 'bad-encoding'
  | 'control-character'
  | 'query-or-fragment'
  | 'dot-segment'
  | 'too-long';
