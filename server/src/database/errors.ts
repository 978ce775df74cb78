/**
 * Database errors that sitetools recovers from, recognised by the codes of the three drivers
 * (better-sqlite3, pg, mysql2), which Strapi passes through unchanged.
 */
const UNIQUE_VIOLATION = new Set(['SQLITE_CONSTRAINT_UNIQUE', '23505', 'ER_DUP_ENTRY']);
const DEADLOCK = new Set(['SQLITE_BUSY', '40P01', 'ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '';

/** A write refused by a unique index. */
export const isUniqueViolation = (error: unknown): boolean => UNIQUE_VIOLATION.has(codeOf(error));

/** A statement the database rolled back to break a lock cycle; running it again is the cure. */
export const isDeadlock = (error: unknown): boolean => DEADLOCK.has(codeOf(error));

const MAX_DEADLOCK_ATTEMPTS = 5;

/**
 * Runs idempotent `work`, again after a short random pause when the database chose it as a
 * deadlock victim (MariaDB picks victims among concurrent inserts into the same link table), or
 * when `alsoRetry` says the error is another passing conflict.
 */
export const retryOnDeadlock = async <T>(
  work: () => Promise<T>,
  alsoRetry: (error: unknown) => boolean = () => false
): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(isDeadlock(error) || alsoRetry(error)) || attempt >= MAX_DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resume) => setTimeout(resume, Math.random() * 20 * attempt));
    }
  }
};
