/**
 * How often each redirect rule was applied, as front-ends report it (`POST
 * /api/sitetools/redirects/hits`): one row per rule identity, its source as stored (`from`, pattern
 * text and `?query` included) and its `locale` ('' for a rule of every locale: NULLs never
 * conflict in a unique index). Keyed by identity, not by document, so the count survives
 * republishing and edits of the target; a hit is one upsert on the unique index.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_redirect_hits',
  info: {
    singularName: 'redirect-hit',
    pluralName: 'redirect-hits',
    displayName: 'Redirect hits',
    description: 'How often front-ends applied a redirect rule.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    // The `locale` column the unique index needs, declared as the 404 inbox declares it.
    i18n: { localized: true },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    from: { type: 'string', required: true, maxLength: 255 },
    hits: { type: 'integer', required: true, default: 0 },
    lastHit: { type: 'datetime', required: true },
  },
  indexes: [
    { name: 'sitetools_redirect_hits_from_locale_uq', columns: ['from', 'locale'], type: 'unique' },
    // The Redirects page's "unused for N days" filter.
    { name: 'sitetools_redirect_hits_last_hit_idx', columns: ['last_hit'] },
  ],
};
