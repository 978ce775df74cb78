/** Admin panel actions of the addon; the admin routes' policies and the admin pages use these. */
export const PLUGIN_NAME = 'sitetools-addon-redirects';

export const ACTIONS = {
  read: `plugin::${PLUGIN_NAME}.read`,
  create: `plugin::${PLUGIN_NAME}.create`,
  update: `plugin::${PLUGIN_NAME}.update`,
  delete: `plugin::${PLUGIN_NAME}.delete`,
  publish: `plugin::${PLUGIN_NAME}.publish`,
  import: `plugin::${PLUGIN_NAME}.import`,
  export: `plugin::${PLUGIN_NAME}.export`,
} as const;

/** The actions as the admin's action provider registers them. */
export const ACTION_DEFINITIONS = (Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>).map((uid) => ({
  section: 'plugins',
  displayName: uid[0].toUpperCase() + uid.slice(1),
  uid,
  pluginName: PLUGIN_NAME,
}));
