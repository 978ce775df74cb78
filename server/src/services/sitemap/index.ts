// The sitemap: its rows and its XML files.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import sitemap from './sitemap';
import sitemapRows from './sitemap-rows';

export { type SitemapListing } from './sitemap';

export default {
  sitemap,
  'sitemap-rows': sitemapRows,
};
