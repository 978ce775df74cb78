import type { Core } from '@strapi/strapi';

type AuthenticationInfo = Parameters<Core.Strapi['auth']['verify']>[0];

/**
 * A content API caller's authentication, as Strapi's content API middleware left it in
 * `ctx.state.auth`. An interface of its own: the plugin's type declarations cannot name Strapi's
 * (unexported) type in the services' signatures.
 */
export interface Auth extends AuthenticationInfo {}

/** The action that reads a content type's entries: `api::page.page.find`. */
const findAction = (uid: string) => `${uid}.find`;

/**
 * Whether a content API caller (a Users & Permissions role, an API token of any kind) may read a
 * content type, and so see its entries and their URLs: the type's `find` action, checked by the
 * caller's own auth strategy. The router checks it before reading an entry, the URL list before
 * listing a type's paths (a path usually carries the title).
 */
const readPermission = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Whether the caller holds `action`. Strategies decide from what is already in memory, without a read. */
  const allows = (auth: Auth, action: string): Promise<boolean> =>
    strapi.auth.verify(auth, { scope: [action] }).then(
      () => true,
      // A strategy answers a refusal by throwing (ForbiddenError, or UnauthorizedError for an
      // expired token): either way the caller does not hold the action.
      () => false
    );

  return {
    allows,

    /** Refuses (403, Strapi's ForbiddenError) a caller who may not read content type `uid`. */
    async assertCanFind(auth: Auth, uid: string): Promise<void> {
      await strapi.auth.verify(auth, { scope: [findAction(uid)] });
    },

    /** Of the content types `uids`, those the caller may not read. */
    async unreadable(auth: Auth, uids: readonly string[]): Promise<string[]> {
      const readable = await Promise.all(uids.map((uid) => allows(auth, findAction(uid))));
      return uids.filter((_, index) => !readable[index]);
    },
  };
};

export default readPermission;
