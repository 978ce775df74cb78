/**
 * The removed pages' queue: one row per (path, locale) that stopped being served when its entry
 * was unpublished or deleted under the `none` removal policy, so that its visitors get a plain
 * 404. A row leaves the queue when a published redirect starts at the path, when the path is
 * live again, or when an admin dismisses it. `locale` is the alias's (a type that is not
 * localized keeps its paths in one locale).
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_removed_urls',
  info: {
    singularName: 'removed-url',
    pluralName: 'removed-urls',
    displayName: 'Removed page path',
    description: 'A path that answers 404 since its entry was removed.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    // The `locale` column the unique index needs, declared as the 404 inbox declares it.
    i18n: { localized: true },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    path: { type: 'string', required: true, maxLength: 255 },
    contenttype: { type: 'string', required: true },
    entryDocumentId: { type: 'string', required: true },
    removedAt: { type: 'datetime', required: true },
  },
  indexes: [
    { name: 'sitetools_removed_urls_path_locale_uq', columns: ['path', 'locale'], type: 'unique' },
    { name: 'sitetools_removed_urls_removed_at_idx', columns: ['removed_at'] },
  ],
};
