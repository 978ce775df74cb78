import { checkedString, pluginConfig } from 'sitetools-kit/plugin-config';
import { z } from 'zod';
import { MAX_REPORTS_PER_REQUEST } from '../../../shared/contracts/not-found';
import { MAX_HITS_PER_REQUEST } from '../../../shared/contracts/redirect-hits';
import { REDIRECT_CODES, RedirectFieldError, isRedirectCode, validateTarget, type RedirectCode } from '../domain/redirect-rules';
import { REMOVAL_KEYWORDS } from '../domain/removal-policy';

const statusCode = z.custom<RedirectCode>(isRedirectCode, { message: `must be one of ${REDIRECT_CODES.join(', ')}` });

/** A target under the rule of a redirect's `to`: a bad one stops the app at start-up, not at the first unpublish. */
const redirectTarget = checkedString(validateTarget, RedirectFieldError, (error) => error.rule);

/**
 * What a removed (unpublished or deleted) entry's path becomes: `gone` (410), `parent` (a
 * redirect to the nearest live path above it), `none` (a plain 404), or a path or URL to
 * redirect to.
 */
export const removalPolicy = z.union([z.enum(REMOVAL_KEYWORDS), redirectTarget]);

/**
 * The most reports the intake's budget may admit in a window (so at most this many per second):
 * under a storm at this rate the
 * router's p50 stays near idle (the bench's `not-found-intake`, docs/design/not-found-inbox.md).
 */
const MAX_BUDGET_REPORTS = 2000;

/**
 * An intake's limits, in its items (404 reports, hit entries): `rateLimit`, what each token (for
 * the Public role, each client address) may send per window, past it a 429; `budget`, what all
 * callers together may send per window (each instance its own), which bounds the intake's work
 * whatever `rateLimit` allows. Past the budget a request is shed whole with a 429 before any
 * query. The budget's maximum is the storm the bench measures (docs/design/not-found-inbox.md);
 * a full batch must always fit.
 */
const intakeLimits = (perRequest: number) => ({
  rateLimit: z
    .object({
      reports: z.number().int().min(1).max(10_000_000).default(1000),
      windowSeconds: z.number().int().min(1).max(3600).default(60),
    })
    .prefault({}),
  budget: z
    .object({
      reports: z.number().int().min(perRequest).max(MAX_BUDGET_REPORTS).default(1000),
      windowSeconds: z.number().int().min(1).max(60).default(1),
    })
    .prefault({}),
});

/** The addon's configuration (`config/plugins` of the app, key `sitetools-addon-redirects`). */
export const configSchema = z
  .object({
    /** Status code of a redirect created without one. */
    defaultStatusCode: statusCode.default(301),
    /** When a published path changes, redirect the old path to the new one. */
    autoRedirect: z.object({ enabled: z.boolean().default(true), statusCode: statusCode.default(301) }).prefault({}),
    /**
     * When an entry is unpublished or deleted, redirect its old path here (a path or an
     * http(s) URL); null leaves the old path free.
     */
    redirectRemovedTo: redirectTarget.nullable().default(null),
    /**
     * What an unpublished or deleted entry's path becomes, per content type (`contentTypes`, by
     * uid) and otherwise (`default`; unset: `redirectRemovedTo` when it is set, else `none`):
     * `gone`, `parent`, `none`, or a path or URL. Applied per locale, in the removal's transaction.
     */
    removal: z
      .object({
        default: removalPolicy.optional(),
        contentTypes: z.record(z.string(), removalPolicy).default({}),
      })
      .prefault({}),
    /**
     * Scheduled rules: every `checkEverySeconds`, Strapi's cron looks for rules whose window opened
     * or closed and sends `sitetools.redirects.update` for them (once, whatever the instances).
     */
    schedules: z.object({ checkEverySeconds: z.number().int().min(1).max(59).default(30) }).prefault({}),
    /** The 404 inbox and its intake (`POST /api/sitetools/not-found`). */
    notFound: z
      .object({
        /** Past `maxRows` paths, the least-hit and oldest rows are dropped. */
        maxRows: z.number().int().min(1).max(1_000_000).default(10_000),
        /**
         * Hits are counted in memory and written every `flushIntervalMs`: a crash loses at most
         * this long of them, a clean stop none.
         */
        flushIntervalMs: z.number().int().min(10).max(60_000).default(5000),
        /** Paths held in memory between writes; when full, the next new path waits for a write. */
        maxPendingPaths: z.number().int().min(1).max(100_000).default(5000),
        ...intakeLimits(MAX_REPORTS_PER_REQUEST),
      })
      .prefault({}),
    /** The redirect hits' intake (`POST /api/sitetools/redirects/hits`), built as the 404 inbox's. */
    hits: z
      .object({
        /** Hits are counted in memory and written every `flushIntervalMs`: a crash loses at most this long of them, a clean stop none. */
        flushIntervalMs: z.number().int().min(10).max(60_000).default(5000),
        /** Rules held in memory between writes; when full, the next new rule waits for a write. */
        maxPendingRules: z.number().int().min(1).max(100_000).default(5000),
        ...intakeLimits(MAX_HITS_PER_REQUEST),
      })
      .prefault({}),
  })
  .strict();

export type Config = z.infer<typeof configSchema>;

export default pluginConfig('sitetools-addon-redirects', configSchema);
