import redirect from './redirect';
import redirectVersion from './redirect-version';

export default { redirect, 'redirect-version': redirectVersion };
