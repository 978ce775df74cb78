import { describe, expect, it } from 'vitest';
import { convertWebtoolsPattern } from '../../server/src/domain/webtools-pattern';
import { webtoolsPatternCases, webtoolsSyntaxCases } from '../cases/webtools-pattern';
import { titled } from './titled';

describe('convertWebtoolsPattern', () => {
  it.each(titled(webtoolsPatternCases, ({ name }) => name))('%s', (_, { webtools, expected }) => {
    expect(convertWebtoolsPattern(webtools)).toStrictEqual(expected);
  });

  it.each(titled(webtoolsSyntaxCases, ({ name }) => `reports ${name} with the parser's reason`))('%s', (_, { webtools, message }) => {
    const result = convertWebtoolsPattern(webtools);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].token).toBe(webtools);
    expect(result.problems[0].reason).toContain(message);
  });
});
