import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { MAX_REFERRER_LENGTH, MAX_REPORTS_PER_REQUEST } from '../../../shared/contracts/not-found';

/** An absolute http(s) URL, or '' (no referrer). */
const isHttpUrl = (value: string) => {
  if (value === '') return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * One report. The path is checked by the core's normalisation afterwards (it names the rule it
 * broke); here only its type and a bound that keeps a huge body cheap to refuse.
 */
const report = z
  .object({
    path: z
      .string()
      .min(1)
      .max(255 * 9),
    locale: z
      .string()
      .max(32)
      .regex(/^[A-Za-z0-9_-]*$/, 'must be a locale code')
      .optional(),
    referrer: z.string().max(MAX_REFERRER_LENGTH).refine(isHttpUrl, 'must be an absolute http(s) URL or empty').optional(),
  })
  .strict();

const batch = z.object({ data: z.array(report).min(1).max(MAX_REPORTS_PER_REQUEST) }).strict();

export type ParsedReport = z.infer<typeof report>;

/**
 * The intake's body: one report, or a batch under `data`. Told apart before parsing, so that a
 * 400 names the bad field (`path`, `data.3.referrer`) rather than the union.
 */
export const parseReports = (body: unknown): { reports: ParsedReport[]; batch: boolean } =>
  typeof body === 'object' && body !== null && 'data' in body
    ? { reports: parseWith(batch, body).data, batch: true }
    : { reports: [parseWith(report, body)], batch: false };

/**
 * What is kept of a referrer: its origin and path. A query string can carry a visitor's data
 * (search terms, tokens), which the inbox must not store.
 */
export const referrerToStore = (referrer: string | undefined): string | null => {
  if (!referrer) return null;
  const { origin, pathname } = new URL(referrer);
  return `${origin}${pathname}`;
};
