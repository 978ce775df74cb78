import type { z } from 'zod';
// Type-only: the schema (and the pattern parser it validates with) stays out of the admin bundle.
import type { configSchema } from '../../server/src/config';

/**
 * The plugin's configuration (`config/plugins`, key `sitetools`) with its defaults applied: what
 * the server's zod schema outputs, so the admin's type cannot drift from what the server checks.
 */
export type SitetoolsConfig = z.output<typeof configSchema>;

/** Where the pattern in force for a content type and locale comes from. */
export type PatternSource = 'config' | 'database' | 'default';

/** An enabled content type in one locale: the pattern its paths follow and how many it has. */
export interface ContentTypeLocaleOverview {
  locale: string;
  pattern: string;
  source: PatternSource;
  /** URL aliases of the type in that locale, live or reserved by a draft. */
  aliases: number;
}

export interface ContentTypeOverview {
  uid: string;
  displayName: string;
  localized: boolean;
  /** One row per locale of the site for localized types, the default locale for the others. */
  locales: ContentTypeLocaleOverview[];
}

/** `GET /sitetools/config` (admin): the configuration and the enabled content types. */
export namespace GetConfig {
  export interface Response {
    data: {
      config: SitetoolsConfig;
      contentTypes: ContentTypeOverview[];
    };
  }
}
