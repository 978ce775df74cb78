/**
 * What pattern checking reads from Strapi schemas: content types and components alike. Pure: a
 * lookup function stands in for `strapi.contentType()` / `strapi.components`.
 */

/** One attribute of a content type or component schema. */
export interface AttributeLike {
  type: string;
  /** Relations: the uid of the related content type. */
  target?: string;
  /** Relations: oneToOne, manyToOne, oneToMany, manyToMany, oneWay, manyWay, morph*. */
  relation?: string;
  /** Components: the component's uid, e.g. `shared.seo`. */
  component?: string;
  repeatable?: boolean;
  enum?: string[];
  /** Never sent by the content API: it must not leak into a public URL either. */
  private?: boolean;
}

/** A content type or component schema. */
export interface SchemaLike {
  uid: string;
  /** `singleType` or `collectionType` (content types only). */
  kind?: string;
  info: { pluralName: string };
  attributes: Record<string, AttributeLike>;
  pluginOptions?: Record<string, unknown>;
}

/** Finds a content type by uid or a component by its uid (`shared.seo`). */
export type SchemaLookup = (uidOrComponent: string) => SchemaLike | undefined;

/** A token may follow at most this many steps, `url_path` included: each one is a populate level. */
export const MAX_TOKEN_STEPS = 5;

/** Attribute types a date format applies to. */
export const DATE_TYPES: ReadonlySet<string> = new Set(['date', 'datetime']);

const TO_MANY_RELATIONS = new Set(['oneToMany', 'manyToMany', 'manyWay']);

/** True when a relation or component attribute holds a list, so a token must pick one by index. */
export const holdsMany = (attribute: AttributeLike): boolean =>
  attribute.type === 'component'
    ? attribute.repeatable === true
    : TO_MANY_RELATIONS.has(attribute.relation ?? '') || (attribute.relation ?? '').startsWith('morph');

/** The attribute named `name`, never one inherited from Object.prototype (`[constructor]`). */
export const attributeOf = (schema: SchemaLike, name: string): AttributeLike | undefined =>
  Object.hasOwn(schema.attributes, name) ? schema.attributes[name] : undefined;
