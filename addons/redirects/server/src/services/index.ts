import aliasRedirects from './alias-redirects';
import entryRemoval from './entry-removal';
import notFound from './not-found';
import notFoundAdmin from './not-found-admin';
import pathFacts from './path-facts';
import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectBulk from './redirect-bulk';
import redirectHit from './redirect-hit';
import redirectBloom from './redirect-bloom';
import redirectImportJob from './redirect-import-job';
import redirectEngine from './redirect-engine';
import redirectManifest from './redirect-manifest';
import redirectTransfer from './redirect-transfer';
import removalImpact from './removal-impact';
import removedUrlAdmin from './removed-url-admin';

export default {
  'entry-removal': entryRemoval,
  'alias-redirects': aliasRedirects,
  'not-found': notFound,
  'not-found-admin': notFoundAdmin,
  'path-facts': pathFacts,
  redirect,
  'redirect-admin': redirectAdmin,
  'redirect-bulk': redirectBulk,
  'redirect-hit': redirectHit,
  'redirect-bloom': redirectBloom,
  'redirect-import-job': redirectImportJob,
  'redirect-engine': redirectEngine,
  'redirect-manifest': redirectManifest,
  'redirect-transfer': redirectTransfer,
  'removal-impact': removalImpact,
  'removed-url-admin': removedUrlAdmin,
};
