// The router: a path to its published entry, the router's memory (paths, query strings, crumb titles, main fields), breadcrumbs, the types' own route stacks, the redirects plugin's lookup.
// This file is the folder's only door: the rest of the plugin imports from here (lint holds it).
import breadcrumbs from './breadcrumbs';
import redirectLookup from './redirect-lookup';
import routeStack from './route-stack';
import router from './router';
import routerCache from './router-cache';

export default {
  breadcrumbs,
  'redirect-lookup': redirectLookup,
  'route-stack': routeStack,
  router,
  'router-cache': routerCache,
};
