import type { PopulateMap } from '../../server/src/domain/pattern/populate';

/** A pattern on the fake page type, what it must populate, and the page's own fields it reads. */
export interface PopulateCase {
  readonly name: string;
  readonly source: string;
  readonly populate: PopulateMap;
  readonly fields: ReadonlyArray<string>;
}

const alias = { url_alias: { select: ['url_path'] } };

export const populateCases: ReadonlyArray<PopulateCase> = [
  { name: 'reads an own field without populating', source: '/blog/[title]', populate: {}, fields: ['title'] },
  { name: 'reads each own field once', source: '/[title]/[slug]-[title]', populate: {}, fields: ['title', 'slug'] },
  { name: 'reads a date field it formats', source: '/[publishedAt:YYYY/MM]/[title]', populate: {}, fields: ['publishedAt', 'title'] },
  { name: 'reads nothing for reserved tokens', source: '/[locale]/[pluralName]/[documentId]', populate: {}, fields: [] },
  {
    name: 'selects the field of a relation',
    source: '/blog/[category.slug]/[title]',
    populate: { category: { select: ['slug'] } },
    fields: ['title'],
  },
  {
    name: 'merges two fields of the same relation',
    source: '/[category.slug]/[category.name]/[category.slug]',
    populate: { category: { select: ['slug', 'name'] } },
    fields: [],
  },
  {
    name: 'populates a to-many relation whole',
    source: '/[tags[0].name]-[tags[1].name]',
    populate: { tags: { select: ['name'] } },
    fields: [],
  },
  { name: 'selects the field of a component', source: '/[seo.slug]', populate: { seo: { select: ['slug'] } }, fields: [] },
  {
    name: 'selects the field of a repeatable component',
    source: '/[sections[0].heading]',
    populate: { sections: { select: ['heading'] } },
    fields: [],
  },
  {
    name: 'nests a relation of a relation',
    source: '/[category.parent.slug]/[category.slug]',
    populate: { category: { select: ['slug'], populate: { parent: { select: ['slug'] } } } },
    fields: [],
  },
  {
    name: 'nests a component of a repeatable component',
    source: '/[sections[0].seo.slug]',
    populate: { sections: { populate: { seo: { select: ['slug'] } } } },
    fields: [],
  },
  {
    name: 'populates the alias path of a url_path token',
    source: '/[parent.url_path]/[slug]',
    populate: { parent: { populate: alias } },
    fields: ['slug'],
  },
  {
    name: 'merges a url_path token and a field of the same relation',
    source: '/[parent.url_path]/[parent.slug]-[slug]',
    populate: { parent: { select: ['slug'], populate: alias } },
    fields: ['slug'],
  },
  {
    name: 'nests the alias path of a url_path chain',
    source: '/[parent.parent.url_path]/[parent.slug]',
    populate: { parent: { select: ['slug'], populate: { parent: { populate: alias } } } },
    fields: [],
  },
  {
    name: 'populates several relations side by side',
    source: '/[category.slug]/[tags[0].name]/[seo.slug]/[parent.url_path]',
    populate: { category: { select: ['slug'] }, tags: { select: ['name'] }, seo: { select: ['slug'] }, parent: { populate: alias } },
    fields: [],
  },
  {
    name: 'leaves out tokens that do not check',
    source: '/[category.nme]/[author.url_path]/[zone.x]/[seo.slug]',
    populate: { seo: { select: ['slug'] } },
    fields: [],
  },
];
