import urlAlias from './url-alias';
import urlPattern from './url-pattern';

export default { 'url-alias': urlAlias, 'url-pattern': urlPattern };
