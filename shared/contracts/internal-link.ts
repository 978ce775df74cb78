/** The "Internal link" custom field: its name as schemas reference it, and what it holds. */
export const INTERNAL_LINK_NAME = 'internal-link';

/** The value of `customField` in an attribute of this field. */
export const INTERNAL_LINK_FIELD = `plugin::sitetools.${INTERNAL_LINK_NAME}`;

/** What the field stores: a reference to a document, never its path (the path may move). */
export interface StoredLink {
  contentType: string;
  documentId: string;
  /** The target's locale; without it, the holder's locale and then the target's default. */
  locale?: string | null;
}

/**
 * The link an editor pastes into a Blocks or Markdown field to reach `target`: a web URL, since
 * the Blocks editor takes no other scheme (the server reads it back, see its `sitetools-url`). The
 * locale is named only when it is not the edited entry's, which is the one a bare link gets.
 */
export const richTextLinkTo = (target: { documentId: string; locale: string }, editedLocale: string | undefined): string =>
  `https://sitetools.invalid/${target.documentId}${target.locale && target.locale !== editedLocale ? `?locale=${target.locale}` : ''}`;

/** What content API and GraphQL responses give for the field: the target as it is live now. */
export interface ResolvedLink {
  path: string;
  /** The absolute URL when the plugin knows the front-end's base URL for the locale, else null. */
  url: string | null;
  contentType: string;
  documentId: string;
  locale: string;
}

/** One entry an editor can link to, as the picker lists it. */
export interface LinkTarget {
  contentType: string;
  contentTypeName: string;
  documentId: string;
  locale: string;
  /** The main field's value; null when there is none or the admin's role may not read it. */
  title: string | null;
  /** The entry's live path, null when it has none (a draft). */
  path: string | null;
}

/** GET /sitetools/link-targets?q=&locale= (admin): entries of enabled types the admin may read. */
export declare namespace FindLinkTargets {
  interface Response {
    data: LinkTarget[];
  }
}

/** A published entry holding a link, and the field the link is in. */
export interface LinkHolder {
  contentType: string;
  contentTypeName: string;
  documentId: string;
  locale: string | null;
  /** The main field's value; null when there is none or the admin's role may not read it. */
  title: string | null;
  /**
   * The field holding the link (an "Internal link", Blocks or Markdown field), as its path in the
   * entry: `related`, `hero.link` in a component, `sections[2].body` in a dynamic zone (from 0).
   */
  field: string;
}

/** A link whose target is not live (unpublished, deleted), and the published entry holding it. */
export interface BrokenLink extends LinkHolder {
  target: { documentId: string; locale: string | null };
}

/** GET /sitetools/broken-links (admin): broken links in published entries of readable types. */
export declare namespace FindBrokenLinks {
  interface Response {
    data: BrokenLink[];
    /** True when the report stopped at its limit: there may be more. */
    meta: { truncated: boolean };
  }
}
