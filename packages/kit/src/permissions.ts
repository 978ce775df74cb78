/** The route config that requires `action` through the admin permission policy. */
export const requires = (action: string) => ({
  policies: [{ name: 'admin::hasPermissions', config: { actions: [action] } }],
});
