import { errors } from 'sitetools-kit/strapi-utils';
import { intakeLimit, type IntakeLimit } from '../domain/intake-limit';

/** An intake's limits: each caller's per window, and all callers' together (the budget). */
export interface AdmissionSettings {
  rateLimit: { reports: number; windowSeconds: number };
  budget: { reports: number; windowSeconds: number };
}

// The budget is one allowance that all callers share: the limiter's caller for it.
const ALL_CALLERS = '*';

/**
 * Which requests an intake takes: each caller's `rateLimit`, then the budget of all callers
 * together (`budget`), which bounds the intake's work per window whatever the rate limit allows.
 * Keeps the count of items shed at the budget until the intake writes it. A plain module shared
 * by the 404 intake (`notFound.*`) and the hits intake (`hits.*`); `names` words the 429's message.
 */
export const intakeAdmission = (settings: () => AdmissionSettings, names: { intake: string; items: string; unit: string }) => {
  // Built on first use: the config is read once it is loaded.
  let limit: IntakeLimit | undefined;
  let budget: IntakeLimit | undefined;
  const limiter = () => (limit ??= intakeLimit(settings().rateLimit));
  const budgeter = () => (budget ??= intakeLimit(settings().budget));
  // Reports shed since the intake last wrote the count.
  let shed = 0;

  return {
    /**
     * Takes `count` reports of `caller`'s share of the window and of the budget, or refuses the
     * request with a 429 (`RateLimitError`): past the caller's limit, or shed (and counted) past
     * the budget. `onShed` runs once the shed reports are counted (the intake schedules a write).
     */
    admit(caller: string, count: number, onShed: () => void): void {
      const now = Date.now();
      const verdict = limiter().take(caller, count, now);
      if (!verdict.allowed) {
        const { reports, windowSeconds } = settings().rateLimit;
        throw new errors.RateLimitError(`too many ${names.items}: at most ${reports} per ${windowSeconds} s`, {
          retryAfter: verdict.retryAfterSeconds,
        });
      }
      const share = budgeter().take(ALL_CALLERS, count, now);
      if (share.allowed) return;
      // Shed: the caller's allowance is not spent on reports nobody took.
      limiter().giveBack(caller, count);
      shed += count;
      onShed();
      const { reports, windowSeconds } = settings().budget;
      throw new errors.RateLimitError(
        `${names.intake} is at its budget of ${reports} ${names.unit} per ${windowSeconds} s: ${count} ${names.unit} shed`,
        {
          retryAfter: share.retryAfterSeconds,
          shed: count,
        }
      );
    },

    /** The reports shed since the last call (to be written); `restoreShed` gives them back when the write fails. */
    takeShed(): number {
      const taken = shed;
      shed = 0;
      return taken;
    },

    restoreShed(count: number): void {
      shed += count;
    },

    get shed(): number {
      return shed;
    },
  };
};
