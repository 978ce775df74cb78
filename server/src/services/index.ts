import aliasBatch from './alias-batch';
import aliasChanges from './alias-changes';
import aliasGenerator from './alias-generator';
import aliasLinks from './alias-links';
import aliasSave from './alias-save';
import aliasStore from './alias-store';
import aliasSync from './alias-sync';
import aliasVersion from './alias-version';
import breadcrumbs from './breadcrumbs';
import brokenLinks from './broken-links';
import bulkGeneration from './bulk-generation';
import cascade from './cascade';
import entryAlias from './entry-alias';
import failures from './failures';
import frontPage from './front-page';
import entryUrlPermission from './entry-url-permission';
import jobs from './jobs';
import linkPaths from './link-paths';
import linkTargets from './link-targets';
import links from './links';
import manualAlias from './manual-alias';
import config from './config';
import contentTypes from './content-types';
import patternPreview from './pattern-preview';
import pathImport from './path-import';
import pathImportEntry from './path-import-entry';
import pathImportJob from './path-import-job';
import paths from './paths';
import preview from './preview';
import readPermission from './read-permission';
import readScope from './read-scope';
import redirectLookup from './redirect-lookup';
import requestWork from './request-work';
import routeStack from './route-stack';
import patternToken from './pattern-token';
import router from './router';
import routerCache from './router-cache';
import sitemap from './sitemap';
import sitemapRows from './sitemap-rows';
import sqliteOwner from './sqlite-owner';
import urlAlias from './url-alias';
import urlAliasAdmin from './url-alias-admin';
import urlPattern from './url-pattern';
import webtoolsImport from './webtools-import';

export default {
  'alias-batch': aliasBatch,
  'alias-changes': aliasChanges,
  'alias-generator': aliasGenerator,
  'alias-links': aliasLinks,
  'alias-save': aliasSave,
  'alias-store': aliasStore,
  'alias-sync': aliasSync,
  'alias-version': aliasVersion,
  breadcrumbs,
  'broken-links': brokenLinks,
  'bulk-generation': bulkGeneration,
  cascade,
  'entry-alias': entryAlias,
  failures,
  'front-page': frontPage,
  'entry-url-permission': entryUrlPermission,
  jobs,
  'link-paths': linkPaths,
  'link-targets': linkTargets,
  links,
  'manual-alias': manualAlias,
  config,
  'content-types': contentTypes,
  paths,
  'path-import': pathImport,
  'path-import-entry': pathImportEntry,
  'path-import-job': pathImportJob,
  'pattern-preview': patternPreview,
  'pattern-token': patternToken,
  preview,
  'read-permission': readPermission,
  'read-scope': readScope,
  'redirect-lookup': redirectLookup,
  'request-work': requestWork,
  'route-stack': routeStack,
  router,
  'router-cache': routerCache,
  sitemap,
  'sitemap-rows': sitemapRows,
  'sqlite-owner': sqliteOwner,
  'url-alias': urlAlias,
  'url-alias-admin': urlAliasAdmin,
  'url-pattern': urlPattern,
  'webtools-import': webtoolsImport,
};
