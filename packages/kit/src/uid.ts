import type { UID } from '@strapi/strapi';

/**
 * A content type uid known only at run time: a pattern's `contenttype`, an opted-in type, the
 * plugins' own types. Strapi types uids from the app's generated types, which the plugins are
 * built without (and which never list another app's types), so this is the one place the plugins
 * vouch that a string names a content type. `strapi.db.query()` takes a plain string already.
 */
export const contentTypeUid = (uid: string): UID.ContentType => uid as UID.ContentType;

/** A component uid (`shared.seo`) known only at run time, for the same reason. */
export const componentUid = (uid: string): UID.Component => uid as UID.Component;
