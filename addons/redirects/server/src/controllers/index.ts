import entryRemoval from './entry-removal';
import notFound from './not-found';
import notFoundAdmin from './not-found-admin';
import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectHit from './redirect-hit';
import redirectBloom from './redirect-bloom';
import redirectManifest from './redirect-manifest';
import removedUrlAdmin from './removed-url-admin';

export default {
  'entry-removal': entryRemoval,
  'not-found': notFound,
  'not-found-admin': notFoundAdmin,
  redirect,
  'redirect-admin': redirectAdmin,
  'redirect-hit': redirectHit,
  'redirect-bloom': redirectBloom,
  'redirect-manifest': redirectManifest,
  'removed-url-admin': removedUrlAdmin,
};
