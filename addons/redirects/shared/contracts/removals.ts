/**
 * The Content Manager's "Check URL impact" dialog: what removing entries does to their paths (the
 * addon's part: redirects leading there, hits, the policy), and the removal with the editor's
 * choice per entry.
 */

/** A published redirect whose target is the path; `from` is null when the admin may not read redirects. */
export interface RedirectIn {
  from: string | null;
  status_code: number;
  hits: number;
}

/** What the addon knows of one path about to be removed. */
export interface PathImpact {
  path: string;
  redirects: RedirectIn[];
  /** The path's hits in the 404 inbox (it answered 404 before: zero usually). */
  notFoundHits: number;
}

/** POST /sitetools-addon-redirects/removal-impact/:model (admin): a read, its paths as a JSON list. */
export declare namespace FindRemovalImpact {
  interface Request {
    locale?: string;
    /** The live paths of the entries about to be removed (the core's removal impact gives them). */
    paths: string[];
  }
  interface Response {
    data: {
      /** The removal policy of the type: `gone`, `parent`, `none`, or a path or URL. */
      policy: string;
      paths: PathImpact[];
    };
  }
}

/** The actions the dialog performs: the Content Manager's own, with the choices in effect. */
export const REMOVAL_ACTIONS = ['unpublish', 'delete'] as const;
export type RemovalAction = (typeof REMOVAL_ACTIONS)[number];

/** POST /sitetools-addon-redirects/removals/:model/(unpublish|delete) (admin). */
export declare namespace RemoveEntries {
  interface Request {
    /** The locale removed; none: every locale of a deleted document, or a type that is not localized. */
    locale?: string;
    /** Per entry, the policy to apply instead of its type's (`gone`, `none`, a path); absent: the type's. */
    entries: Array<{ documentId: string; policy?: string }>;
  }
  interface Response {
    data: Array<{ documentId: string }>;
  }
}
