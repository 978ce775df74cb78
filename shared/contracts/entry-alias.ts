import type { PathProblem } from 'sitetools-kit/path';
import type { RedirectHint } from './redirect-lookup';

/**
 * The URL of one entry in one locale as the Content Manager's edit-view panel shows and edits it.
 */

/**
 * The key of the Content Manager's create, update and publish request bodies that carries the
 * panel's choice. sitetools takes it off the body before the Content Manager sanitises it.
 */
export const ENTRY_ALIAS_BODY_KEY = 'sitetools' as const;

/**
 * The hidden attribute of enabled content types that holds the panel's choice on each row (draft
 * and published), so that it is published with the entry like any field: a hand-written path, an
 * empty string for "generate automatically", or null when the panel never chose (the alias then
 * stays as it is, a hand-written alias made another way included).
 */
export const MANUAL_PATH_ATTRIBUTE = 'sitetoolsManualPath' as const;

/** What the panel sends with the entry: generate the path, or use the one written by hand. */
export type EntryAliasChoice = { generated: true } | { generated: false; path: string };

/** Why a hand-written path is refused: a rule of the path format, or another entry has it. */
export type PathRefusal = PathProblem | 'taken';

/** Whether an entry of a collection type is the site's front page (its path `/`) in the locale. */
export interface FrontPageState {
  /** The entry's path is (or will be, once published) `/`. */
  current: boolean;
  /** The plugin config sets the locale's front page: the panel cannot change it. */
  setInConfig: boolean;
}

/**
 * `GET /sitetools/entry-alias/:contenttype?documentId=&locale=`; without `documentId`, a single
 * type's one document.
 */
export namespace FindEntryAlias {
  export interface Query {
    documentId?: string;
    locale?: string;
  }

  export interface Response {
    data: {
      /** The path the front-end serves now; null when the entry has no published version. */
      livePath: string | null;
      /** The path the entry gets when its current draft is published (or saved, without D&P). */
      nextPath: string | null;
      /** Whether the draft's path is generated (false: written by hand). */
      generated: boolean;
      /** The hand-written path of the draft, when there is one. */
      manualPath: string | null;
      /** The front-end's base URL for the entry's locale (`frontendUrls`, else `frontendUrl`), for an "open" link. */
      frontendUrl: string | null;
      /** Whether the caller may change how the path is made ("Edit entry URLs" on this entry). */
      canEditPath: boolean;
      /**
       * The published redirect from `nextPath` that publishing the draft will replace (a live
       * path wins over a redirect), when `nextPath` is not live yet; null when there is none.
       */
      replacesRedirect: RedirectHint | null;
      /** The entry's front-page state; null for a single type (its pattern may be `/`). */
      frontPage: FrontPageState | null;
    };
  }
}

/**
 * `POST /sitetools/entry-alias/:contenttype/front-page`: makes the entry the front page of the
 * locale (the previous one gets its generated path back); answers with the entry's new state.
 */
export namespace MakeFrontPage {
  export interface Request {
    documentId: string;
    locale?: string;
  }

  export type Response = FindEntryAlias.Response;
}

/** `POST /sitetools/entry-alias/:contenttype/check` */
export namespace CheckEntryAlias {
  export interface Request {
    /** Absent while the entry is being created. */
    documentId?: string;
    locale?: string;
    path: string;
  }

  export interface Response {
    data:
      | {
          ok: true;
          /** The path as it will be stored (normalised). */
          path: string;
          /** The published redirect from that path, which the path replaces once it is live. */
          replacesRedirect: RedirectHint | null;
        }
      | { ok: false; reason: PathRefusal; message: string };
  }
}
