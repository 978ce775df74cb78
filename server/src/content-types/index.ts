import job from './job';
import pendingReconcile from './pending-reconcile';
import urlAlias from './url-alias';
import urlHistory from './url-history';
import urlPattern from './url-pattern';

export default { job, 'pending-reconcile': pendingReconcile, 'url-alias': urlAlias, 'url-history': urlHistory, 'url-pattern': urlPattern };
