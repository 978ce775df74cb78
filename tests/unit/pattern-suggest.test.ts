import { describe, expect, it } from 'vitest';
import { checkPattern } from '../../server/src/domain/pattern/check';
import { parsePattern } from '../../server/src/domain/pattern/parse';
import { suggestTokens } from '../../server/src/domain/pattern/suggest';
import { lookup, pageSchema } from '../cases/pattern-schemas';

const suggested = suggestTokens(pageSchema, lookup);
const tokens = suggested.map(({ token }) => token);

describe('suggestTokens', () => {
  it('offers only tokens that the pattern check accepts', () => {
    for (const token of tokens) expect(checkPattern(parsePattern(`/x/${token}/[slug]`), pageSchema, lookup)).toStrictEqual([]);
  });

  it.each([
    ['a field of the type', '[title]'],
    ['a datetime with a format', '[publishedAt:YYYY-MM-DD]'],
    ['a field of a to-one relation', '[category.name]'],
    ['the first item of a to-many relation', '[tags[0].name]'],
    ['a component field', '[seo.slug]'],
    ['the first item of a repeatable component', '[sections[0].heading]'],
    ['the parent path through a relation to an enabled type', '[parent.url_path]'],
    ['a field two relations away', '[parent.category.name]'],
    ['the locale', '[locale]'],
    ['the documentId', '[documentId]'],
    ['the plural name', '[pluralName]'],
  ])('offers %s: %s', (_name, token) => {
    expect(tokens).toContain(token);
  });

  it.each([
    ['private fields', '[internalNote]'],
    ['password fields', '[secret]'],
    ['fields that do not fit in a URL', '[body]'],
    ['admin users', '[createdBy.email]'],
    ['url_path of a type without URLs', '[author.url_path]'],
    ['a bare datetime', '[publishedAt]'],
    ['fields three relations away', '[parent.parent.category.name]'],
  ])('leaves out %s: %s', (_name, token) => {
    expect(tokens).not.toContain(token);
  });

  it('lists the fields of the type before those reached through relations', () => {
    expect(tokens.indexOf('[title]')).toBeLessThan(tokens.indexOf('[category.name]'));
    expect(suggested.find(({ token }) => token === '[parent.url_path]')?.type).toBe('url_path');
    expect(suggested.find(({ token }) => token === '[title]')?.type).toBe('string');
  });
});
