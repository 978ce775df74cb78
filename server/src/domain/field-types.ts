/**
 * Which attribute types hold one scalar value that reads as text: the one owner of the lists the
 * breadcrumbs' titles, URL patterns and path imports choose fields from.
 */

/** Text a person types or picks: what a paths import may find an entry by. */
export const TEXT_FIELD_TYPES: ReadonlySet<string> = new Set(['string', 'text', 'uid', 'email', 'enumeration']);

/** One scalar value shown as text: what a breadcrumb's title may come from. */
export const SCALAR_FIELD_TYPES: ReadonlySet<string> = new Set([
  ...TEXT_FIELD_TYPES,
  'integer',
  'biginteger',
  'float',
  'decimal',
  'date',
  'datetime',
  'time',
]);

/**
 * What may be (part of) a URL segment: every scalar but `time`, which no date format reads and
 * whose text ("10:30:00.000") makes no readable segment.
 */
export const URL_FIELD_TYPES: ReadonlySet<string> = new Set([...SCALAR_FIELD_TYPES].filter((type) => type !== 'time'));
