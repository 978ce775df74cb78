import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_FIELD } from '../../shared/contracts/internal-link';
import { linkSlots, type AttributeLike } from '../../server/src/domain/links/slots';

const SCHEMAS: Record<string, Record<string, AttributeLike>> = {
  'api::page.page': {
    related: { type: 'json', customField: INTERNAL_LINK_FIELD },
    content: { type: 'blocks' },
    notes: { type: 'richtext' },
    body: { type: 'text' },
    seo: { type: 'component', component: 'shared.seo' },
    sections: { type: 'dynamiczone' },
    parent: { type: 'relation', target: 'api::page.page' },
    author: { type: 'relation', target: 'api::author.author' },
  },
  'api::author.author': { bio: { type: 'richtext' }, home: { type: 'json', customField: INTERNAL_LINK_FIELD } },
  'shared.seo': { canonical: { type: 'json', customField: INTERNAL_LINK_FIELD }, text: { type: 'richtext' } },
  'shared.quote': { quote: { type: 'blocks' } },
};
const walk = (data: unknown) =>
  linkSlots(data, 'api::page.page', {
    attributesOf: (uid) => SCHEMAS[uid],
    rewritesRichText: (uid) => uid === 'api::page.page',
  }).map(({ key, kind, locale }) => `${key}:${kind}:${locale}`);

describe('linkSlots: where a response may hold links', () => {
  it.each([
    ['nothing', null, []],
    [
      'the fields of one entry, in its locale',
      { locale: 'fr', related: {}, content: [], notes: 'x', body: 'x' },
      ['related:link:fr', 'content:blocks:fr', 'notes:markdown:fr'],
    ],
    [
      'every entry of a list',
      [
        { locale: 'en', related: {} },
        { locale: 'fr', related: {} },
      ],
      ['related:link:en', 'related:link:fr'],
    ],
    ['empty values left out', { related: null, notes: undefined }, []],
    ['a component, in its entry locale', { locale: 'de', seo: { canonical: {}, text: 'x' } }, ['canonical:link:de', 'text:markdown:de']],
    ['a repeatable component', { seo: [{ canonical: {} }, { canonical: {} }] }, ['canonical:link:null', 'canonical:link:null']],
    [
      'a dynamic zone by __component',
      { sections: [{ __component: 'shared.quote', quote: [] }, { __component: 'x.unknown' }] },
      ['quote:blocks:null'],
    ],
    ['a populated entry, in its own locale', { locale: 'en', parent: { locale: 'fr', related: {} } }, ['related:link:fr']],
    ['rich text of a type without sitetools left alone, its link field not', { author: { bio: 'x', home: {} } }, ['home:link:null']],
    ['attributes the schema does not know', { locale: 'en', unknown: 'sitetools://x' }, []],
  ])('%s', (_, data, expected) => {
    expect(walk(data)).toEqual(expected);
  });
});
