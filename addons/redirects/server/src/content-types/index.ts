import notFound from './not-found';
import redirect from './redirect';
import redirectHit from './redirect-hit';
import redirectVersion from './redirect-version';
import removedUrl from './removed-url';

export default {
  'not-found': notFound,
  redirect,
  'redirect-hit': redirectHit,
  'redirect-version': redirectVersion,
  'removed-url': removedUrl,
};
