/** Who holds the lock of an SQLite file: a process, its host, and when it last said it was alive. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

/** A lock file older than this without a heartbeat is a crashed holder's, whatever host it names. */
export const LOCK_STALE_MS = 60_000;
/** How often the holder renews the file's time: several times within LOCK_STALE_MS. */
export const LOCK_HEARTBEAT_MS = 10_000;

/**
 * Whether a start may take the lock over from `holder`: it is this very process (an earlier boot of
 * it, as a restart in place does), or it is gone. A process on this host is asked directly
 * (`alive`); one on another host (a container, another machine on a shared volume) is gone once
 * its heartbeat is older than LOCK_STALE_MS, which also frees a lock whose process id was reused.
 */
export const mayTakeOver = (
  holder: LockHolder | undefined,
  here: { pid: number; host: string; heartbeatAgeMs: number; alive: (pid: number) => boolean }
): boolean => {
  if (!holder) return true;
  if (holder.pid === here.pid && holder.host === here.host) return true;
  if (here.heartbeatAgeMs > LOCK_STALE_MS) return true;
  return holder.host === here.host && !here.alive(holder.pid);
};
