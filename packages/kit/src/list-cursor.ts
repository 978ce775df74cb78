import type { Core } from '@strapi/strapi';
import { errors } from './strapi-utils';

/**
 * Keyset pages of a content API list: `pagination[after]=<cursor>` asks for the rows after the
 * cursor, in id order, and the answer's `meta.pagination.next` is the cursor of the page after it
 * (null on the last page). A page costs one indexed range read whatever its depth, where
 * `pagination[page]` makes the database step over every row before it (OFFSET) and count them
 * all (the total). `pagination[after]=` (empty) asks for the first page.
 *
 * The cursor is opaque to clients: base64url of `{"id":<row id>}`, so that its form may change.
 * Measurements: docs/decisions/2026-11-29-lists-at-a-million-rows.md.
 */

const CURSOR_KEY = 'pagination.after';

/** A cursor page asked for: the rows with an id above `afterId` (0: from the first), `pageSize` of them. */
export interface CursorRequest {
  readonly afterId: number;
  readonly pageSize: number;
}

/** `meta.pagination` of a cursor page. */
export interface CursorPagination {
  pageSize: number;
  next: string | null;
}

/** The REST limits of the app (`api.rest.defaultLimit` and `maxLimit`). */
export interface PageLimits {
  readonly defaultLimit: number;
  readonly maxLimit?: number;
}

/** The app's REST limits, Strapi's defaults where it sets none (25, no maximum). */
export const restLimits = (strapi: Core.Strapi): PageLimits => ({
  defaultLimit: strapi.config.get<number>('api.rest.defaultLimit', 25),
  maxLimit: strapi.config.get<number | undefined>('api.rest.maxLimit'),
});

/** The cursor of the rows after the row `id`. */
export const encodeCursor = (id: number): string => Buffer.from(JSON.stringify({ id })).toString('base64url');

/** The row id a cursor names, or undefined when it is not one of ours (`''`: before the first row). */
export const decodeCursor = (cursor: string): number | undefined => {
  if (cursor === '') return 0;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded)) return undefined;
    const { id, ...rest } = decoded as Record<string, unknown>;
    if (Object.keys(rest).length > 0 || !Number.isSafeInteger(id) || (id as number) < 0) return undefined;
    return id as number;
  } catch {
    return undefined;
  }
};

const refuse = (key: string, message: string): never => {
  throw new errors.ValidationError(`${key} ${message}`, { key });
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `pageSize` or `limit` of a cursor page: a positive integer, the app's maximum at most. */
const pageSizeOf = (pagination: Record<string, unknown>, { defaultLimit, maxLimit }: PageLimits): number => {
  const key = 'pageSize' in pagination ? 'pageSize' : 'limit';
  const raw = pagination[key];
  if (raw === undefined) return maxLimit ? Math.min(defaultLimit, maxLimit) : defaultLimit;
  const size = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1) return refuse(`pagination.${key}`, 'must be a positive integer');
  return maxLimit ? Math.min(size, maxLimit) : size;
};

/**
 * Takes `pagination[after]` off a content API query. Answers the query without it (for Strapi's
 * own checks) and the cursor page asked for, or the query as it is when it has no cursor. A
 * cursor pages in id order with the page size of `pagination[pageSize]` (or `[limit]`): `sort`,
 * `pagination[page]` and `pagination[start]` beside it, or a cursor that is not one of ours, are a
 * 400 `ValidationError` naming the parameter.
 */
export const takeCursor = (
  query: Record<string, unknown>,
  limits: PageLimits
): { query: Record<string, unknown>; cursor?: CursorRequest } => {
  const { pagination } = query;
  if (!isRecord(pagination) || !('after' in pagination)) return { query };
  const { after, withCount, ...rest } = pagination;
  if (typeof after !== 'string') return refuse(CURSOR_KEY, 'must be a cursor from meta.pagination.next');
  const afterId = decodeCursor(after);
  if (afterId === undefined) return refuse(CURSOR_KEY, 'is not a cursor from meta.pagination.next');
  for (const key of ['page', 'start']) {
    if (key in rest) refuse(`pagination.${key}`, 'cannot be combined with pagination[after]');
  }
  if ('pageSize' in rest && 'limit' in rest) refuse('pagination', 'takes pageSize or limit, not both');
  if (query.sort !== undefined) refuse('sort', 'cannot be combined with pagination[after], which pages in id order');
  // withCount is refused rather than ignored: a cursor page never counts (see above).
  if (withCount !== undefined) refuse('pagination.withCount', 'cannot be combined with pagination[after], whose pages are not counted');
  const pageSize = pageSizeOf(rest, limits);
  const { pagination: _taken, ...others } = query;
  return { query: others, cursor: { afterId, pageSize } };
};

/**
 * The find-many parameters of a cursor page, from the caller's checked query: its filters and an
 * id above the cursor's, in id order, one page without a count.
 */
export const cursorParams = <Query extends Record<string, unknown>>(query: Query, { afterId, pageSize }: CursorRequest) => {
  const after = { id: { $gt: afterId } };
  return {
    ...query,
    filters: query.filters ? { $and: [query.filters, after] } : after,
    sort: [{ id: 'asc' as const }],
    pagination: { start: 0, limit: pageSize, withCount: false },
  };
};

/** `meta.pagination` of a cursor page of `rows`: a full page has a next one (maybe empty), a short one is the last. */
export const cursorPagination = (rows: ReadonlyArray<{ id?: unknown }>, { pageSize }: CursorRequest): CursorPagination => {
  const last = rows.at(-1);
  const next = rows.length === pageSize && typeof last?.id === 'number' ? encodeCursor(last.id) : null;
  return { pageSize, next };
};
