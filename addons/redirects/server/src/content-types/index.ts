import notFound from './not-found';
import redirect from './redirect';
import redirectHit from './redirect-hit';
import redirectVersion from './redirect-version';

export default { 'not-found': notFound, redirect, 'redirect-hit': redirectHit, 'redirect-version': redirectVersion };
