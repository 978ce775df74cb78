import { MAX_PATH_LENGTH, normalizePath } from 'sitetools-kit/path';
import { SUFFIX_ROOM } from '../default-pattern';
import { slugify, type SlugifyOptions } from '../slugify';
import { tokenSource, type FieldStep, type Pattern, type PatternToken } from './ast';
import { formatDate } from './date-format';
import { assemblePath, type Piece } from './segments';

/** What an entry's path may use besides its fields. */
export interface RenderContext {
  documentId: string;
  locale: string;
  pluralName: string;
}

/** Slug settings: transliterate to ASCII (default true) and the word separator (default "-"). */
export interface RenderOptions {
  transliterate?: boolean;
  separator?: string;
  /**
   * A path without anything a token produced is kept (its literal text, or `/`) instead of
   * giving null: a single type's pattern (`/about`, `/`), or a pattern's fallback.
   */
  literal?: boolean;
}

/** The longest rendered path: a collision suffix such as "-1234" must still fit in 255. */
export const MAX_RENDERED_LENGTH = MAX_PATH_LENGTH - SUFFIX_ROOM;

// Strapi's locale codes ("fr-CA") and documentIds are safe as they are; anything else is made safe.
const SAFE_AS_IS = /^[A-Za-z0-9_-]+$/;
const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';
const ALIAS_STEP: FieldStep = { name: 'url_alias' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// A missing relation, component or list item reads as undefined, and so renders empty.
const readStep = (value: unknown, step: FieldStep): unknown => {
  if (!isRecord(value) || !Object.hasOwn(value, step.name)) return undefined;
  const next = value[step.name];
  if (step.index === undefined) return next;
  return Array.isArray(next) ? next[step.index] : undefined;
};

const readPath = (entry: unknown, steps: ReadonlyArray<FieldStep>): unknown => steps.reduce(readStep, entry);

// A formatted date is digits and the format's own separators: URL-safe already, and slugifying it
// would turn the "." of "YYYY.MM" into the separator. "/" in a format makes separate segments.
const fieldText = (token: Extract<PatternToken, { kind: 'field' }>, entry: unknown, slug: SlugifyOptions): string => {
  const value = readPath(entry, token.path);
  if (token.format !== undefined) return formatDate(value, token.format);
  if (value instanceof Date) return formatDate(value, DEFAULT_DATE_FORMAT);
  return slugify(value, slug);
};

// The related entry's stored path, kept whole as its own segments: "/" on both sides.
const urlPathText = (via: ReadonlyArray<FieldStep>, entry: unknown): string => {
  const alias = readStep(readPath(entry, via), ALIAS_STEP);
  const path = isRecord(alias) ? alias.url_path : undefined;
  return typeof path === 'string' ? `/${path}/` : '';
};

const asIs = (value: string, slug: SlugifyOptions): string => (SAFE_AS_IS.test(value) ? value : slugify(value, slug));

const tokenText = (token: PatternToken, entry: unknown, context: RenderContext, slug: SlugifyOptions): string => {
  switch (token.kind) {
    case 'text':
      return token.value;
    case 'field':
      return fieldText(token, entry, slug);
    case 'urlPath':
      return urlPathText(token.via, entry);
    case 'locale':
      return asIs(context.locale, slug);
    case 'documentId':
      return asIs(context.documentId, slug);
    case 'pluralName':
      return slugify(context.pluralName, slug);
  }
};

/**
 * Renders `pattern` for an entry whose relations and components are populated as `populateFor`
 * says. Returns a stored-form path (`normalizePath` rules) of at most {@link MAX_RENDERED_LENGTH}
 * characters, before any collision suffix, or null when no token left anything readable and
 * `literal` is off (the caller then falls back, see services/aliases/alias-generator).
 *
 * Field values are slugified; dates are formatted in UTC; a url_path token inserts the related
 * entry's stored path as is, as whole segments. An empty value drops its segment instead of
 * leaving "//", "undefined" or "null": `/blog/[category.slug]/[title]` without a category gives
 * `/blog/<title>`. A path too long loses the end of its last segment, then whole segments.
 */
export const renderPattern = (
  pattern: Pattern,
  entry: Record<string, unknown>,
  context: RenderContext,
  options: RenderOptions = {}
): string | null => {
  const { literal = false, ...slugOptions } = options;
  const slug: SlugifyOptions = { ...slugOptions, maxLength: MAX_RENDERED_LENGTH };
  const pieces = pattern.tokens.map((token): Piece => ({ text: tokenText(token, entry, context, slug), fromToken: token.kind !== 'text' }));
  const path = assemblePath(pieces, MAX_RENDERED_LENGTH, literal);
  // normalizePath decodes once, but stored paths are not encoded: escape "%" so that a literal one
  // (in pattern text, or a parent path "/100%") comes back as itself instead of failing to decode.
  return path === null ? null : normalizePath(path.replace(/%/g, '%25'));
};

/**
 * The path of a collection type's entry whose pattern renders nothing readable (an empty title):
 * the pattern's literal text followed by the documentId (`/blog/<documentId>` for
 * `/blog/[title]`), so that the entry keeps its pattern's place instead of the default
 * `/<pluralName>/...`, and a path of its own.
 */
export const renderFallback = (pattern: Pattern, context: RenderContext, options: RenderOptions = {}): string => {
  const literal = renderPattern(pattern, {}, context, { ...options, literal: true }) ?? '/';
  const documentId = asIs(context.documentId, { ...options, maxLength: MAX_RENDERED_LENGTH });
  const path = `${literal === '/' ? '' : literal}/${documentId}`;
  return path.length <= MAX_RENDERED_LENGTH ? path : `/${documentId}`;
};

/** A token of a pattern and the text it gave an entry, before the path was assembled. */
export interface TokenValue {
  token: string;
  value: string;
}

/**
 * What each token of `pattern` (its literal text left out) gives an entry, read as
 * {@link renderPattern} reads it: for an admin asking where a path came from.
 */
export const tokenValues = (
  pattern: Pattern,
  entry: Record<string, unknown>,
  context: RenderContext,
  options: RenderOptions = {}
): TokenValue[] => {
  const { literal: _literal, ...slugOptions } = options;
  const slug: SlugifyOptions = { ...slugOptions, maxLength: MAX_RENDERED_LENGTH };
  return pattern.tokens
    .filter((token) => token.kind !== 'text')
    .map((token) => ({ token: tokenSource(token), value: tokenText(token, entry, context, slug) }));
};
