import { requires } from 'sitetools-kit/permissions';
import { ACTIONS } from '../../../shared/contracts/permissions';
import type { RouterOf } from 'sitetools-kit/routes';
import type controllers from '../controllers';

/**
 * The edit-view panel's routes are allowed to whoever may read (and, to check a path, create or
 * update) entries of the content type `:model` in the Content Manager, through the Content
 * Manager's own policy for that type.
 */
const canEdit = (...needs: Array<'read' | 'write'>) => ({
  policies: needs.map((need) => ({
    name: 'plugin::content-manager.hasPermissions',
    config:
      need === 'read'
        ? { actions: ['plugin::content-manager.explorer.read'] }
        : { actions: ['plugin::content-manager.explorer.create', 'plugin::content-manager.explorer.update'], hasAtLeastOne: true },
  })),
});

/** Admin routes (`/sitetools/...`), each behind its permission. */
export default {
  type: 'admin',
  routes: [
    { method: 'GET', path: '/patterns', handler: 'url-pattern.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/patterns/tokens', handler: 'pattern-token.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/config', handler: 'config.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/sitemap', handler: 'sitemap-admin.find', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/patterns/preview', handler: 'url-pattern.preview', config: requires(ACTIONS.patterns) },
    { method: 'POST', path: '/patterns', handler: 'url-pattern.create', config: requires(ACTIONS.patterns) },
    { method: 'PUT', path: '/patterns/:id', handler: 'url-pattern.update', config: requires(ACTIONS.patterns) },
    { method: 'DELETE', path: '/patterns/:id', handler: 'url-pattern.delete', config: requires(ACTIONS.patterns) },
    { method: 'GET', path: '/url-aliases', handler: 'url-alias-admin.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/content-types', handler: 'content-types.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/entry-alias/:model', handler: 'entry-alias.find', config: canEdit('read') },
    { method: 'POST', path: '/entry-alias/:model/check', handler: 'entry-alias.check', config: canEdit('read', 'write') },
    { method: 'POST', path: '/paths/import', handler: 'path-import.import', config: requires(ACTIONS.importPaths) },
    { method: 'GET', path: '/paths/import', handler: 'path-import.find', config: requires(ACTIONS.importPaths) },
    {
      method: 'POST',
      path: '/entry-alias/:model/front-page',
      handler: 'entry-alias.makeFrontPage',
      config: canEdit('read', 'write'),
    },
    // An entry's URL history; Restore also needs Edit entry URLs on the entry, Retire the redirects
    // plugin's write permissions (both checked by the service).
    { method: 'GET', path: '/entries/:model/:documentId/history', handler: 'entry-history.find', config: canEdit('read') },
    {
      method: 'POST',
      path: '/entries/:model/:documentId/history/restore',
      handler: 'entry-history.restore',
      config: canEdit('read', 'write'),
    },
    {
      method: 'POST',
      path: '/entries/:model/:documentId/history/retire',
      handler: 'entry-history.retire',
      config: canEdit('read'),
    },
    // The Content Manager's removal dialog: links in from entries the admin may not read are counted, not shown.
    { method: 'GET', path: '/removal-impact/:model', handler: 'removal-impact.find', config: canEdit('read') },
    // Any admin may ask; the service lists only the types their Content Manager role may read.
    {
      method: 'GET',
      path: '/link-targets',
      handler: 'link-targets.find',
      config: { policies: ['admin::isAuthenticatedAdmin'] },
    },
    { method: 'GET', path: '/broken-links', handler: 'broken-links.find', config: requires(ACTIONS.read) },
    { method: 'GET', path: '/bulk-generation', handler: 'bulk-generation.find', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/bulk-generation', handler: 'bulk-generation.start', config: requires(ACTIONS.generate) },
    { method: 'POST', path: '/webtools-import', handler: 'webtools-import.run', config: requires(ACTIONS.importPaths) },
    {
      method: 'POST',
      path: '/bulk-generation/cancel',
      handler: 'bulk-generation.cancel',
      config: requires(ACTIONS.generate),
    },
  ],
} satisfies RouterOf<typeof controllers>;
