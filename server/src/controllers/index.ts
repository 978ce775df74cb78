import brokenLinks from './broken-links';
import bulkGeneration from './bulk-generation';
import config from './config';
import contentTypes from './content-types';
import entryAlias from './entry-alias';
import entryHistory from './entry-history';
import linkTargets from './link-targets';
import pathImport from './path-import';
import patternToken from './pattern-token';
import removalImpact from './removal-impact';
import router from './router';
import sitemap from './sitemap';
import sitemapAdmin from './sitemap-admin';
import urlAlias from './url-alias';
import urlAliasAdmin from './url-alias-admin';
import urlPattern from './url-pattern';
import webtoolsImport from './webtools-import';

export default {
  'broken-links': brokenLinks,
  'bulk-generation': bulkGeneration,
  config,
  'link-targets': linkTargets,
  'path-import': pathImport,
  'pattern-token': patternToken,
  'content-types': contentTypes,
  'entry-alias': entryAlias,
  'entry-history': entryHistory,
  'removal-impact': removalImpact,
  router,
  sitemap,
  'sitemap-admin': sitemapAdmin,
  'url-alias': urlAlias,
  'url-alias-admin': urlAliasAdmin,
  'url-pattern': urlPattern,
  'webtools-import': webtoolsImport,
};
