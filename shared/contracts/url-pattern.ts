import type { z } from 'zod';
import type { patternInputSchema } from '../../server/src/validation/pattern-input';

/** A URL pattern saved in the database, edited in the admin. */
export interface StoredUrlPattern {
  id: number;
  documentId: string;
  contenttype: string;
  /** null: the pattern applies to every locale that has no pattern of its own. */
  localeCode: string | null;
  pattern: string;
  source: 'database';
}

/** A URL pattern set in the plugin config: read-only in the admin. */
export interface ConfigUrlPattern {
  contenttype: string;
  localeCode: string | null;
  pattern: string;
  source: 'config';
}

export type UrlPattern = StoredUrlPattern | ConfigUrlPattern;

/**
 * The body that creates, updates or previews a pattern: what the server's schema accepts. A type
 * import, so the admin bundle does not take zod's schema with it.
 */
export type UrlPatternInput = z.input<typeof patternInputSchema>;

/** `GET /sitetools/patterns` (admin) */
export namespace FindUrlPatterns {
  export interface Response {
    data: UrlPattern[];
  }
}

/** `POST /sitetools/patterns`, `PUT /sitetools/patterns/:id` (admin) */
export namespace SaveUrlPattern {
  export type Request = UrlPatternInput;
  export interface Response {
    data: Omit<StoredUrlPattern, 'source'>;
  }
}

/** `POST /sitetools/patterns/preview` (admin): what a pattern would do, nothing written. */
export namespace PreviewUrlPattern {
  export type Request = UrlPatternInput;
  export interface Response {
    data: {
      /** The locale previewed: the requested one, or the default locale. */
      locale: string;
      /** The first entries with their current path and the path the pattern gives them. */
      samples: Array<{ entryDocumentId: string; current: string; next: string }>;
      /** Generated paths that would change; hand-written ones never do. */
      changed: number;
      /** Entries with a path in that locale. */
      total: number;
    };
  }
}

/** A token the pattern input offers, e.g. `[category.name]`. */
export interface TokenSuggestion {
  token: string;
  /** The value's attribute type (`string`, `uid`, ...), or `url_path`, `locale`, `documentId`, `pluralName`. */
  type: string;
}

/** `GET /sitetools/patterns/tokens?contenttype=` (admin) */
export namespace FindPatternTokens {
  export interface Query {
    contenttype: string;
  }
  export interface Response {
    data: TokenSuggestion[];
  }
}
