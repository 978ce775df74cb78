// The link picker's answer, which the removal dialog's "redirect to an entry" choice reuses.
export type { FindLinkTargets, LinkTarget } from './internal-link';
import type { LinkHolder } from './internal-link';

/** A link to an entry about to be removed: the published entry holding it, and the field. */
export type LinkIn = LinkHolder;

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
