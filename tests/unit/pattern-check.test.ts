import { describe, expect, it } from 'vitest';
import { checkPattern } from '../../server/src/domain/pattern/check';
import { parsePattern } from '../../server/src/domain/pattern/parse';
import { checkCases } from '../cases/pattern-check';
import { lookup, pageSchema, singlePageSchema } from '../cases/pattern-schemas';
import { titled } from './titled';

describe('checkPattern', () => {
  it.each(titled(checkCases, ({ name, problems }) => (problems.length === 0 ? `accepts ${name}` : `refuses ${name}`)))(
    '%s',
    (_, { source, problems, singleType }) => {
      const found = checkPattern(parsePattern(source), singleType ? singlePageSchema : pageSchema, lookup);
      expect(found.map(({ message }) => message)).toStrictEqual(problems);
    }
  );

  it.each(
    titled(
      checkCases.filter(({ problems }) => problems.length > 0),
      ({ name }) => `names the token its message starts with: ${name}`
    )
  )('%s', (_, { source, singleType }) => {
    for (const { token, message } of checkPattern(parsePattern(source), singleType ? singlePageSchema : pageSchema, lookup)) {
      expect(message.startsWith(`${token}: `)).toBe(true);
      expect(source).toContain(token);
    }
  });

  it('asks the lookup only for the schemas the tokens go through', () => {
    const asked: string[] = [];
    const pattern = parsePattern('/[category.slug]/[seo.slug]/[title]');
    checkPattern(pattern, pageSchema, (uid) => {
      asked.push(uid);
      return lookup(uid);
    });
    expect(asked).toStrictEqual(['api::category.category', 'shared.seo']);
  });
});
