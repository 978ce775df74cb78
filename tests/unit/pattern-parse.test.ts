import { describe, expect, it } from 'vitest';
import { tokenSource } from '../../server/src/domain/pattern/ast';
import { parsePattern, PatternSyntaxError } from '../../server/src/domain/pattern/parse';
import { parseCases, syntaxErrorCases } from '../cases/pattern-parse';
import { thrownBy } from './thrown-by';
import { titled } from './titled';

describe('parsePattern', () => {
  it.each(titled(parseCases, ({ name }) => name))('%s', (_, { source, tokens }) => {
    expect(parsePattern(source)).toStrictEqual({ source, tokens });
  });

  it.each(titled(parseCases, ({ name }) => `gives tokens that spell the source again: ${name}`))('%s', (_, { source }) => {
    expect(parsePattern(source).tokens.map(tokenSource).join('')).toBe(source);
  });

  it.each(titled(syntaxErrorCases, ({ name, position }) => `refuses ${name}, pointing at position ${position}`))(
    '%s',
    (_, { source, position, message }) => {
      const error = thrownBy(() => parsePattern(source));
      expect(error).toBeInstanceOf(PatternSyntaxError);
      expect(error).toMatchObject({ name: 'PatternSyntaxError', input: source, position });
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).toContain(`(at position ${position})`);
    }
  );

  it('parses a 255-character pattern of tokens quickly', () => {
    const source = `/${'[a.b]'.repeat(50)}${'x'.repeat(4)}`;
    const started = performance.now();
    for (let i = 0; i < 1_000; i += 1) parsePattern(source);
    expect(parsePattern(source).tokens).toHaveLength(52);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
