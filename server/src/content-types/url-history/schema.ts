/**
 * One path an entry was live at, in one locale, and when: written by services/aliases/url-history
 * in the alias change's transaction. `liveFrom` is null for a path the entry had before the history
 * was kept; `liveUntil` is null while the path is the entry's live path. The rows outlive their
 * entry: a deleted entry's old paths keep their redirects, and the rows cost little.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_url_history',
  info: {
    singularName: 'url-history',
    pluralName: 'url-histories',
    displayName: 'URL history',
    description: 'The paths an entry was live at, per locale.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    // The `locale` column, declared as the alias type declares it.
    i18n: { localized: true },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    path: { type: 'string', required: true, maxLength: 255 },
    contenttype: { type: 'string', required: true },
    entryDocumentId: { type: 'string', required: true },
    liveFrom: { type: 'datetime' },
    liveUntil: { type: 'datetime' },
  },
  indexes: [{ name: 'sitetools_url_history_entry_idx', columns: ['contenttype', 'entry_document_id', 'locale'] }],
};
