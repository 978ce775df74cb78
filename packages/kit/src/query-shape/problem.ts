/** A malformed query parameter: `key` is its dotted path (`filters.$or`, `pagination.pageSize`). */
export interface QueryShapeProblem {
  readonly key: string;
  readonly message: string;
}

/** Thrown inside the checks to stop at the first problem; `findQueryShapeProblem` returns it. */
export class ShapeFailure extends Error {
  constructor(readonly problem: QueryShapeProblem) {
    super(`${problem.key}: ${problem.message}`);
  }
}

/** A position in the query: the path of keys that led to a value. */
export type KeyPath = readonly string[];

/** Stops the check at `path` (a function declaration, so that TypeScript narrows after a call). */
export function fail(path: KeyPath, message: string): never {
  throw new ShapeFailure({ key: path.join('.'), message });
}

export type Scalar = string | number | boolean | null;

export const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A plain object as the query-string parser builds it (never an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isScalarArray = (value: unknown): value is Scalar[] => Array.isArray(value) && value.every(isScalar);
