import type { SchemaLike, UidField } from '../../server/src/domain/content-type';

/** A schema and whether sitetools handles its type. */
export interface EnabledCase {
  readonly name: string;
  readonly schema: SchemaLike;
  readonly expected: boolean;
}

/** A schema and the uid field `findUidField` must find. */
export interface UidFieldCase {
  readonly name: string;
  readonly schema: SchemaLike;
  readonly expected: UidField | undefined;
}

const schema = (fields: Partial<SchemaLike>): SchemaLike => ({
  uid: 'api::article.article',
  kind: 'collectionType',
  info: { pluralName: 'articles' },
  attributes: {},
  ...fields,
});

const enabled = { sitetools: { enabled: true } };

export const enabledCases: ReadonlyArray<EnabledCase> = [
  { name: 'an api:: type with enabled: true', schema: schema({ pluginOptions: enabled }), expected: true },
  {
    name: 'an api:: single type with enabled: true',
    schema: schema({ uid: 'api::homepage.homepage', kind: 'singleType', pluginOptions: enabled }),
    expected: true,
  },
  {
    name: 'an api:: type whose other plugin options are set too',
    schema: schema({ pluginOptions: { i18n: { localized: true }, sitetools: { enabled: true, pattern: 'x' } } }),
    expected: true,
  },
  { name: 'an api:: type without pluginOptions', schema: schema({}), expected: false },
  { name: 'an api:: type without sitetools options', schema: schema({ pluginOptions: { i18n: { localized: true } } }), expected: false },
  { name: 'an api:: type with empty sitetools options', schema: schema({ pluginOptions: { sitetools: {} } }), expected: false },
  { name: 'an api:: type with null sitetools options', schema: schema({ pluginOptions: { sitetools: null } }), expected: false },
  { name: 'an api:: type with sitetools: true', schema: schema({ pluginOptions: { sitetools: true } }), expected: false },
  { name: 'an api:: type with enabled: false', schema: schema({ pluginOptions: { sitetools: { enabled: false } } }), expected: false },
  { name: "an api:: type with enabled: 'true'", schema: schema({ pluginOptions: { sitetools: { enabled: 'true' } } }), expected: false },
  { name: 'an api:: type with enabled: 1', schema: schema({ pluginOptions: { sitetools: { enabled: 1 } } }), expected: false },
  {
    name: 'a plugin:: type with enabled: true',
    schema: schema({ uid: 'plugin::users-permissions.user', pluginOptions: enabled }),
    expected: false,
  },
  {
    name: 'an admin:: type with enabled: true',
    schema: schema({ uid: 'admin::user', pluginOptions: enabled }),
    expected: false,
  },
  {
    name: 'a uid that only contains api::',
    schema: schema({ uid: 'plugin::api::x.x', pluginOptions: enabled }),
    expected: false,
  },
];

export const uidFieldCases: ReadonlyArray<UidFieldCase> = [
  {
    name: 'a uid field with its target field',
    schema: schema({ attributes: { title: { type: 'string' }, slug: { type: 'uid', targetField: 'title' } } }),
    expected: { field: 'slug', targetField: 'title' },
  },
  {
    name: 'a uid field without a target field',
    schema: schema({ attributes: { title: { type: 'string' }, slug: { type: 'uid' } } }),
    expected: { field: 'slug' },
  },
  {
    name: 'a uid field whose target field does not exist',
    schema: schema({ attributes: { slug: { type: 'uid', targetField: 'title' } } }),
    expected: { field: 'slug' },
  },
  {
    name: 'a uid field whose target field is empty',
    schema: schema({ attributes: { title: { type: 'string' }, slug: { type: 'uid', targetField: '' } } }),
    expected: { field: 'slug' },
  },
  {
    name: 'the first of two uid fields',
    schema: schema({
      attributes: {
        name: { type: 'string' },
        slug: { type: 'uid', targetField: 'name' },
        code: { type: 'uid' },
      },
    }),
    expected: { field: 'slug', targetField: 'name' },
  },
  {
    name: 'no uid field when none has type uid',
    schema: schema({ attributes: { title: { type: 'string' }, slug: { type: 'string' } } }),
    expected: undefined,
  },
  { name: 'no uid field when there are no attributes', schema: schema({}), expected: undefined },
];
