// The link picker's answer, which the removal dialog's "redirect to an entry" choice reuses.
export type { FindLinkTargets, LinkTarget } from './internal-link';

/** A link to an entry about to be removed, and the published entry holding it. */
export interface LinkIn {
  contentType: string;
  contentTypeName: string;
  documentId: string;
  locale: string | null;
  /** The main field's value; null when there is none or the admin's role may not read it. */
  title: string | null;
  /** The field holding the link, as its path in the entry (`related`, `sections[2].body`). */
  field: string;
}

/** A live path built on the removed entry's path (a `[relation.url_path]` pattern): it moves. */
export interface ChildPath {
  contentType: string;
  documentId: string;
  path: string;
}

/** What removing one entry (in one locale) touches in the core: its path, the links to it, its children. */
export interface EntryImpact {
  documentId: string;
  locale: string | null;
  title: string | null;
  /** The entry's live path, null when it has none (never published, or no pattern). */
  path: string | null;
  linksIn: { data: LinkIn[]; /** links from entries or fields the admin may not read: counted, not shown */ hidden: number };
  children: { data: ChildPath[]; hidden: number };
}

/** GET /sitetools/removal-impact/:model?documentIds=a,b&locale= (admin; Content Manager read on the type). */
export declare namespace FindRemovalImpact {
  interface Response {
    data: EntryImpact[];
  }
}
