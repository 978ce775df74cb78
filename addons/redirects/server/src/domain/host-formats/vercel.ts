/** Vercel's `vercel.json`, with the rules in its `redirects` array. */
import { expressAll, limitCrossed, type HostFile, type HostRule } from './host-rule';
import { nextRedirectOf } from './next-redirect';

// Vercel refuses a deployment whose vercel.json holds more routes than this.
const MAX_ROUTES = 1024;

/** Writes `vercel.json`. */
export const writeVercel = (rules: ReadonlyArray<HostRule>): HostFile => {
  const { entries, left } = expressAll(rules, nextRedirectOf);
  return {
    text: `${JSON.stringify({ redirects: entries.map(({ entry }) => entry) }, null, 2)}\n`,
    exported: entries.length,
    left,
    limits: limitCrossed(
      MAX_ROUTES,
      entries.length,
      'vercel.json holds at most 1,024 routes: use Vercel bulk redirects (vercel-bulk) for more'
    ),
  };
};
