import type { Context } from 'koa';

/** Whether an `If-None-Match` header names `etag` (or `*`). */
const matches = (header: string, etag: string) => header.split(',').some((tag) => [etag, '*'].includes(tag.trim()));

/**
 * Sets a strong `ETag` from `version` and `Cache-Control: no-cache` (caches may keep the answer
 * but must ask), and answers 304 when the request's `If-None-Match` holds it. Returns true when
 * the 304 was sent: the caller then reads nothing more.
 */
export const notModified = (ctx: Context, version: string): boolean => {
  const etag = `"${version}"`;
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', etag);
  if (!matches(ctx.get('If-None-Match'), etag)) return false;
  ctx.status = 304;
  return true;
};
