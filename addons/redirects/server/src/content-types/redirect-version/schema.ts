/**
 * The version of the redirect set: one row, bumped first thing in every transaction that writes
 * redirects. The bump takes the row's lock (PostgreSQL, MySQL/MariaDB; SQLite has one writer),
 * so writes are serialised across requests and instances, and each plans from what the previous
 * one committed. Front-ends can also tell from it whether the redirects changed.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_redirect_versions',
  info: {
    singularName: 'redirect-version',
    pluralName: 'redirect-versions',
    displayName: 'Redirect set version',
    description: 'Bumped by every redirect write.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    key: { type: 'string', required: true },
    version: { type: 'integer', required: true, default: 0 },
  },
  indexes: [{ name: 'sitetools_redirect_versions_key_uq', columns: ['key'], type: 'unique' }],
};
