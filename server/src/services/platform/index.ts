// The plugin's own footing: its config, the content types it serves, the SQLite owner.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import config from './config';
import contentTypes from './content-types';
import sqliteOwner from './sqlite-owner';
export { pathPolicy } from './path-policy';
export { onceListening } from './listening';

export default {
  config,
  'content-types': contentTypes,
  'sqlite-owner': sqliteOwner,
};
