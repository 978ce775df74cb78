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

/** Field names kept out of every public answer, whatever their type says. */
const PRIVATE_FIELDS: ReadonlySet<string> = new Set(['password', 'resetPasswordToken']);

/**
 * Whether an attribute never leaves the server: `private`, a password, or a name Strapi's users
 * keep secret. Strapi's content API output sanitiser drops such fields from every entry; a URL
 * token or a crumb title made from one would show what the entry itself hides.
 */
export const isPrivateField = (name: string, attribute: { private?: boolean; type?: string } | undefined): boolean =>
  PRIVATE_FIELDS.has(name) || attribute?.private === true || attribute?.type === 'password';

type Attributes = Readonly<Record<string, { private?: boolean; type?: string }>>;

/** Whether `name` may title a crumb: `documentId`, or a scalar field that is not private. */
export const mayTitle = (name: string, attributes: Attributes): boolean =>
  name === 'documentId' ||
  (Object.hasOwn(attributes, name) && SCALAR_FIELD_TYPES.has(attributes[name].type ?? '') && !isPrivateField(name, attributes[name]));

/**
 * The field that titles a type's crumbs when its main field is `mainField`: that field when it
 * may title one, else the first text field of the type that may, else none (the crumbs have no title).
 */
export const crumbTitleField = (mainField: string, attributes: Attributes): string | null =>
  mayTitle(mainField, attributes)
    ? mainField
    : (Object.keys(attributes).find((name) => TEXT_FIELD_TYPES.has(attributes[name].type ?? '') && mayTitle(name, attributes)) ?? null);
