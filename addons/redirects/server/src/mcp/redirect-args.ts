import type { Zod } from 'sitetools-kit/mcp';
import { STATUS_CODES } from '../../../shared/contracts/redirects';

/** A redirect as a tool takes it, before the rules check it as any redirect written by hand. */
export interface RedirectArgs {
  from: string;
  to?: string;
  statusCode?: number;
  locale?: string;
  query?: 'pass' | 'ignore' | 'exact';
  activeFrom?: string;
  activeUntil?: string;
}

/** The arguments of a redirect, for the tools that plan and write one. */
export const redirectArgs = (z: Zod) => ({
  from: z.string().min(1).max(4096).describe('The path redirected, such as /old-blog/hello'),
  to: z
    .string()
    .min(1)
    .max(4096)
    .optional()
    .describe('A path of the site or an absolute http(s) URL; absent for a gone path (statusCode 410 or 451)'),
  statusCode: z
    .number()
    .int()
    .optional()
    .describe(
      `${STATUS_CODES.join(', ')} (410 and 451: the path is gone, no target); the configured default (301 unless changed) when absent`
    ),
  locale: z.string().min(1).max(64).optional().describe('Only for requests in this locale; every locale when absent'),
  query: z
    .enum(['pass', 'ignore', 'exact'])
    .optional()
    .describe("The visitor's query string: pass it on (default), ignore it, or exact: match only the query `from` holds (/p?id=5)"),
  activeFrom: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe('When the rule starts applying, such as 2026-12-01T09:00:00Z; always when absent'),
  activeUntil: z.string().min(1).max(64).optional().describe('When it stops applying; never when absent'),
});

/** The redirect as it is stored, for the tools' answers. */
export const redirectShape = (z: Zod) =>
  z.object({
    from: z.string(),
    to: z.string().nullable(),
    status_code: z.number(),
    locale: z.string().nullable(),
    query: z.enum(['pass', 'ignore', 'exact']),
    activeFrom: z.string().nullable(),
    activeUntil: z.string().nullable(),
  });

/** The redirect input the rules read, from a tool's arguments. */
export const inputOf = ({ from, to, statusCode, locale, query, activeFrom, activeUntil }: RedirectArgs) => ({
  from,
  to,
  ...(statusCode === undefined ? {} : { status_code: statusCode }),
  ...(locale === undefined ? {} : { locale }),
  ...(query === undefined ? {} : { query }),
  ...(activeFrom === undefined ? {} : { activeFrom }),
  ...(activeUntil === undefined ? {} : { activeUntil }),
});
