import { ACTIONS, requires } from '../../../shared/contracts/permissions';

/** Admin routes (`/sitetools/...`), each behind its permission. */
export default {
  type: 'admin',
  routes: [
    { method: 'GET', path: '/patterns', handler: 'url-pattern.find', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/patterns/preview', handler: 'url-pattern.preview', config: requires(ACTIONS.patterns) },
    { method: 'POST', path: '/patterns', handler: 'url-pattern.create', config: requires(ACTIONS.patterns) },
    { method: 'PUT', path: '/patterns/:id', handler: 'url-pattern.update', config: requires(ACTIONS.patterns) },
    { method: 'DELETE', path: '/patterns/:id', handler: 'url-pattern.delete', config: requires(ACTIONS.patterns) },
    { method: 'GET', path: '/url-aliases', handler: 'url-alias-admin.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/content-types', handler: 'content-types.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/bulk-generation', handler: 'bulk-generation.find', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/bulk-generation', handler: 'bulk-generation.start', config: requires(ACTIONS.generate) },
    {
      method: 'POST',
      path: '/bulk-generation/cancel',
      handler: 'bulk-generation.cancel',
      config: requires(ACTIONS.generate),
    },
  ],
};
