import redirect from './redirect';
import redirectAdmin from './redirect-admin';

export default { redirect, 'redirect-admin': redirectAdmin };
