import { z } from 'zod';

/**
 * The body that creates, updates or previews a URL pattern. The admin sends it as
 * `UrlPatternInput` (shared/contracts/url-pattern), a type derived from this schema.
 */
export const patternInputSchema = z.object({
  contenttype: z.string().min(1).max(255),
  localeCode: z.string().min(1).max(64).nullable().optional(),
  pattern: z.string().max(255),
});
