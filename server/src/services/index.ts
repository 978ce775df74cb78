import aliasGenerator from './alias-generator';
import aliasStore from './alias-store';
import aliasSync from './alias-sync';
import bulkGeneration from './bulk-generation';
import cascade from './cascade';
import patternPreview from './pattern-preview';
import router from './router';
import urlAlias from './url-alias';
import urlPattern from './url-pattern';

export default {
  'alias-generator': aliasGenerator,
  'alias-store': aliasStore,
  'alias-sync': aliasSync,
  'bulk-generation': bulkGeneration,
  cascade,
  'pattern-preview': patternPreview,
  router,
  'url-alias': urlAlias,
  'url-pattern': urlPattern,
};
