import notFound from './not-found';
import notFoundAdmin from './not-found-admin';
import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectHit from './redirect-hit';
import redirectManifest from './redirect-manifest';

export default {
  'not-found': notFound,
  'not-found-admin': notFoundAdmin,
  redirect,
  'redirect-admin': redirectAdmin,
  'redirect-hit': redirectHit,
  'redirect-manifest': redirectManifest,
};
