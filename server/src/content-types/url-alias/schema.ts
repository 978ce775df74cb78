/**
 * One URL alias: the path of one entry in one locale.
 *
 * `entryDocumentId` and `contenttype` make resolving a path one indexed read; `live` says whether
 * the owning entry has a published version, so that lists never enumerate a draft's path.
 * `draftPath` is where the entry's draft would go on publish when that differs from its live
 * path: the router's previews (`status=draft`) find a draft there.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_url_aliases',
  info: {
    singularName: 'url-alias',
    pluralName: 'url-aliases',
    displayName: 'URL alias',
    description: 'The URL path of an entry, per locale.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    i18n: { localized: true },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    url_path: { type: 'string', required: true, maxLength: 255 },
    generated: { type: 'boolean' },
    contenttype: { type: 'string', required: true },
    entryDocumentId: { type: 'string', required: true },
    live: { type: 'boolean', default: false, private: true },
    draftPath: { type: 'string', maxLength: 255, private: true },
  },
  indexes: [
    {
      name: 'sitetools_url_aliases_path_locale_uq',
      columns: ['url_path', 'locale'],
      type: 'unique',
    },
    // One alias per entry and locale, even when two saves of the same entry race.
    {
      name: 'sitetools_url_aliases_entry_locale_uq',
      columns: ['contenttype', 'entry_document_id', 'locale'],
      type: 'unique',
    },
    // Previews look drafts up by the path they will publish to.
    {
      name: 'sitetools_url_aliases_draft_path_idx',
      columns: ['draft_path'],
    },
    // The admin list's other orders (by path it reads the unique index above), the id last as in
    // its ORDER BY: any page of a million aliases is an index walk, never a sort of the table.
    { name: 'sitetools_url_aliases_type_id_idx', columns: ['contenttype', 'id'] },
    { name: 'sitetools_url_aliases_locale_id_idx', columns: ['locale', 'id'] },
    { name: 'sitetools_url_aliases_updated_id_idx', columns: ['updated_at', 'id'] },
  ],
};
