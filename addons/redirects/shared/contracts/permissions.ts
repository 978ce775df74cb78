/** Admin panel actions of the addon: the server's route policies and the admin pages share them. */
export const PLUGIN_NAME = 'sitetools-addon-redirects';

export const ACTIONS = {
  read: `plugin::${PLUGIN_NAME}.read`,
  create: `plugin::${PLUGIN_NAME}.create`,
  update: `plugin::${PLUGIN_NAME}.update`,
  delete: `plugin::${PLUGIN_NAME}.delete`,
  publish: `plugin::${PLUGIN_NAME}.publish`,
  import: `plugin::${PLUGIN_NAME}.import`,
  export: `plugin::${PLUGIN_NAME}.export`,
  /** Read the 404 inbox. */
  notFoundRead: `plugin::${PLUGIN_NAME}.not-found-read`,
  /** Ignore or delete rows of the 404 inbox. */
  notFoundManage: `plugin::${PLUGIN_NAME}.not-found-manage`,
} as const;
