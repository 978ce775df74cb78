import {
  parseRedirectSource,
  parseRedirectTarget,
  redirectMatcher,
  RedirectPatternError,
  renderTarget,
} from 'sitetools-kit/redirect-match';
import { describe, expect, it, vi } from 'vitest';
import { goneCases, pathnameCases, precedenceCases, queryCases, renderCases, type MatchCase } from '../cases/redirect-match';
import { safeConstraints, sourceCases, sourceRefusals, targetRefusals } from '../cases/redirect-match-parse';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

const tokensOf = (from: string) => {
  const parsed = parseRedirectSource(from);
  return parsed.kind === 'pattern' ? parsed.tokens : [];
};

describe('parseRedirectSource', () => {
  it.each(titled(sourceCases, ({ name }) => name))('%s', (_, { from, expected }) => {
    expect(parseRedirectSource(from)).toEqual(expected);
  });

  it.each(titled(sourceRefusals, ({ name }) => `refuses ${name}`))('%s', (_, { from, problem, message }) => {
    const error = thrownBy(() => parseRedirectSource(from));
    expect(error).toBeInstanceOf(RedirectPatternError);
    expect(error).toMatchObject({ field: 'from', input: from, problem });
    expect((error as RedirectPatternError).message).toContain(message);
    expect((error as RedirectPatternError).message).toBe(`from ${(error as RedirectPatternError).rule}`);
  });

  it.each(safeConstraints)('accepts the constraint %s', (constraint) => {
    expect(parseRedirectSource(`/p/:x(${constraint})`).kind).toBe('pattern');
  });

  // What the structural check lets through stays fast on the worst segment a visitor can send:
  // 255 characters that each step of the constraint accepts, then one that fails it.
  it.each(safeConstraints)('tests the accepted constraint %s against a hostile segment quickly', (constraint) => {
    const test = new RegExp(`^(?:${constraint})$`, 'u');
    const started = performance.now();
    for (const repeated of ['a', '0', 'en', '0-', 'a-', 'é']) test.test(`${repeated.repeat(Math.floor(255 / repeated.length))}!`);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('runs an extra check after the structural one', () => {
    const extraSafety = vi.fn((constraint: string) => (constraint === '\\d+' ? 'refused by the extra check' : null));
    expect(thrownBy(() => parseRedirectSource('/p/:x(\\d+)', { extraSafety }))).toMatchObject({ problem: 'unsafe-constraint' });
    expect(thrownBy(() => parseRedirectSource('/p/:x((\\d))', { extraSafety }))).toMatchObject({ problem: 'capturing-group' });
    expect(extraSafety).toHaveBeenCalledTimes(1);
  });
});

describe('parseRedirectTarget and renderTarget', () => {
  it.each(titled(renderCases, ({ name }) => name))('%s', (_, { from, to, values, expected }) => {
    expect(renderTarget(parseRedirectTarget(to, tokensOf(from)), values)).toBe(expected);
  });

  it.each(titled(targetRefusals, ({ name }) => `refuses ${name}`))('%s', (_, { from, to, problem, message }) => {
    const error = thrownBy(() => parseRedirectTarget(to as string, tokensOf(from)));
    expect(error).toMatchObject({ field: 'to', input: to, problem });
    expect((error as Error).message).toContain(message);
  });
});

const run = ({ rules, pathname, locale, search }: MatchCase) => {
  const found = redirectMatcher(rules).match(pathname, { locale, search });
  return found && { to: found.to, statusCode: found.statusCode };
};

describe('redirectMatcher', () => {
  it.each(titled(precedenceCases, ({ name }) => `precedence: ${name}`))('%s', (_, row) => {
    expect(run(row)).toEqual(row.expected);
    // The order the rules are given in never matters.
    expect(run({ ...row, rules: [...row.rules].reverse() })).toEqual(row.expected);
  });

  it.each(titled(pathnameCases, ({ name }) => `pathname: ${name}`))('%s', (_, row) => {
    expect(run(row)).toEqual(row.expected);
  });

  it.each(titled(goneCases, ({ name }) => `gone: ${name}`))('%s', (_, row) => {
    expect(run(row)).toEqual(row.expected);
  });

  it.each(titled(queryCases, ({ name }) => `query ${name}`))('%s', (_, row) => {
    expect(run(row)).toEqual(row.expected);
  });

  // Each (parameter, segment) pair is tried once and each constraint tests a segment once,
  // however many ways the repeats could split the path.
  it('answers a path that several constrained repeats cannot match quickly', () => {
    const matcher = redirectMatcher([{ from: '/:a(\\d+\\d+)*/:b(\\d+\\d+)*/:c(\\d+\\d+)*/:d*/x', to: '/y', status_code: 301 }]);
    const path = `/${Array.from({ length: 12 }, () => '1'.repeat(19)).join('/')}/y`;
    const started = performance.now();
    expect(matcher.match(path)).toBeNull();
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('returns the rule followed, as given', () => {
    const rules = [{ from: '/a/:x', to: '/b/:x', status_code: 308, id: 7 }];
    expect(redirectMatcher(rules).match('/a/c')).toEqual({ to: '/b/c', statusCode: 308, rule: rules[0] });
  });

  it('leaves out a rule it cannot read, and says which', () => {
    const onInvalid = vi.fn();
    const rules = [
      { from: '/a/:x/:x', to: '/b', status_code: 301 },
      { from: '/c/:x', to: '/d/:y', status_code: 301 },
      { from: '/e', to: '/f', status_code: 301 },
    ];
    const matcher = redirectMatcher(rules, { onInvalid });
    expect(matcher.size).toBe(1);
    expect(onInvalid.mock.calls.map(([rule, error]) => [rule, (error as RedirectPatternError).problem])).toEqual([
      [rules[0], 'repeated-name'],
      [rules[1], 'unknown-parameter'],
    ]);
    expect(matcher.match('/a/b/b')).toBeNull();
  });

  it('uses the target of an exact rule as written', () => {
    expect(redirectMatcher([{ from: '/a', to: '/b/:x', status_code: 301 }]).match('/a')).toMatchObject({ to: '/b/:x' });
  });

  it('keeps the last of two exact rules for the same path and scope', () => {
    const matcher = redirectMatcher([
      { from: '/a', to: '/first', status_code: 301 },
      { from: '/a', to: '/last', status_code: 302 },
    ]);
    expect(matcher.match('/a')).toMatchObject({ to: '/last', statusCode: 302 });
  });
});
