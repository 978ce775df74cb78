/** The plugin's configuration (`config/plugins`, key `sitetools`) with its defaults applied. */
export interface SitetoolsConfig {
  /** Patterns set in code, per content type: one for every locale, or per locale code with `*`. */
  patterns: Record<string, string | Record<string, string>>;
  transliterate: boolean;
  separator: '-' | '_' | '.' | '~';
  maxSegmentLength: number;
  uniquePerLocale: boolean;
  /** The front-end's base URL; the edit-view panel links to pages there. */
  frontendUrl?: string | null;
}

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
