import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_FIELD } from '../../shared/contracts/internal-link';
import { linkReads } from '../../server/src/domain/links/link-reads';
import { linkSlots, type AttributeLike, type SlotOwner } from '../../server/src/domain/links/slots';

const SCHEMAS: Record<string, Record<string, AttributeLike>> = {
  'api::page.page': {
    related: { type: 'json', customField: INTERNAL_LINK_FIELD },
    content: { type: 'blocks' },
    notes: { type: 'richtext' },
    body: { type: 'text' },
    seo: { type: 'component', component: 'shared.seo' },
    sections: { type: 'dynamiczone', components: ['shared.quote', 'shared.plain'] },
    parent: { type: 'relation', target: 'api::page.page' },
    author: { type: 'relation', target: 'api::author.author' },
  },
  'api::author.author': { bio: { type: 'richtext' }, home: { type: 'json', customField: INTERNAL_LINK_FIELD } },
  'shared.seo': { canonical: { type: 'json', customField: INTERNAL_LINK_FIELD }, text: { type: 'richtext' } },
  'shared.quote': { quote: { type: 'blocks' }, seo: { type: 'component', component: 'shared.seo' } },
  'shared.plain': { label: { type: 'string' } },
};
const attributesOf = (uid: string) => SCHEMAS[uid];
const walk = (data: unknown, uid = 'api::page.page', owner?: SlotOwner) =>
  linkSlots(data, uid, { attributesOf, rewritesRichText: (type) => type === 'api::page.page' }, owner).map(
    ({ path, kind, locale }) => `${path}:${kind}:${locale}`
  );

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
    [
      'a component, in its entry locale',
      { locale: 'de', seo: { canonical: {}, text: 'x' } },
      ['seo.canonical:link:de', 'seo.text:markdown:de'],
    ],
    [
      'a repeatable component',
      { seo: [{ canonical: {} }, { canonical: {} }] },
      ['seo[0].canonical:link:null', 'seo[1].canonical:link:null'],
    ],
    [
      'a dynamic zone by __component',
      { sections: [{ __component: 'x.unknown' }, { __component: 'shared.quote', quote: [], seo: { canonical: {} } }] },
      ['sections[1].quote:blocks:null', 'sections[1].seo.canonical:link:null'],
    ],
    ['a populated entry, in its own locale', { locale: 'en', parent: { locale: 'fr', related: {} } }, ['parent.related:link:fr']],
    ['rich text of a type without sitetools left alone, its link field not', { author: { bio: 'x', home: {} } }, ['author.home:link:null']],
    ['attributes the schema does not know', { locale: 'en', unknown: 'sitetools://x' }, []],
  ])('%s', (_, data, expected) => {
    expect(walk(data)).toEqual(expected);
  });
});

describe('linkSlots under an owner: a part of an entry read on its own', () => {
  it.each([
    ["a component under its entry's rules and locale", { richText: true, locale: 'fr' }, ['canonical:link:fr', 'text:markdown:fr']],
    ['a component of a type whose rich text is left alone', { richText: false, locale: null }, ['canonical:link:null']],
  ])('%s', (_, owner, expected) => {
    expect(walk({ canonical: {}, text: 'x' }, 'shared.seo', owner)).toEqual(expected);
  });
});

describe('linkReads: what the broken-links report reads of a type', () => {
  it.each([
    [
      'its link fields, and its components and dynamic zone entries that hold links, as deep as they go',
      'api::page.page',
      {
        fields: ['related', 'content', 'notes'],
        populate: { seo: {}, sections: { on: { 'shared.quote': { populate: { seo: {} } } } } },
      },
    ],
    ['a type whose only links are in its own fields', 'api::author.author', { fields: ['bio', 'home'], populate: {} }],
    ['a type with no links', 'shared.plain', { fields: [], populate: {} }],
  ])('%s', (_, uid, expected) => {
    expect(linkReads(uid, attributesOf)).toEqual(expected);
  });
});
