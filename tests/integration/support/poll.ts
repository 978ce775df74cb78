import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads `read` every `every` ms until `until` holds of what it read, and resolves with that;
 * throws after `timeout` ms, naming `what` and the last value read.
 */
export const pollUntil = async <T>(
  what: string,
  read: () => Promise<T>,
  until: (value: T) => boolean,
  { timeout, every }: { timeout: number; every: number }
): Promise<T> => {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (until(last)) return last;
    await sleep(every);
  }
  throw new Error(`${what} did not get there within ${timeout} ms; last seen: ${JSON.stringify(last)}`);
};
