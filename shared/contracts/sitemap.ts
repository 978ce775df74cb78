/** The sitemap as the Overview page shows it. */
export type SitemapOverview =
  | {
      available: true;
      /** The index's URL on the Strapi server that answered (`https://cms.example.com/api/sitetools/sitemap.xml`). */
      url: string;
      /**
       * URLs listed, over every file, counted per locale: two locales of an entry that share one
       * URL (same path, same base) are listed once but counted twice (counting them exactly would
       * mean reading every alias).
       */
      urls: number;
      files: number;
      /** The most URLs a file holds: the configured count, lowered to keep a file under 50 MB. */
      urlsPerFile: number;
    }
  | { available: false; reason: 'no-frontend-url' };

/** `GET /sitetools/sitemap` (admin). */
export namespace GetSitemapOverview {
  export interface Response {
    data: SitemapOverview;
  }
}

/** The content API permission of both sitemap routes (the index and its files). */
export const SITEMAP_PERMISSION = 'plugin::sitetools.sitemap.find';
