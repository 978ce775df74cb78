/**
 * The rules of one line of a paths import that need nothing but the line: which entry it names,
 * the locale, and the path (normalised) or "generate it". Whether the entry exists and the path is
 * free is the service's part (services/imports/path-import).
 */
import { InvalidPathError, normalizeSitePath } from 'sitetools-kit/path';
import { DEFAULT_PATH_POLICY, foldPathCase, type PathPolicy } from 'sitetools-kit/path-policy';
import type { PathImportLine } from '../../../shared/contracts/path-import';

/** How a line names its entry: by documentId, or by the value of one of its fields. */
export type EntryKey = { documentId: string } | { field: string; value: string };

/** A line whose own values follow the rules. */
export interface CheckedPathLine {
  line: number;
  contentType: string;
  entry: EntryKey;
  /** Undefined: the default locale (or none, for a type that is not localized). */
  locale?: string;
  /** The normalised hand-written path, or null to let the pattern generate it. */
  path: string | null;
}

export type PathLineCheck = { ok: true; checked: CheckedPathLine } | { ok: false; reason: string };

// An attribute name as Strapi allows it.
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const MAX_TEXT = 255;

const refuse = (reason: string): PathLineCheck => ({ ok: false, reason });

/** A cell given at all: a string with something in it, or any other JSON value. */
const isGiven = (value: unknown): boolean => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** The value as an optional short string; `false` when it is given but no such string. */
const optionalText = (value: unknown): string | undefined | false => {
  if (!isGiven(value)) return undefined;
  if (typeof value !== 'string' || value.length > MAX_TEXT) return false;
  return value.trim();
};

const readGenerated = (value: unknown): boolean | undefined => {
  if (!isGiven(value) || value === false) return false;
  if (value === true) return true;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  return undefined;
};

const readEntry = (documentId: unknown, field: unknown): EntryKey | string => {
  const id = optionalText(documentId);
  const match = optionalText(field);
  if (id === false) return `documentId must be a string of at most ${MAX_TEXT} characters`;
  if (match === false) return `field must be a string such as "slug=hello-world", of at most ${MAX_TEXT} characters`;
  if (id !== undefined && match !== undefined) return 'give documentId or field, not both';
  if (id !== undefined) return { documentId: id };
  if (match === undefined) return 'documentId or field is required';
  const equals = match.indexOf('=');
  const name = match.slice(0, Math.max(equals, 0)).trim();
  // The value is kept as written after the "=": a slug has no spaces, a title may.
  const value = match.slice(equals + 1);
  if (equals === -1 || !FIELD_NAME.test(name) || value === '') return `field must name a field and its value, such as "slug=hello-world"`;
  return { field: name, value };
};

const readPath = (path: unknown, generated: boolean, policy: PathPolicy): string | null | { refusal: string } => {
  if (generated) return isGiven(path) ? { refusal: 'give a path or generated: true, not both' } : null;
  if (!isGiven(path)) return { refusal: 'path is required (or generated: true, to let the pattern make it)' };
  try {
    return foldPathCase(normalizeSitePath(path), policy);
  } catch (error) {
    if (error instanceof InvalidPathError) return { refusal: error.message };
    throw error;
  }
};

/**
 * Checks what a line says by itself; the entry and the path's owner are looked up afterwards. The
 * path comes out in the stored form of `policy` (sitetools-kit/path-policy).
 */
export const checkPathLine = (input: PathImportLine, policy: PathPolicy = DEFAULT_PATH_POLICY): PathLineCheck => {
  const contentType = optionalText(input.contentType);
  if (!contentType) return refuse('contentType is required, such as "api::article.article"');
  const entry = readEntry(input.documentId, input.field);
  if (typeof entry === 'string') return refuse(entry);
  const locale = optionalText(input.locale);
  if (locale === false) return refuse(`locale must be a string of at most ${MAX_TEXT} characters`);
  const generated = readGenerated(input.generated);
  if (generated === undefined) return refuse('generated must be true or false');
  const path = readPath(input.path, generated, policy);
  if (path !== null && typeof path === 'object') return refuse(path.refusal);
  return { ok: true, checked: { line: input.line, contentType, entry, ...(locale === undefined ? {} : { locale }), path } };
};
