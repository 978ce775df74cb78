import { describe, expect, it } from 'vitest';
import { ACTION_DEFINITIONS as ADDON_ACTIONS, PLUGIN_NAME as ADDON } from '../../addons/redirects/server/src/permissions';
import addonRoutes from '../../addons/redirects/server/src/routes';
import coreRoutes from '../../server/src/routes';
import { ACTION_DEFINITIONS as CORE_ACTIONS, entryUrlActionDefinition } from '../../shared/contracts/permissions';
import { docsPage, tableUnder } from './docs-table';
import { titled } from './titled';

/**
 * The permission tables of docs/redirects.md and docs/permissions-and-configuration.md are what
 * users grant from, so they must name the actions the routes really check. Admin tables: a row lists its routes in backticks and, before the first
 * `;` of its permission cell, exactly the actions the routes' policies require, each as
 * ``Display name (`uid`)``. The Permissions table names the content API permission of every
 * content API route.
 */

interface Route {
  method: string;
  path: string;
  handler: string | ((...args: never[]) => unknown);
  config?: { auth?: { scope?: string[] }; policies?: Array<{ name: string; config?: { actions?: string[] } }> };
}

interface RouteTable {
  type: string;
  routes: Route[];
}

/** A plugin's routers; Strapi calls a router given as a function with `{ strapi }` at boot. */
const routers = (input: Record<string, unknown>): Record<string, RouteTable> =>
  Object.fromEntries(
    Object.entries(input).map(([name, router]) => [
      name,
      (typeof router === 'function' ? router({ strapi: undefined }) : router) as RouteTable,
    ])
  );

const redirectsPage = docsPage('redirects.md');
const permissionsPage = docsPage('permissions-and-configuration.md');

const ROUTE_REF = /`(GET|POST|PUT|DELETE) (\/[^`?\s]*)/g;
const NAMED_ACTION = /([^|;(),]+?)\s*\(`([a-z]+::[\w.-]+)`\)/g;
const ACTION_REF = /`([a-z]+::[\w.-]+)`/g;

const routeKey = (method: string, path: string) => `${method} ${path}`;
const requiredActions = (route: Route) => (route.config?.policies ?? []).flatMap((policy) => policy.config?.actions ?? []).sort();

// The Content Manager's own actions, which the edit-view panel's routes check per content type.
const CONTENT_MANAGER_ACTION = /^plugin::content-manager\.explorer\.\w+$/;

const displayNames = new Map<string, string>([
  ...[...CORE_ACTIONS, entryUrlActionDefinition([])].map(
    ({ pluginName, uid, displayName }) => [`plugin::${pluginName}.${uid}`, displayName] as const
  ),
  ...ADDON_ACTIONS.map(({ pluginName, uid, displayName }) => [`plugin::${pluginName}.${uid}`, displayName] as const),
]);

const plugins = [
  { name: 'sitetools', heading: '### Admin API (sitetools)', routes: routers(coreRoutes) },
  { name: ADDON, heading: '### Admin API', routes: routers(addonRoutes) },
];

describe.each(plugins)('docs/redirects.md admin table of $name', ({ heading, routes }) => {
  const rows = tableUnder(redirectsPage, heading).map(([route, permission]) => ({
    refs: [...route.matchAll(ROUTE_REF)].map(([, method, path]) => routeKey(method, path)),
    permission,
  }));
  const documented = new Map(rows.flatMap((row) => row.refs.map((ref) => [ref, row] as const)));

  it.each(titled(routes.admin.routes, (route) => routeKey(route.method, route.path)))(
    '%s is documented with the actions it requires',
    (_, route) => {
      const row = documented.get(routeKey(route.method, route.path));
      expect(row, 'a documented row for the route').toBeDefined();
      const named = [...row!.permission.split(';')[0].matchAll(ACTION_REF)].map(([, uid]) => uid).sort();
      expect(named).toEqual(requiredActions(route));
    }
  );

  it('lists no route that does not exist', () => {
    const served = new Set(routes.admin.routes.map((route) => routeKey(route.method, route.path)));
    expect([...documented.keys()].filter((ref) => !served.has(ref))).toEqual([]);
  });

  it('calls every action by the name the role editor shows', () => {
    for (const { permission } of rows) {
      for (const [, name, uid] of permission.matchAll(NAMED_ACTION)) {
        if (CONTENT_MANAGER_ACTION.test(uid)) continue;
        expect(displayNames.get(uid), uid).toBe(name.replace(/^(and|or|also)\s+/, ''));
      }
    }
  });
});

describe('docs/permissions-and-configuration.md Permissions table', () => {
  const named = new Set(
    tableUnder(permissionsPage, '## Permissions').flatMap(([permission]) => [...permission.matchAll(ACTION_REF)].map(([, uid]) => uid))
  );
  const contentApi = plugins.flatMap(({ name, routes }) =>
    routes['content-api'].routes.map((route) =>
      typeof route.handler === 'string' ? `plugin::${name}.${route.handler}` : (route.config?.auth?.scope?.[0] ?? 'no scope')
    )
  );

  it.each(contentApi)('names %s', (permission) => {
    expect(named.has(permission)).toBe(true);
  });

  it('names no plugin permission that no route checks', () => {
    const ours = [...named].filter((uid) => uid.startsWith('plugin::'));
    expect(ours.filter((uid) => !contentApi.includes(uid))).toEqual([]);
  });
});
