import aliasGenerator from './alias-generator';
import aliasStore from './alias-store';
import aliasSync from './alias-sync';
import router from './router';
import urlAlias from './url-alias';

export default {
  'alias-generator': aliasGenerator,
  'alias-store': aliasStore,
  'alias-sync': aliasSync,
  router,
  'url-alias': urlAlias,
};
