/**
 * A datetime column's value as a Date, whatever the database gave: SQLite gives milliseconds (a
 * number or a numeric string), PostgreSQL and MySQL a Date. Null for none or a value that is no date.
 */
export const storedDate = (value: unknown): Date | null => {
  if (value === null || value === undefined) return null;
  const date = new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number | Date));
  return Number.isNaN(date.getTime()) ? null : date;
};
