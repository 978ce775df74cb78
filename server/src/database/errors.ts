/**
 * Database errors that sitetools recovers from, recognised by the codes of the three drivers
 * (better-sqlite3, pg, mysql2), which Strapi passes through unchanged.
 */
const UNIQUE_VIOLATION = new Set(['SQLITE_CONSTRAINT_UNIQUE', '23505', 'ER_DUP_ENTRY']);
// MySQL reports a missing parent as ER_NO_REFERENCED_ROW_2; older servers without the key name.
const FOREIGN_KEY_VIOLATION = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503', 'ER_NO_REFERENCED_ROW_2', 'ER_NO_REFERENCED_ROW']);
const DEADLOCK = new Set(['SQLITE_BUSY', '40P01', 'ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);

// PostgreSQL refuses every later statement of a transaction in which one failed, even when the
// code that made it handled the failure (a unique violation caught as a lost race for a path).
const IN_FAILED_TRANSACTION = '25P02';

const codeOf = (error: unknown): string => (typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : '');

/** A write refused by a unique index. */
export const isUniqueViolation = (error: unknown): boolean => UNIQUE_VIOLATION.has(codeOf(error));

/**
 * A conflict with a concurrent write that a transaction may meet and that running it again from
 * the start resolves: a unique violation, or the PostgreSQL transaction that one aborted.
 */
export const isConflictInTransaction = (error: unknown): boolean => isUniqueViolation(error) || codeOf(error) === IN_FAILED_TRANSACTION;

/** A write that points at a row that no longer exists (a concurrent save deleted or replaced it). */
export const isForeignKeyViolation = (error: unknown): boolean => FOREIGN_KEY_VIOLATION.has(codeOf(error));

/** A statement the database rolled back to break a lock cycle; running it again is the cure. */
const isDeadlock = (error: unknown): boolean => DEADLOCK.has(codeOf(error));

// Each conflict a reconcile loses means another reconcile of the entry wrote, so it loses at most
// about once per concurrent save of the entry; one that still loses after this many attempts
// gives up with the last error. The pauses (random, growing) add up to 0.3 s on average.
const MAX_ATTEMPTS = 8;

/**
 * Runs idempotent `work`, again after a short random pause when the database chose it as a
 * deadlock victim (MariaDB picks victims among concurrent inserts into the same link table), or
 * when `alsoRetry` says the error is another passing conflict; at most MAX_ATTEMPTS times.
 */
export const retryOnDeadlock = async <T>(work: () => Promise<T>, alsoRetry: (error: unknown) => boolean = () => false): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!(isDeadlock(error) || alsoRetry(error)) || attempt >= MAX_ATTEMPTS) throw error;
      await new Promise((resume) => setTimeout(resume, Math.random() * 20 * attempt));
    }
  }
};
