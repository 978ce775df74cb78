import aliasRedirects from './alias-redirects';
import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectRules from './redirect-rules';
import redirectTransfer from './redirect-transfer';

export default {
  'alias-redirects': aliasRedirects,
  redirect,
  'redirect-admin': redirectAdmin,
  'redirect-rules': redirectRules,
  'redirect-transfer': redirectTransfer,
};
