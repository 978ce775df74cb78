import job from './job/index';
import urlAlias from './url-alias/index';
import urlPattern from './url-pattern/index';

export default { job, 'url-alias': urlAlias, 'url-pattern': urlPattern };
