// Keeping aliases in step with entries: the alias store, saves and their reconcile, generation from patterns, hand-written paths, cascades to child paths.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import aliasBatch from './alias-batch';
import aliasChanges from './alias-changes';
import aliasGenerator from './alias-generator';
import aliasLinks from './alias-links';
import aliasSave from './alias-save';
import aliasStore from './alias-store';
import aliasSync from './alias-sync';
import aliasVersion from './alias-version';
import cascade from './cascade';
import manualAlias from './manual-alias';
import paths from './paths';
import requestWork from './request-work';
import urlHistory from './url-history';
export { type AliasRow, isLostRace, type AliasStore } from './alias-store';
export { heldByAnother } from './alias-store-rows';
export { type EntrySource, type PathRule } from './alias-generator';
export { pathOnPublish } from './manual-alias';
export { type AliasTransition } from './alias-sync';
export { type AliasChange } from './alias-version';
export { ownerKey } from '../../domain/owner-key';
export { type SitemapType, type SitemapAlias } from './alias-store-sitemap';
export { type PublicFindParams } from './alias-store-reads';
export { type AliasListQuery, type ListedAlias } from './alias-store-list';

export default {
  'alias-batch': aliasBatch,
  'alias-changes': aliasChanges,
  'alias-generator': aliasGenerator,
  'alias-links': aliasLinks,
  'alias-save': aliasSave,
  'alias-store': aliasStore,
  'alias-sync': aliasSync,
  'alias-version': aliasVersion,
  cascade,
  'manual-alias': manualAlias,
  paths,
  'request-work': requestWork,
  'url-history': urlHistory,
};
