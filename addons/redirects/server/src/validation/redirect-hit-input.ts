import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { RuleHit } from '../domain/rule-hits';
import { MAX_HITS_PER_ENTRY, MAX_HITS_PER_REQUEST } from '../../../shared/contracts/redirect-hits';

// A front-end's clock may run a little ahead of the server's: a last hit within this of the
// server's now is taken (as now), later ones are refused.
const CLOCK_SKEW_MS = 60_000;

/**
 * One entry. `from` is compared as stored with the published rules (a source that names none is
 * ignored, not refused), so only its type and the column's bound are checked here.
 */
const entry = z
  .object({
    from: z.string().min(1).max(255),
    locale: z
      .string()
      .max(32)
      .regex(/^[A-Za-z0-9_-]*$/, 'must be a locale code')
      .optional(),
    hits: z.number().int().min(1).max(MAX_HITS_PER_ENTRY).optional(),
    lastHit: z.iso
      .datetime({ offset: true })
      .refine((value) => Date.parse(value) <= Date.now() + CLOCK_SKEW_MS, 'must not be in the future')
      .optional(),
  })
  .strict();

const batch = z.object({ data: z.array(entry).min(1).max(MAX_HITS_PER_REQUEST) }).strict();

/** An entry as the intake counts it: a last hit a little ahead of the server's clock is taken as now. */
const toHits = ({ from, locale = '', hits = 1, lastHit }: z.infer<typeof entry>): RuleHit => ({
  from,
  locale,
  hits,
  at: lastHit === undefined ? null : new Date(Math.min(Date.parse(lastHit), Date.now())),
});

/**
 * The intake's body: one entry, or a batch under `data`. Told apart before parsing, so that a 400
 * names the bad field (`hits`, `data.3.lastHit`) rather than the union.
 */
export const parseHits = (body: unknown): RuleHit[] =>
  typeof body === 'object' && body !== null && 'data' in body ? parseWith(batch, body).data.map(toHits) : [toHits(parseWith(entry, body))];
