import { describe, expect, it } from 'vitest';
import { selectedFields, type ResolveInfoLike, type SelectionNode as Node } from '../../server/src/graphql/selection';

const field = (name: string, ...selections: Node[]): Node => ({
  kind: 'Field',
  name: { value: name },
  ...(selections.length > 0 ? { selectionSet: { selections } } : {}),
});
const inline = (...selections: Node[]): Node => ({ kind: 'InlineFragment', selectionSet: { selections } });
const spread = (name: string): Node => ({ kind: 'FragmentSpread', name: { value: name } });
const info = (selections: Node[], fragments: ResolveInfoLike['fragments'] = {}): ResolveInfoLike => ({
  fieldNodes: [{ selectionSet: { selections } }],
  fragments,
});

describe('selectedFields: what a query selects of a resolved value', () => {
  it.each([
    [
      'the fields it names, not those of their own values',
      info([field('title'), field('hero', field('link'))]),
      undefined,
      ['title', 'hero'],
    ],
    [
      "a dynamic zone's members, inline and named",
      info([field('__typename'), inline(field('body')), spread('Cta')], { Cta: { selectionSet: { selections: [field('link')] } } }),
      undefined,
      ['__typename', 'body', 'link'],
    ],
    [
      "the nodes of a connection, under 'nodes'",
      info([field('nodes', field('related'), inline(field('notes'))), field('pageInfo', field('total'))]),
      'nodes',
      ['related', 'notes'],
    ],
    ['nothing under a field the query does not select', info([field('pageInfo', field('total'))]), 'nodes', []],
    ['nothing for a fragment the query does not define', info([spread('Missing')]), undefined, []],
  ])('%s', (_, resolveInfo, under, expected) => {
    expect([...selectedFields(resolveInfo, under)]).toEqual(expected);
  });
});
