import { describe, expect, it } from 'vitest';
import { createSuffixHints } from '../../server/src/domain/suffix-hints';
import { suffixHintsCases } from '../cases/suffix-hints';
import { titled } from './titled';

describe('createSuffixHints', () => {
  it.each(titled(suffixHintsCases, ({ name }) => name))('%s', (_, { capacity, steps }) => {
    const hints = createSuffixHints(capacity);
    for (const step of steps) {
      if ('remember' in step) hints.remember(step.remember.key, step.remember.base, step.remember.path);
      else expect(hints.next(step.next)).toBe(step.expected);
    }
  });
});
