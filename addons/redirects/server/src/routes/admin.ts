import { requires } from 'sitetools-kit/permissions';
import { ACTIONS } from '../permissions';
import type { RouterOf } from 'sitetools-kit/routes';
import type controllers from '../controllers';

/**
 * The Content Manager's own permission on the content type `:model`, through its own policy: the
 * removal dialog's routes are an editor's, not a redirects admin's.
 */
const contentManager = (action: 'read' | 'publish' | 'delete') => ({
  policies: [{ name: 'plugin::content-manager.hasPermissions', config: { actions: [`plugin::content-manager.explorer.${action}`] } }],
});

/** Admin routes (`/sitetools-addon-redirects/...`), each behind its permission. */
export default {
  type: 'admin',
  routes: [
    { method: 'GET', path: '/redirects', handler: 'redirect-admin.find', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/redirects', handler: 'redirect-admin.create', config: requires(ACTIONS.create) },
    { method: 'GET', path: '/redirects/export', handler: 'redirect-admin.export', config: requires(ACTIONS.export) },
    {
      method: 'GET',
      path: '/redirects/export/report',
      handler: 'redirect-admin.exportReport',
      config: requires(ACTIONS.export),
    },
    { method: 'GET', path: '/redirects/test', handler: 'redirect-admin.test', config: requires(ACTIONS.read) },
    { method: 'POST', path: '/redirects/import', handler: 'redirect-admin.import', config: requires(ACTIONS.import) },
    { method: 'GET', path: '/redirects/import', handler: 'redirect-admin.importJob', config: requires(ACTIONS.import) },
    // Bulk operations on what the list's filter selects: the single operation's permission each (unpublish is publish's).
    { method: 'POST', path: '/redirects/bulk-delete', handler: 'redirect-admin.bulkDelete', config: requires(ACTIONS.delete) },
    { method: 'POST', path: '/redirects/bulk-unpublish', handler: 'redirect-admin.bulkUnpublish', config: requires(ACTIONS.publish) },
    { method: 'PUT', path: '/redirects/:documentId', handler: 'redirect-admin.update', config: requires(ACTIONS.update) },
    { method: 'DELETE', path: '/redirects/:documentId', handler: 'redirect-admin.delete', config: requires(ACTIONS.delete) },
    {
      method: 'POST',
      path: '/redirects/:documentId/publish',
      handler: 'redirect-admin.publish',
      config: requires(ACTIONS.publish),
    },
    {
      method: 'POST',
      path: '/redirects/:documentId/unpublish',
      handler: 'redirect-admin.unpublish',
      config: requires(ACTIONS.publish),
    },
    { method: 'GET', path: '/not-found', handler: 'not-found-admin.find', config: requires(ACTIONS.notFoundRead) },
    // The removed pages' queue is read and dismissed with the 404 inbox's permissions: both list paths that answer 404.
    { method: 'GET', path: '/removed-urls', handler: 'removed-url-admin.find', config: requires(ACTIONS.notFoundRead) },
    { method: 'DELETE', path: '/removed-urls/:id', handler: 'removed-url-admin.dismiss', config: requires(ACTIONS.notFoundManage) },
    {
      method: 'GET',
      path: '/not-found/:id/suggestions',
      handler: 'not-found-admin.suggestions',
      config: requires(ACTIONS.notFoundRead),
    },
    {
      method: 'POST',
      path: '/not-found/:id/ignore',
      handler: 'not-found-admin.ignore',
      config: requires(ACTIONS.notFoundManage),
    },
    {
      method: 'DELETE',
      path: '/not-found/:id',
      handler: 'not-found-admin.delete',
      config: requires(ACTIONS.notFoundManage),
    },
    // A read: POST only because the paths come as a JSON list.
    { method: 'POST', path: '/removal-impact/:model', handler: 'entry-removal.impact', config: contentManager('read') },
    { method: 'POST', path: '/removals/:model/unpublish', handler: 'entry-removal.unpublish', config: contentManager('publish') },
    { method: 'POST', path: '/removals/:model/delete', handler: 'entry-removal.delete', config: contentManager('delete') },
  ],
} satisfies RouterOf<typeof controllers>;
