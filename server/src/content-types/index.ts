import job from './job';
import urlAlias from './url-alias';
import urlPattern from './url-pattern';

export default { job, 'url-alias': urlAlias, 'url-pattern': urlPattern };
