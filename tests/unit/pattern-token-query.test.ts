import { describe, expect, it } from 'vitest';
import { hasOpenToken } from '../../admin/src/components/patterns/token-query';

describe('hasOpenToken: whether a pattern is still being typed', () => {
  it.each([
    ['', false],
    ['/blog', false],
    ['/blog/[', true],
    ['/blog/[ti', true],
    ['/blog/[title]', false],
    ['/blog/[tags[0', true],
    ['/blog/[tags[0]', true],
    ['/blog/[tags[0].name]', false],
    ['/blog/[title/x', true],
    ['/blog/[title]/[', true],
    ['/blog/]', false],
  ])('%j: %s', (pattern, open) => {
    expect(hasOpenToken(pattern)).toBe(open);
  });
});
