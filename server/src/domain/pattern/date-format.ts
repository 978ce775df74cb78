/**
 * Date formats of field tokens, as in `[publishedAt:YYYY/MM]`: the parts YYYY, YY, MM and DD and
 * the separators `-`, `/`, `.` and `_`. Nothing else, so a formatted date is always URL-safe.
 */

const PARTS = ['YYYY', 'YY', 'MM', 'DD'] as const;
type DatePart = (typeof PARTS)[number];
const SEPARATORS = new Set(['-', '/', '.', '_']);

/** Where a format breaks the rules: offset into the format and what is wrong. */
export interface FormatProblem {
  offset: number;
  reason: string;
}

// Longest part first, so that "YYYY" is not read as "YY" twice.
const partAt = (format: string, at: number): DatePart | undefined => PARTS.find((part) => format.startsWith(part, at));

/** The parts and separators of a format, or the first problem in it. */
export const readDateFormat = (format: string): Array<DatePart | string> | FormatProblem => {
  if (format === '') return { offset: 0, reason: 'a format is missing after ":"' };
  const pieces: Array<DatePart | string> = [];
  for (let at = 0; at < format.length;) {
    const part = partAt(format, at);
    if (part) {
      pieces.push(part);
      at += part.length;
    } else if (SEPARATORS.has(format[at])) {
      pieces.push(format[at]);
      at += 1;
    } else {
      const reason = `${JSON.stringify(format[at])} is not a date format; use YYYY, YY, MM, DD and - / . _`;
      return { offset: at, reason };
    }
  }
  if (!pieces.some((piece) => partAt(piece, 0))) {
    return { offset: 0, reason: 'a date format needs at least one of YYYY, YY, MM or DD' };
  }
  return pieces;
};

// A string must look like an ISO date: Date.parse also reads "March 7" or "7", in local time.
const ISO_DATE = /^[+-]?\d{4,6}-\d{2}-\d{2}(?:T|$)/;

/** A Date for an ISO string or a valid Date, else undefined. */
const toDate = (value: unknown): Date | undefined => {
  const date = value instanceof Date ? value : typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

const pad = (value: number, length: number): string => String(value).padStart(length, '0');

// UTC: the same entry must get the same path whatever time zone the server runs in.
const PART_VALUES: Record<DatePart, (date: Date) => string> = {
  YYYY: (date) => pad(date.getUTCFullYear(), 4),
  YY: (date) => pad(date.getUTCFullYear() % 100, 2),
  MM: (date) => pad(date.getUTCMonth() + 1, 2),
  DD: (date) => pad(date.getUTCDate(), 2),
};

/**
 * Formats a date value (ISO string or Date) in UTC; returns "" when the value is not a date or the
 * format is not valid.
 */
export const formatDate = (value: unknown, format: string): string => {
  const date = toDate(value);
  const pieces = readDateFormat(format);
  if (!date || !Array.isArray(pieces)) return '';
  return pieces.map((piece) => (piece in PART_VALUES ? PART_VALUES[piece as DatePart](date) : piece)).join('');
};
