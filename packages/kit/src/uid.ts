import type { Core, UID } from '@strapi/strapi';

/**
 * A content type uid known only at run time: a pattern's `contenttype`, an opted-in type, the
 * plugins' own types. Strapi types uids from the app's generated types, which the plugins are
 * built without (and which never list another app's types), so this is the one place the plugins
 * vouch that a string names a content type. `strapi.db.query()` takes a plain string already.
 */
export const contentTypeUid = (uid: string): UID.ContentType => uid as UID.ContentType;

/** A component uid (`shared.seo`) known only at run time, for the same reason. */
export const componentUid = (uid: string): UID.Component => uid as UID.Component;

/**
 * The schema of the content type `uid` names, or undefined: the one lookup of a uid that came from
 * input. An own key of Strapi's registry only, since a plain index also answers the names of
 * Object.prototype (`constructor`, `toString`, `__proto__`...) with something that is no schema.
 */
export const contentTypeOf = (strapi: Core.Strapi, uid: string): Core.Strapi['contentTypes'][UID.ContentType] | undefined =>
  Object.hasOwn(strapi.contentTypes, uid) ? strapi.contentTypes[contentTypeUid(uid)] : undefined;

/** The schema of the component `uid` names, or undefined (see `contentTypeOf`). */
export const componentOf = (strapi: Core.Strapi, uid: string): Core.Strapi['components'][UID.Component] | undefined =>
  Object.hasOwn(strapi.components, uid) ? strapi.components[componentUid(uid)] : undefined;
