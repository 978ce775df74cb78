/** A pattern on the fake page type, and the problems `checkPattern` must report (none: valid). */
export interface CheckCase {
  readonly name: string;
  readonly source: string;
  readonly problems: ReadonlyArray<string>;
  /** Checked on the single type (`singlePageSchema`) instead of the page collection type. */
  readonly singleType?: true;
}

// Problems are given as messages: each one starts with its token, which the test checks.
const valid = (name: string, source: string): CheckCase => ({ name, source, problems: [] });

export const checkCases: ReadonlyArray<CheckCase> = [
  // Valid
  valid('a string field', '/blog/[title]'),
  valid('every scalar type that fits in a URL', '/[title]/[slug]/[summary]/[contact]/[kind]/[rank]/[views]/[price]/[weight]/[day]'),
  valid('a date without a format', '/[day]'),
  valid('a date with a format', '/[day:YYYY/MM]'),
  valid('a datetime with a format', '/news/[publishedAt:YYYY-MM-DD]/[title]'),
  valid('a field of a manyToOne relation', '/blog/[category.slug]/[title]'),
  valid('a field of a oneToOne relation', '/[category.landing.title]'),
  valid('a field of a oneWay relation', '/[home.title]'),
  valid('an indexed manyToMany relation', '/[tags[0].name]'),
  valid('an indexed oneToMany relation', '/[children[2].slug]'),
  valid('an indexed manyWay relation', '/[related[0].slug]'),
  valid('a field of a component', '/[seo.slug]'),
  valid('an indexed repeatable component', '/[sections[1].heading]'),
  valid('a component inside a repeatable component', '/[sections[0].seo.slug]'),
  valid('a relation inside a component', '/[seo.page.title]'),
  valid('a path of exactly 5 steps', '/[category.parent.parent.parent.slug]'),
  valid('the reserved tokens', '/[locale]/[pluralName]/[documentId]'),
  valid('a url_path of a self relation', '/[parent.url_path]/[slug]'),
  valid('a url_path first', '[parent.url_path]/[slug]'),
  valid('a url_path through two relations', '/[parent.parent.url_path]/[slug]'),
  valid('a url_path of an indexed to-many relation', '/[children[0].url_path]/[slug]'),
  valid('a url_path through a relation of another type', '/[category.landing.url_path]/[slug]'),

  // Fields that do not exist
  { name: 'a missing field', source: '/[titel]', problems: ['[titel]: this content type has no field titel'] },
  { name: 'a missing field of a relation', source: '/[category.nme]', problems: ['[category.nme]: category has no field nme'] },
  { name: 'a missing field of a component', source: '/[seo.title]', problems: ['[seo.title]: seo has no field title'] },
  { name: 'a missing relation', source: '/[catgory.slug]', problems: ['[catgory.slug]: this content type has no field catgory'] },
  {
    name: 'a name inherited from Object',
    source: '/[constructor]',
    problems: ['[constructor]: this content type has no field constructor'],
  },
  {
    name: 'a field named like a reserved token',
    source: '/[category.locale]',
    problems: ['[category.locale]: category has no field locale'],
  },
  {
    name: 'a relation to a type that does not exist',
    source: '/[ghost.name]',
    problems: ['[ghost.name]: ghost points to api::ghost.ghost, which does not exist'],
  },
  {
    name: 'a polymorphic relation',
    source: '/[attachedTo[0].title]',
    problems: ['[attachedTo[0].title]: attachedTo can point to several content types, so a pattern cannot follow it'],
  },

  // Indexes
  {
    name: 'a manyToMany relation without an index',
    source: '/[tags.name]',
    problems: ['[tags.name]: tags holds several items; pick one with an index, as in tags[0]'],
  },
  {
    name: 'a oneToMany relation without an index',
    source: '/[children.slug]',
    problems: ['[children.slug]: children holds several items; pick one with an index, as in children[0]'],
  },
  {
    name: 'a repeatable component without an index',
    source: '/[sections.heading]',
    problems: ['[sections.heading]: sections holds several items; pick one with an index, as in sections[0]'],
  },
  {
    name: 'an index on a to-one relation',
    source: '/[category[0].slug]',
    problems: ['[category[0].slug]: category holds a single item; remove the index [0]'],
  },
  {
    name: 'an index on a single component',
    source: '/[seo[1].slug]',
    problems: ['[seo[1].slug]: seo holds a single item; remove the index [1]'],
  },
  { name: 'an index on a scalar', source: '/[title[0]]', problems: ['[title[0]]: title is a single value; remove the index [0]'] },

  // What the last step may be
  {
    name: 'a relation as the last step',
    source: '/[category]',
    problems: ['[category]: category is a relation; name one of its fields after a "."'],
  },
  { name: 'a component as the last step', source: '/[seo]', problems: ['[seo]: seo is a component; name one of its fields after a "."'] },
  { name: 'a boolean', source: '/[draft]', problems: ['[draft]: draft is a boolean field, which cannot be part of a URL'] },
  { name: 'a richtext field', source: '/[body]', problems: ['[body]: body is a richtext field, which cannot be part of a URL'] },
  { name: 'a blocks field', source: '/[content]', problems: ['[content]: content is a blocks field, which cannot be part of a URL'] },
  { name: 'a json field', source: '/[meta]', problems: ['[meta]: meta is a json field, which cannot be part of a URL'] },
  { name: 'a media field', source: '/[cover]', problems: ['[cover]: cover is a media field, which cannot be part of a URL'] },
  { name: 'a password field', source: '/[secret]', problems: ['[secret]: secret is private and cannot be part of a URL'] },
  { name: 'a time field', source: '/[opensAt]', problems: ['[opensAt]: opensAt is a time field, which cannot be part of a URL'] },
  { name: 'a dynamic zone', source: '/[zone]', problems: ['[zone]: zone is a dynamiczone field, which cannot be part of a URL'] },
  {
    name: 'a field of a dynamic zone',
    source: '/[zone.title]',
    problems: ['[zone.title]: zone is a dynamic zone, which a pattern cannot follow'],
  },
  {
    name: 'a field of a scalar',
    source: '/[title.length]',
    problems: ['[title.length]: title is a string field and has no fields of its own'],
  },

  // Private fields
  {
    name: 'a private field of a relation',
    source: '/[author.password]',
    problems: ['[author.password]: password is private and cannot be part of a URL'],
  },
  {
    name: 'a field marked private in the schema',
    source: '/[internalNote]',
    problems: ['[internalNote]: internalNote is private and cannot be part of a URL'],
  },
  {
    name: 'a reset token of a user',
    source: '/[owner.resetPasswordToken]',
    problems: ['[owner.resetPasswordToken]: resetPasswordToken is private and cannot be part of a URL'],
  },
  {
    name: 'a field of an admin user',
    source: '/[createdBy.email]',
    problems: ['[createdBy.email]: createdBy points to admin users, which cannot be part of a URL'],
  },
  {
    name: 'a private name that does not exist',
    source: '/[password]',
    problems: ['[password]: password is private and cannot be part of a URL'],
  },

  // Formats
  {
    name: 'a format on a string',
    source: '/[title:YYYY]',
    problems: ['[title:YYYY]: a format applies only to date and datetime fields, and title is a string field'],
  },
  {
    name: 'a format on a relation field that is not a date',
    source: '/[category.name:YYYY]',
    problems: ['[category.name:YYYY]: a format applies only to date and datetime fields, and name is a string field'],
  },
  {
    name: 'a datetime without a format',
    source: '/[publishedAt]',
    problems: ['[publishedAt]: publishedAt is a datetime; add a format, as in [publishedAt:YYYY-MM-DD]'],
  },

  // url_path
  {
    name: 'a url_path of a type without URLs',
    source: '/[author.url_path]/[slug]',
    problems: ['[author.url_path]: author points to writers, which have no URL paths (sitetools is not enabled on them)'],
  },
  {
    name: 'a url_path of a type without sitetools options',
    source: '/[category.url_path]',
    problems: ['[category.url_path]: category points to categories, which have no URL paths (sitetools is not enabled on them)'],
  },
  {
    name: 'a url_path of a plugin type, which never gets aliases',
    source: '/[owner.url_path]',
    problems: ['[owner.url_path]: owner points to users, which have no URL paths (sitetools is not enabled on them)'],
  },
  {
    name: 'a url_path through a component',
    source: '/[seo.page.url_path]',
    problems: ['[seo.page.url_path]: seo is a component; url_path is reached through relations only'],
  },
  {
    name: 'a url_path of a scalar',
    source: '/[title.url_path]',
    problems: ['[title.url_path]: title is a string field and has no fields of its own'],
  },
  {
    name: 'a url_path of a to-many relation without an index',
    source: '/[children.url_path]',
    problems: ['[children.url_path]: children holds several items; pick one with an index, as in children[0]'],
  },
  {
    name: 'a url_path of a missing relation',
    source: '/[mother.url_path]',
    problems: ['[mother.url_path]: this content type has no field mother'],
  },

  // Depth, several problems, no token
  {
    name: 'a path of 6 steps',
    source: '/[category.parent.parent.parent.parent.slug]',
    problems: ['[category.parent.parent.parent.parent.slug]: a token may follow at most 5 fields, and this one follows 6'],
  },
  {
    name: 'a url_path of 6 steps',
    source: '/[parent.parent.parent.parent.parent.url_path]',
    problems: ['[parent.parent.parent.parent.parent.url_path]: a token may follow at most 5 fields, and this one follows 6'],
  },
  {
    name: 'each faulty token, in order',
    source: '/[titel]/[title]/[draft]',
    problems: ['[titel]: this content type has no field titel', '[draft]: draft is a boolean field, which cannot be part of a URL'],
  },
  {
    name: 'a pattern without tokens',
    source: '/about',
    problems: [
      '/about: the pattern has no token that differs between entries (a field, [documentId] or a url_path), so it cannot give each entry its own path; only a single type may have such a pattern',
    ],
  },
  {
    name: 'the root as a collection type pattern',
    source: '/',
    problems: [
      '/: the pattern has no token that differs between entries (a field, [documentId] or a url_path), so it cannot give each entry its own path; only a single type may have such a pattern',
    ],
  },
  {
    name: 'a locale alone',
    source: '/[locale]',
    problems: [
      '/[locale]: the pattern has no token that differs between entries (a field, [documentId] or a url_path), so it cannot give each entry its own path; only a single type may have such a pattern',
    ],
  },
  {
    name: 'a locale and the plural name',
    source: '/[locale]/[pluralName]',
    problems: [
      '/[locale]/[pluralName]: the pattern has no token that differs between entries (a field, [documentId] or a url_path), so it cannot give each entry its own path; only a single type may have such a pattern',
    ],
  },
  valid('a documentId alone', '/[documentId]'),

  // Single types: one entry per locale, so any pattern with valid tokens
  { ...valid('literal text on a single type', '/blog'), singleType: true },
  { ...valid('the root on a single type', '/'), singleType: true },
  { ...valid('a locale alone on a single type', '/[locale]'), singleType: true },
  { ...valid('a field on a single type', '/[locale]/[title]'), singleType: true },
  {
    name: 'a missing field on a single type',
    source: '/[titel]',
    problems: ['[titel]: this content type has no field titel'],
    singleType: true,
  },
];
