import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `given` is the configured secret, compared in constant time (over digests, so that the
 * length does not show either). No configured secret matches nothing.
 */
export const isSecret = (given: string | null | undefined, expected: string | undefined): boolean =>
  typeof given === 'string' && expected !== undefined && timingSafeEqual(digest(given), digest(expected));
