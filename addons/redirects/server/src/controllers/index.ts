import redirect from './redirect';
import redirectAdmin from './redirect-admin';
import redirectManifest from './redirect-manifest';

export default { redirect, 'redirect-admin': redirectAdmin, 'redirect-manifest': redirectManifest };
