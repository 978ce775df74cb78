/** The entry types of a site by content type uid, as the user declares them: `{ 'api::page.page': Page }`. */
export type EntryTypes = Record<string, object>;

/** An entry as the router returns it: its own fields plus Strapi's ids. */
export type Entry<T> = T & { id: number; documentId: string };

/** The same entry in another locale, at its own live path. */
export interface Alternate {
  locale: string;
  path: string;
}

/** A path owned by a published entry; `contentType` narrows `data` to that type's entry. */
export type EntryRoute<M extends EntryTypes> = {
  [K in keyof M & string]: {
    kind: 'entry';
    contentType: K;
    data: Entry<M[K]>;
    /** The stored canonical path: redirect to it when the requested form differs. */
    path: string;
    /** The entry's locale; null for types that are not localized. */
    locale: string | null;
    alternates: Alternate[];
  };
}[keyof M & string];

/** A path that a published redirect sends elsewhere. */
export interface RedirectRoute {
  kind: 'redirect';
  to: string;
  statusCode: number;
}

export interface NotFoundRoute {
  kind: 'notFound';
}

/** What a path leads to. */
export type Route<M extends EntryTypes> = EntryRoute<M> | RedirectRoute | NotFoundRoute;

/** A live path of the site, as `paths()` yields it. */
export interface LivePath {
  path: string;
  locale: string;
  contentType: string;
  documentId: string;
}

/** A published redirect. */
export interface Redirect {
  from: string;
  to: string;
  status_code: number;
}

/** Every published redirect, and the version of the redirect set it was read at. */
export interface RedirectManifest {
  data: Redirect[];
  meta: { version: string };
}
