/**
 * One redirect rule. Draft & publish: only published rules are served to the front-end.
 * `from` is unique per locale among redirects (checked by the service: draft and published rows
 * of one rule share it, so a database unique index cannot express it); the index makes a lookup
 * by `from` cheap. The rule's `locale` (null: every locale) is the `locale` column Strapi's i18n
 * plugin adds to every content type (see register.ts): the type itself is not localized.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_redirects',
  info: {
    singularName: 'redirect',
    pluralName: 'redirects',
    displayName: 'Redirect',
    description: 'A redirect from a path to a path or URL.',
  },
  options: { draftAndPublish: true },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    from: { type: 'string', required: true, maxLength: 255 },
    // A `string` column is varchar(255) on PostgreSQL and MySQL; targets are limited to that, which
    // keeps `to` indexable on MySQL (repointing looks redirects up by target).
    // Null for a gone path (410, 451), which leads nowhere.
    to: { type: 'string', maxLength: 255 },
    status_code: { type: 'integer', required: true },
    // What the rule does with the visitor's query string (null in rows from before: pass).
    query: { type: 'enumeration', enum: ['pass', 'ignore', 'exact'], default: 'pass' },
    // A schedule: the rule applies from activeFrom (null: always has) until activeUntil (null: never ends).
    activeFrom: { type: 'datetime' },
    activeUntil: { type: 'datetime' },
  },
  indexes: [
    { name: 'sitetools_redirects_from_idx', columns: ['from'] },
    { name: 'sitetools_redirects_to_idx', columns: ['to'] },
    // The Redirects page's default order, the latest edits first: drafts (published_at null) by
    // update, the id last as in its ORDER BY, so that any page is an index walk, never a sort.
    { name: 'sitetools_redirects_state_updated_idx', columns: ['published_at', 'updated_at', 'id'] },
  ],
};
