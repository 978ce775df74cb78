/** Admin panel actions of sitetools; the admin routes' policies and the admin pages use these. */
export const ACTIONS = {
  /** See URLs, patterns and bulk generation progress. */
  read: 'plugin::sitetools.read',
  /** Create, edit and delete URL patterns. */
  patterns: 'plugin::sitetools.patterns',
  /** Start and cancel bulk generation. */
  generate: 'plugin::sitetools.generate',
  /**
   * Import paths: set the hand-written paths of any entries (or hand them back to their patterns),
   * from a file or converted from what Strapi Webtools left in the database.
   */
  importPaths: 'plugin::sitetools.paths.import',
  /**
   * Write an entry's path by hand or switch it back to generated (the edit-view panel's choice),
   * on top of the Content Manager's create or update permission on the entry. A content-types
   * action: granted per content type, with the Content Manager's conditions.
   */
  editEntryUrls: 'plugin::sitetools.entry-url.edit',
} as const;

export type Action = (typeof ACTIONS)[keyof typeof ACTIONS];

/** The actions as the admin's action provider registers them. */
export const ACTION_DEFINITIONS = [
  { section: 'plugins', displayName: 'Read URLs and patterns', uid: 'read', pluginName: 'sitetools' },
  { section: 'plugins', displayName: 'Manage URL patterns', uid: 'patterns', pluginName: 'sitetools' },
  { section: 'plugins', displayName: 'Run bulk generation', uid: 'generate', pluginName: 'sitetools' },
  { section: 'plugins', displayName: 'Import paths', uid: 'paths.import', pluginName: 'sitetools' },
];

/**
 * "Edit entry URLs" as the action provider registers it: a column of the role editor's content
 * type matrix for `subjects`, the content types with URL aliases (the i18n plugin adds its
 * locales property to every content-types action, so a role can also limit it by locale).
 */
export const entryUrlActionDefinition = (subjects: string[]) => ({
  section: 'contentTypes',
  displayName: 'Edit entry URLs',
  uid: 'entry-url.edit',
  pluginName: 'sitetools',
  subjects,
});
