import { describe, expect, it } from 'vitest';
import { ancestorsOf, removalPolicyOf } from '../../addons/redirects/server/src/domain/removal-policy';
import { configSchema } from '../../addons/redirects/server/src/config';

describe('removal policies', () => {
  it.each([
    ['/a/b/c', ['/a/b', '/a', '/']],
    ['/a', ['/']],
    ['/', []],
  ])('the paths above %s, nearest first', (path, ancestors) => {
    expect(ancestorsOf(path)).toEqual(ancestors);
  });

  it.each([
    [{ contentTypes: { 'api::a.a': 'gone' } }, null, 'api::a.a', 'gone'],
    [{ contentTypes: { 'api::a.a': 'gone' }, default: 'parent' }, null, 'api::b.b', 'parent'],
    [{ contentTypes: {} }, '/home', 'api::b.b', '/home'],
    [{ contentTypes: {}, default: 'none' }, '/home', 'api::b.b', 'none'],
    [{ contentTypes: {} }, null, 'api::b.b', 'none'],
  ])('%o with redirectRemovedTo %s gives %s the policy %s', (removal, redirectRemovedTo, uid, policy) => {
    expect(removalPolicyOf(uid, { removal, redirectRemovedTo })).toBe(policy);
  });

  it('checks a policy at start-up: a word or a target the rules of a redirect accept', () => {
    const parse = (removal: unknown) => configSchema.safeParse({ removal }).success;
    expect(
      parse({ default: 'gone', contentTypes: { 'api::a.a': 'parent', 'api::b.b': '/shop', 'api::c.c': 'https://example.com/x' } })
    ).toBe(true);
    expect(parse({ default: 'javascript:alert(1)' })).toBe(false);
    expect(parse({ contentTypes: { 'api::a.a': 'somewhere' } })).toBe(false);
  });
});
