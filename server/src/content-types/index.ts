import urlAlias from './url-alias';

export default { 'url-alias': urlAlias };
