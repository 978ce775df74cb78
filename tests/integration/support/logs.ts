import type { Core } from '@strapi/strapi';
import { expect } from 'vitest';

/**
 * Runs `action`, which makes the app fail on purpose, and checks that the failure was logged as
 * an error matching `expected`, by the time the action is over or soon after (a failure met in the
 * background). Those logs are kept off the test output, where they would read as real failures;
 * every other error log still reaches it.
 */
export const expectErrorLogged = async <T>(strapi: Core.Strapi, expected: RegExp, action: () => Promise<T>): Promise<T> => {
  const { log } = strapi;
  const original = log.error;
  const held: string[] = [];
  log.error = ((message: unknown, ...rest: unknown[]) => {
    if (expected.test(String(message))) held.push(String(message));
    else Reflect.apply(original, log, [message, ...rest]);
  }) as typeof log.error;
  try {
    const result = await action();
    await expect.poll(() => held, { message: `an error log matching ${String(expected)}` }).not.toEqual([]);
    return result;
  } finally {
    log.error = original;
  }
};
