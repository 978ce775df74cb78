import { describe, expect, it } from 'vitest';
import { ACTIONS } from '../../shared/contracts/permissions';
import { adminToken, contentManagerPermissions, contentTypePermission, createAdminRole } from '../integration/support/admin';
import { api } from '../integration/support/api';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();

interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  config?: { policies?: Array<{ name: string; config?: { actions: string[] } }> };
}

/** The admin routes of a plugin that require one of its own permissions, with placeholders filled. */
const guardedRoutes = (plugin: string): AdminRoute[] =>
  // A plugin's routes are typed as either a list or named routers; both plugins use named routers.
  (session.app.strapi.plugin(plugin).routes as unknown as Record<'admin', { routes: AdminRoute[] }>).admin.routes
    .filter((route) =>
      route.config?.policies?.some(
        (policy) =>
          policy.name === 'admin::hasPermissions' && policy.config?.actions.some((action) => action.startsWith(`plugin::${plugin}.`))
      )
    )
    .map((route) => ({ ...route, path: `/${plugin}${route.path.replace(/:\w+/g, '1')}` }));

describe('a super admin', () => {
  it('finds the URLs page in the main menu and the Sitetools overview in the settings', async () => {
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await shown(page.getByRole('link', { name: 'URLs' }));
    await shown(page.getByRole('link', { name: 'Redirects' }));
    await page.goto(`${session.app.url}/admin/settings`);
    await shown(page.getByRole('link', { name: 'Overview' }));
  });
});

describe('an editor without the sitetools permissions', () => {
  it('sees neither the pages in the menu nor their data', async () => {
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-editor'));
    await shown(page.getByRole('link', { name: 'Content Manager' }));
    expect(await page.getByRole('link', { name: 'URLs' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Redirects' }).count()).toBe(0);

    for (const target of ['/admin/plugins/sitetools', '/admin/plugins/sitetools/patterns', '/admin/plugins/sitetools-addon-redirects']) {
      await page.goto(`${session.app.url}${target}`);
      await shown(page.getByText(/don.t have the permissions/i));
      expect(await page.getByText('/pages/about').count()).toBe(0);
    }
    await screenshot(page, 'editor-without-permissions');
  });

  it('gets 403 from every admin route that needs a sitetools permission', async () => {
    const token = await adminToken(session.app.strapi, session.app.url, 'strapi-editor');
    const routes = [...guardedRoutes('sitetools'), ...guardedRoutes('sitetools-addon-redirects')];
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const route of routes) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { data: {} };
      const res = await api(session.app.url).send(route.method, route.path, body, { token });
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
      });
      // Strapi's permission policy answers with its standard error body, named PolicyError.
      expect(res.body).toMatchObject({ data: null, error: { status: 403 } });
    }
  });
});

describe('the edit-view panel and "Edit entry URLs"', () => {
  const PAGE = 'api::page.page';
  const pageRole = (editUrls: boolean) =>
    createAdminRole(session.app.strapi, [
      ...contentManagerPermissions(PAGE, ['title', 'slug', 'body', 'parent']),
      ...(editUrls ? [contentTypePermission(ACTIONS.editEntryUrls, PAGE)] : []),
    ]);
  const openPage = async (roleId: number, title: string) => {
    const entry = await session.app.strapi.documents(PAGE).create({ data: { title }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, roleId));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/${PAGE}/${entry.documentId}?plugins[i18n][locale]=en`);
    return page;
  };

  it('is a column of the content type matrix in the role editor', async () => {
    const roleId = await pageRole(false);
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/settings/roles/${roleId}`);
    await shown(page.getByText('Edit entry URLs'));
    await screenshot(page, 'role-editor-edit-entry-urls');
  });

  it('shows the path without controls to a role without it', async () => {
    const page = await openPage(await pageRole(false), 'Read only URL');
    await shown(page.getByTestId('sitetools-live-path').filter({ hasText: '/pages/read-only-url' }));
    await shown(page.getByText('Changing it needs the "Edit entry URLs" permission.'));
    expect(await page.getByText('Generate automatically').count()).toBe(0);
    expect(await page.getByLabel('URL path').count()).toBe(0);
    // The rest of the form stays editable: only the URL is out of reach.
    expect(await page.getByLabel(/^title/i).isEditable()).toBe(true);
    await screenshot(page, 'edit-view-url-read-only');
  });

  it("offers them to Strapi's Editor role on a French page of the playground", async () => {
    const about = await session.app.strapi.documents(PAGE).findFirst({ locale: 'fr', filters: { title: 'À propos' } });
    const page = await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-editor'));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/${PAGE}/${about?.documentId}?plugins[i18n][locale]=fr`);
    await shown(page.getByTestId('sitetools-live-path').filter({ hasText: '/pages/a-propos' }));
    await shown(page.getByText('Generate automatically'));
    expect(await page.getByTestId('sitetools-url-read-only').count()).toBe(0);
    await screenshot(page, 'edit-view-editor-french-page');
  });

  it('offers the switch and the path field to a role with it', async () => {
    const page = await openPage(await pageRole(true), 'Editable URL');
    await shown(page.getByTestId('sitetools-live-path').filter({ hasText: '/pages/editable-url' }));
    await page.getByText('Generate automatically').click();
    await page.getByLabel('URL path').fill('/editable/by-role/');
    await shown(page.getByText('Saved as /editable/by-role'));
    expect(await page.getByTestId('sitetools-url-read-only').count()).toBe(0);
    await page.getByRole('button', { name: /^save$/i }).click();
    await shown(page.getByTestId('sitetools-next-path').filter({ hasText: '/editable/by-role' }));
  });
});
