import router from './router';
import urlAlias from './url-alias';

export default { router, 'url-alias': urlAlias };
