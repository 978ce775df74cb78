/** Admin panel actions of sitetools; the admin routes' policies and the admin pages use these. */
export const ACTIONS = {
  /** See URLs, patterns and bulk generation progress. */
  read: 'plugin::sitetools.read',
  /** Create, edit and delete URL patterns. */
  patterns: 'plugin::sitetools.patterns',
  /** Start and cancel bulk generation. */
  generate: 'plugin::sitetools.generate',
} as const;

export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

/** The actions as the admin's action provider registers them. */
export const ACTION_DEFINITIONS = [
  { section: 'plugins', displayName: 'Read URLs and patterns', uid: 'read', pluginName: 'sitetools' },
  { section: 'plugins', displayName: 'Manage URL patterns', uid: 'patterns', pluginName: 'sitetools' },
  { section: 'plugins', displayName: 'Run bulk generation', uid: 'generate', pluginName: 'sitetools' },
];
