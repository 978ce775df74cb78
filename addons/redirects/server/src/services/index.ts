import aliasRedirects from './alias-redirects';
import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectEngine from './redirect-engine';
import redirectManifest from './redirect-manifest';
import redirectTransfer from './redirect-transfer';

export default {
  'alias-redirects': aliasRedirects,
  redirect,
  'redirect-admin': redirectAdmin,
  'redirect-engine': redirectEngine,
  'redirect-manifest': redirectManifest,
  'redirect-transfer': redirectTransfer,
};
