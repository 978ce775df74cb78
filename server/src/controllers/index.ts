import bulkGeneration from './bulk-generation';
import router from './router';
import urlAlias from './url-alias';
import urlPattern from './url-pattern';

export default { 'bulk-generation': bulkGeneration, router, 'url-alias': urlAlias, 'url-pattern': urlPattern };
