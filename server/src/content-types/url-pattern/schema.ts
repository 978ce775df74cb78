/**
 * A URL pattern edited in the admin panel: one per content type and optionally per locale
 * (`localeCode` null means every locale without a pattern of its own). Patterns defined in the
 * plugin config take precedence and are not stored here.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_url_patterns',
  info: {
    singularName: 'url-pattern',
    pluralName: 'url-patterns',
    displayName: 'URL pattern',
    description: 'How the URL paths of a content type are generated.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    contenttype: { type: 'string', required: true },
    localeCode: { type: 'string' },
    pattern: { type: 'string', required: true, maxLength: 255 },
  },
  indexes: [{ name: 'sitetools_url_patterns_type_idx', columns: ['contenttype', 'locale_code'] }],
};
