import job from './job';
import urlAlias from './url-alias';
import urlHistory from './url-history';
import urlPattern from './url-pattern';

export default { job, 'url-alias': urlAlias, 'url-history': urlHistory, 'url-pattern': urlPattern };
