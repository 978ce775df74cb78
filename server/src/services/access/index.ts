// Who may read and edit: content API read permission and scope, the Content Manager's checker, Edit entry URLs.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import entryUrlPermission from './entry-url-permission';
import readPermission from './read-permission';
import readScope from './read-scope';
export { type Auth } from './read-permission';
export { type ReadScope } from './read-scope';
export { CONTENT_MANAGER_READ, contentManagerChecker } from './content-manager-checker';
export { type AdminCaller } from './entry-url-permission';

export default {
  'entry-url-permission': entryUrlPermission,
  'read-permission': readPermission,
  'read-scope': readScope,
};
