import { describe, expect, it } from 'vitest';
import { compose, preimage } from '../../addons/redirects/server/src/domain/pattern-compose';
import { hopsExample, sendOf } from '../../addons/redirects/server/src/domain/pattern-hops';
import { commonPath, outputOf, overlaps, PatternTargetError } from '../../addons/redirects/server/src/domain/pattern-overlap';
import { compareSpecificity, formatPattern, samplePaths, specificity } from '../../addons/redirects/server/src/domain/pattern-samples';
import { exactTokens } from '../../addons/redirects/server/src/domain/pattern-segment';
import {
  composeCases,
  hopsCases,
  outputCases,
  overlapCases,
  precedence,
  preimageCases,
  sampleCases,
} from '../cases/redirect-pattern-overlap';
import { follow, match, parse, rule } from './pattern-reference';
import { titled } from './titled';

const written = (target: ReturnType<typeof compose>) => (target === null || typeof target === 'string' ? target : formatPattern(target));

describe('overlaps', () => {
  it.each(titled(overlapCases, ({ name }) => name))('%s', (_, { a, b, overlaps: expected }) => {
    expect(overlaps(parse(a), parse(b))).toBe(expected);
    expect(overlaps(parse(b), parse(a))).toBe(expected);
  });

  it.each(titled(overlapCases, ({ name }) => `names a path both match: ${name}`))('%s', (_, { a, b, commonPath: expected }) => {
    const path = commonPath(parse(a), parse(b));
    if (expected !== undefined) expect(path).toBe(expected);
    if (path !== null) {
      expect(match(parse(a), path)).not.toBeNull();
      expect(match(parse(b), path)).not.toBeNull();
    }
  });

  it('compares exact paths as token lists of statics', () => {
    expect(overlaps(exactTokens('/a/b'), parse('/a/:x'))).toBe(true);
    expect(overlaps(exactTokens('/'), exactTokens('/'))).toBe(true);
    expect(overlaps(exactTokens('/a/b'), exactTokens('/a/c'))).toBe(false);
  });
});

describe('outputOf', () => {
  it.each(titled(outputCases, ({ name }) => name))('%s', (_, { rule: text, output }) => {
    const { from, to } = rule(text);
    if (typeof to === 'string') throw new Error('a local target is expected');
    if (typeof output === 'string') {
      expect(formatPattern(outputOf(from, to))).toBe(output);
    } else {
      expect(() => outputOf(from, to)).toThrow(new PatternTargetError(output.throws));
    }
  });

  it('finds a chain: an output of one rule that another matches', () => {
    const a = rule('/a/:x -> /b/:x');
    expect(overlaps(outputOf(a.from, parse('/b/:x')), parse('/b/old'))).toBe(true);
    expect(overlaps(outputOf(a.from, parse('/b/:x')), parse('/c/:y'))).toBe(false);
  });
});

describe('compose', () => {
  it.each(titled(composeCases, ({ name }) => name))('%s', (_, { a, b, composed }) => {
    expect(written(compose(rule(a), rule(b)))).toBe(composed);
  });

  it('writes the composed target without the constraints, as a template', () => {
    const target = compose(rule('/a/:x(\\d+)* -> /b/:x*'), rule('/b/:y* -> /c/:y*'));
    expect(typeof target === 'object' && target !== null && formatPattern(target, { target: true })).toBe('/c/:x*');
  });

  it('refuses a B whose target uses a parameter B lacks', () => {
    expect(() => compose(rule('/a/:x -> /b/:x'), rule('/b/:y -> /c/:z'))).toThrow(PatternTargetError);
  });
});

describe('preimage', () => {
  it.each(titled(preimageCases, ({ name }) => name))('%s', (_, { rule: text, path, preimage: expected }) => {
    const found = preimage(rule(text), path);
    expect(found && formatPattern(found)).toBe(expected);
  });

  it.each(titled(preimageCases, ({ name }) => `a derived rule is answered before its parent: ${name}`))('%s', (_, { rule: text, path }) => {
    const parent = rule(text);
    const found = preimage(parent, path);
    const usesParameters = typeof parent.to !== 'string' && parent.to.some((token) => token.kind === 'param');
    if (found && usesParameters) expect(compareSpecificity(found, parent.from)).toBeGreaterThan(0);
  });
});

describe('samplePaths', () => {
  it.each(titled(sampleCases, ({ pattern, count }) => `${pattern}, ${count}`))('%s', (_, { pattern, count, paths }) => {
    expect(samplePaths(parse(pattern), count)).toStrictEqual(paths);
    for (const path of paths) expect(match(parse(pattern), path)).not.toBeNull();
  });
});

describe('hopsExample', () => {
  it.each(titled(hopsCases, ({ a, b }) => `${a}, then ${b}`))('%s', (_, { a, b, hops }) => {
    const found = hopsExample(rule(a), rule(b));
    expect(found && found.join(' → ')).toBe(hops);
    if (found) expect([follow(rule(a), found[0]), follow(rule(b), found[1])]).toStrictEqual(found.slice(1));
  });

  it('sends a path where the matcher does: a rest parameter takes all it can', () => {
    expect(sendOf(rule('/:a*/:b* -> /x/:b*/y/:a*'), '/1/2')).toBe('/x/y/1/2');
    expect(sendOf(rule('/:a? -> /x'), '/1/2')).toBeNull();
  });

  it('gives up on a long path that no reading fits without trying every split', () => {
    const path = `/${Array.from({ length: 120 }, (_, i) => `s${i}`).join('/')}/y`;
    const started = performance.now();
    expect(sendOf(rule('/:a*/:b*/:c*/:d*/:e*/z -> /x'), path)).toBeNull();
    // Every split is about 120^5 / 5! walks; remembering failed places makes it 6 × 121.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('formatPattern', () => {
  it('escapes the characters of a static segment that the pattern syntax reads', () => {
    const tokens = exactTokens('/a:b/c(d)/e*');
    expect(formatPattern(tokens)).toBe('/a\\:b/c\\(d\\)/e\\*');
    expect(parse(formatPattern(tokens))).toStrictEqual(tokens);
  });

  it('writes a pattern with its constraints, and a target without them', () => {
    const tokens = parse('/:lang(en|fr)?/docs/:path(\\w+)*');
    expect(formatPattern(tokens)).toBe('/:lang(en|fr)?/docs/:path(\\w+)*');
    expect(formatPattern(tokens, { target: true })).toBe('/:lang?/docs/:path*');
  });
});

describe('specificity', () => {
  it.each(titled(precedence.slice(0, -1), (source) => `${source} before what follows it`))('%s', (_, source) => {
    const rest = precedence.slice(precedence.indexOf(source) + 1);
    for (const later of rest) expect(compareSpecificity(parse(source), parse(later)), later).toBeGreaterThan(0);
  });

  it('puts an exact path before any pattern, however long its static prefix', () => {
    expect(compareSpecificity(parse('/a'), parse('/a/b/c/:x'))).toBeGreaterThan(0);
    expect(specificity(parse('/a'))).toStrictEqual([1, 1, -0]);
  });

  it('ties two patterns with the same static prefix and number of parameters', () => {
    expect(compareSpecificity(parse('/:x/a'), parse('/:x*'))).toBe(0);
  });
});
