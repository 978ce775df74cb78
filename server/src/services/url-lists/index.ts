// The URL lists: the content API list and the admin list.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import urlAlias from './url-alias';
import urlAliasAdmin from './url-alias-admin';

export default {
  'url-alias': urlAlias,
  'url-alias-admin': urlAliasAdmin,
};
