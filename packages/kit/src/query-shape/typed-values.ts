import { parseType } from '../strapi-utils';
import { fail, type KeyPath, type Scalar } from './problem';

/*
 * The values a filter on a typed attribute may take. The query engine casts them to the column's
 * type and throws a plain Error (a 500) when it cannot ("Expected a valid Number, got abc"), or
 * a date error without the parameter's name; PostgreSQL refuses what the engine lets through
 * (an id of "abc", an integer past 32 bits, `LIKE` on a timestamp), again a 500.
 */

type ValueCheck = (value: Exclude<Scalar, null>) => boolean;

const INTEGER = /^[+-]?\d+$/;
const PARTIAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])/;

/** An integer as digits (spaces around them allowed, as the engine trims) within `[min, max]`. */
const integerWithin =
  (min: bigint, max: bigint): ValueCheck =>
  (value) => {
    const text = String(value).trim();
    if (typeof value === 'boolean' || !INTEGER.test(text)) return false;
    const number = BigInt(text);
    return number >= min && number <= max;
  };

/** Whether Strapi's own parser of `type` accepts `value`, as the engine's cast does. */
const parses =
  (type: 'time' | 'datetime'): ValueCheck =>
  (value) => {
    try {
      parseType({ type, value: String(value) });
      return true;
    } catch {
      return false;
    }
  };

/** A date column takes a value that starts with a real `yyyy-MM-dd` (the engine drops the rest). */
const isDateValue: ValueCheck = (value) => {
  const found = String(value).match(PARTIAL_DATE);
  return found !== null && parses('datetime')(found[0]);
};

const isNumberValue: ValueCheck = (value) =>
  typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));

const int32 = integerWithin(-(2n ** 31n), 2n ** 31n - 1n);

/** Per attribute type, the check of a value and the words that say what it must be. */
const VALUE_CHECKS: Record<string, [ValueCheck, string]> = {
  // `id`: the schema does not list it; its column is an integer everywhere.
  increments: [int32, 'an integer'],
  integer: [int32, 'an integer'],
  biginteger: [integerWithin(-(2n ** 63n), 2n ** 63n - 1n), 'an integer'],
  float: [isNumberValue, 'a number'],
  decimal: [isNumberValue, 'a number'],
  date: [isDateValue, 'a date (yyyy-MM-dd)'],
  time: [parses('time'), 'a time (HH:mm:ss.SSS)'],
  datetime: [parses('datetime'), 'an ISO date or a timestamp in milliseconds'],
  timestamp: [parses('datetime'), 'an ISO date or a timestamp in milliseconds'],
};

/** Types whose column `LIKE` can read; on others PostgreSQL has no such operator. */
const TEXT_TYPES = ['string', 'text', 'richtext', 'email', 'uid', 'enumeration', 'password'];
/** The operators the engine runs as a plain, uncast `LIKE`. */
const LIKE_OPERATORS = ['$contains', '$notContains', '$startsWith', '$endsWith'];

/** A value (or each value of an array) given to an operator the engine casts (`$eq`, `$gt`, `$in`...). */
export const checkTypedValues = (value: Scalar | Scalar[], path: KeyPath, type: string | undefined) => {
  const check = type === undefined ? undefined : VALUE_CHECKS[type];
  if (!check) return;
  const [accepts, expected] = check;
  const bad = (item: Scalar) => item !== null && !accepts(item);
  if (!Array.isArray(value)) {
    if (bad(value)) fail(path, `must be ${expected}`);
    return;
  }
  const index = value.findIndex(bad);
  if (index !== -1) fail([...path, String(index)], `must be ${expected}`);
};

/** A case-sensitive text match (`$contains`...) on an attribute of `type`, which must hold text. */
export const checkTextOperator = (operator: string, path: KeyPath, type: string | undefined) => {
  if (type !== undefined && LIKE_OPERATORS.includes(operator) && !TEXT_TYPES.includes(type)) {
    fail(path, `only applies to text attributes (use ${operator}i)`);
  }
};
