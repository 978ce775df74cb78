import notFound from './not-found';
import redirect from './redirect';
import redirectVersion from './redirect-version';

export default { 'not-found': notFound, redirect, 'redirect-version': redirectVersion };
