import aliases from './aliases';
import router from './router';
import links from './links';
import imports from './imports';
import jobs from './jobs';
import sitemap from './sitemap';
import entries from './entries';
import patterns from './patterns';
import urlLists from './url-lists';
import access from './access';
import platform from './platform';

// The plugin's services, by capability: each folder's index.ts registers its own.
export default {
  ...aliases,
  ...router,
  ...links,
  ...imports,
  ...jobs,
  ...sitemap,
  ...entries,
  ...patterns,
  ...urlLists,
  ...access,
  ...platform,
};
