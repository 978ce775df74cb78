// Imports: paths files and a Strapi Webtools database.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import pathImport from './path-import';
import pathImportEntry from './path-import-entry';
import pathImportJob from './path-import-job';
import webtoolsImport from './webtools-import';

export default {
  'path-import': pathImport,
  'path-import-entry': pathImportEntry,
  'path-import-job': pathImportJob,
  'webtools-import': webtoolsImport,
};
