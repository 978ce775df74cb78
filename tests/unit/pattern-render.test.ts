import { normalizePath } from 'sitetools-kit/path';
import { describe, expect, it } from 'vitest';
import { checkPattern } from '../../server/src/domain/pattern/check';
import { parsePattern } from '../../server/src/domain/pattern/parse';
import { fieldsFor, populateFor } from '../../server/src/domain/pattern/populate';
import { MAX_RENDERED_LENGTH, renderFallback, renderPattern } from '../../server/src/domain/pattern/render';
import { CONTEXT, fallbackCases, renderCases } from '../cases/pattern-render';
import { lookup, pageSchema, singlePageSchema } from '../cases/pattern-schemas';
import { titled } from './titled';

const render = ({ source, entry, context, options }: (typeof renderCases)[number]) =>
  renderPattern(parsePattern(source), entry, { ...CONTEXT, ...context }, options);

describe('renderPattern', () => {
  it.each(titled(renderCases, ({ name }) => name))('%s', (_, testCase) => {
    expect(render(testCase)).toBe(testCase.expected);
  });

  it.each(
    titled(
      renderCases.filter(({ expected }) => expected !== null),
      ({ name }) => `gives a stored-form path with room for a suffix: ${name}`
    )
  )('%s', (_, testCase) => {
    const path = render(testCase) ?? '';
    expect(normalizePath(path.replace(/%/g, '%25'))).toBe(path);
    expect(path.length).toBeLessThanOrEqual(MAX_RENDERED_LENGTH);
    expect(path).not.toMatch(/undefined|null|\/\/|[-_]$/);
  });

  // The cases are what the server will meet: patterns it has checked, entries read as it populates.
  it.each(
    titled(
      renderCases.filter(({ unchecked }) => !unchecked),
      ({ name }) => `renders a pattern that passes the check: ${name}`
    )
  )('%s', (_, { source, singleType }) => {
    expect(checkPattern(parsePattern(source), singleType ? singlePageSchema : pageSchema, lookup)).toStrictEqual([]);
  });

  it('reads only what populateFor and fieldsFor ask for', () => {
    const pattern = parsePattern('/[parent.url_path]/[category.slug]/[tags[0].name]/[title]');
    expect(populateFor(pattern, pageSchema, lookup)).toStrictEqual({
      parent: { populate: { url_alias: { select: ['url_path'] } } },
      category: { select: ['slug'] },
      tags: { select: ['name'] },
    });
    expect(fieldsFor(pattern)).toStrictEqual(['title']);
    const entry = {
      title: 'Hello',
      parent: { url_alias: { url_path: '/docs' } },
      category: { slug: 'news' },
      tags: [{ name: 'Tips' }],
    };
    expect(renderPattern(pattern, entry, CONTEXT)).toBe('/docs/news/tips/hello');
  });

  it('does not change the entry it renders', () => {
    const entry = { title: 'Hello', tags: [{ name: 'A' }], parent: { url_alias: { url_path: '/p' } } };
    const copy = structuredClone(entry);
    renderPattern(parsePattern('/[parent.url_path]/[tags[0].name]/[title]'), entry, CONTEXT);
    expect(entry).toStrictEqual(copy);
  });
});

describe('renderFallback', () => {
  it.each(titled(fallbackCases, ({ name }) => name))('%s', (_, { source, context, expected }) => {
    const path = renderFallback(parsePattern(source), { ...CONTEXT, ...context });
    expect(path).toBe(expected);
    expect(normalizePath(path)).toBe(path);
    expect(path.length).toBeLessThanOrEqual(MAX_RENDERED_LENGTH);
  });
});
