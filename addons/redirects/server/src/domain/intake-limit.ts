/** What the limit answers: allowed, or refused with the seconds until the caller's window ends. */
export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Window {
  start: number;
  used: number;
}

/**
 * A limit of reports per caller and window: a caller's window opens with its first request and
 * lasts `windowSeconds`, in which it may send `reports`. A request over the limit is refused whole
 * and counts nothing. Memory holds the windows of callers seen in the last two window lengths:
 * the ended ones are swept once per window length.
 */
export const intakeLimit = ({ reports, windowSeconds }: { reports: number; windowSeconds: number }) => {
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, Window>();
  let nextSweep = 0;

  const sweep = (now: number) => {
    if (now < nextSweep) return;
    for (const [caller, window] of windows) if (now - window.start >= windowMs) windows.delete(caller);
    nextSweep = now + windowMs;
  };

  return {
    /** Takes `count` reports of `caller`'s allowance at `now` (ms since the epoch), if it has them. */
    take(caller: string, count: number, now: number): LimitVerdict {
      sweep(now);
      let window = windows.get(caller);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, used: 0 };
        windows.set(caller, window);
      }
      if (window.used + count > reports) {
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) };
      }
      window.used += count;
      return { allowed: true };
    },

    /** Gives back `count` reports that `take` allowed and another check then refused. */
    giveBack(caller: string, count: number): void {
      const window = windows.get(caller);
      if (window) window.used = Math.max(0, window.used - count);
    },
  };
};

export type IntakeLimit = ReturnType<typeof intakeLimit>;
