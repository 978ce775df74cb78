import type { SchemaLike, SchemaLookup } from '../../server/src/domain/pattern/check';

/**
 * A small site: pages (sitetools-enabled) with a category, tags, an SEO component, repeatable
 * sections, a parent page and an author whose type has no URLs.
 */
const enabled = { sitetools: { enabled: true } };

export const pageSchema: SchemaLike = {
  uid: 'api::page.page',
  info: { pluralName: 'pages' },
  pluginOptions: enabled,
  attributes: {
    title: { type: 'string' },
    slug: { type: 'uid' },
    summary: { type: 'text' },
    contact: { type: 'email' },
    kind: { type: 'enumeration', enum: ['guide', 'news'] },
    rank: { type: 'integer' },
    views: { type: 'biginteger' },
    price: { type: 'decimal' },
    weight: { type: 'float' },
    day: { type: 'date' },
    publishedAt: { type: 'datetime' },
    opensAt: { type: 'time' },
    draft: { type: 'boolean' },
    body: { type: 'richtext' },
    content: { type: 'blocks' },
    meta: { type: 'json' },
    cover: { type: 'media' },
    secret: { type: 'password' },
    internalNote: { type: 'string', private: true },
    category: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
    tags: { type: 'relation', relation: 'manyToMany', target: 'api::tag.tag' },
    parent: { type: 'relation', relation: 'manyToOne', target: 'api::page.page' },
    children: { type: 'relation', relation: 'oneToMany', target: 'api::page.page' },
    related: { type: 'relation', relation: 'manyWay', target: 'api::page.page' },
    home: { type: 'relation', relation: 'oneWay', target: 'api::page.page' },
    author: { type: 'relation', relation: 'manyToOne', target: 'api::writer.writer' },
    owner: { type: 'relation', relation: 'oneToOne', target: 'plugin::users-permissions.user' },
    attachedTo: { type: 'relation', relation: 'morphToMany' },
    ghost: { type: 'relation', relation: 'manyToOne', target: 'api::ghost.ghost' },
    createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' },
    seo: { type: 'component', component: 'shared.seo', repeatable: false },
    sections: { type: 'component', component: 'shared.section', repeatable: true },
    zone: { type: 'dynamiczone' },
  },
};

/** The same fields on a single type: one entry per locale, so its pattern needs no token. */
export const singlePageSchema: SchemaLike = { ...pageSchema, uid: 'api::home.home', kind: 'singleType', info: { pluralName: 'homes' } };

const categorySchema: SchemaLike = {
  uid: 'api::category.category',
  info: { pluralName: 'categories' },
  attributes: {
    name: { type: 'string' },
    slug: { type: 'uid' },
    parent: { type: 'relation', relation: 'manyToOne', target: 'api::category.category' },
    landing: { type: 'relation', relation: 'oneToOne', target: 'api::page.page' },
  },
};

const tagSchema: SchemaLike = {
  uid: 'api::tag.tag',
  info: { pluralName: 'tags' },
  attributes: { name: { type: 'string' } },
};

const writerSchema: SchemaLike = {
  uid: 'api::writer.writer',
  info: { pluralName: 'writers' },
  pluginOptions: { sitetools: { enabled: false } },
  attributes: { name: { type: 'string' }, password: { type: 'string' } },
};

// Enabled in its options, but only api:: types get a url_alias relation (see register.ts).
const userSchema: SchemaLike = {
  uid: 'plugin::users-permissions.user',
  info: { pluralName: 'users' },
  pluginOptions: enabled,
  attributes: { username: { type: 'string' }, resetPasswordToken: { type: 'string' } },
};

const adminUserSchema: SchemaLike = {
  uid: 'admin::user',
  info: { pluralName: 'users' },
  attributes: { firstname: { type: 'string' }, email: { type: 'email' } },
};

const seoSchema: SchemaLike = {
  uid: 'shared.seo',
  info: { pluralName: 'seos' },
  attributes: { slug: { type: 'string' }, page: { type: 'relation', relation: 'oneToOne', target: 'api::page.page' } },
};

const sectionSchema: SchemaLike = {
  uid: 'shared.section',
  info: { pluralName: 'sections' },
  attributes: { heading: { type: 'string' }, seo: { type: 'component', component: 'shared.seo' } },
};

const schemas = new Map(
  [pageSchema, categorySchema, tagSchema, writerSchema, userSchema, adminUserSchema, seoSchema, sectionSchema].map((schema) => [
    schema.uid,
    schema,
  ])
);

/** Finds the fake schemas by uid, as `strapi.contentType()` and `strapi.components` would. */
export const lookup: SchemaLookup = (uid) => schemas.get(uid);
