import type { UID } from '@strapi/strapi';

/**
 * A content type uid of the addon (its redirects). Strapi types uids from the app's generated
 * types, which the addon is built without, so this is the one place the addon vouches that a
 * string names a content type. `strapi.db.query()` takes a plain string already.
 */
export const contentTypeUid = (uid: string): UID.ContentType => uid as UID.ContentType;
