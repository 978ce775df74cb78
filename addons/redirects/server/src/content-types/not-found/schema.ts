/**
 * The 404 inbox: one row per (path, locale) a front-end reported as not found, with how often and
 * when. A hit is one upsert on the unique index, never a row of its own; no IP address or user
 * agent is kept. `locale` is '' when the front-end gave none (NULLs never conflict in a unique
 * index, so '' keeps one row per path). The table is bounded by the `notFound.maxRows` config.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_not_found',
  info: {
    singularName: 'not-found',
    pluralName: 'not-founds',
    displayName: 'Not found path',
    description: 'A path front-ends reported as not found.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    // The `locale` column the unique index needs, declared as the core's URL aliases declare it.
    i18n: { localized: true },
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    path: { type: 'string', required: true, maxLength: 255 },
    hits: { type: 'integer', required: true, default: 1 },
    firstSeen: { type: 'datetime', required: true },
    lastSeen: { type: 'datetime', required: true },
    // The last referrer reported, cut to the intake's limit.
    referrer: { type: 'text' },
    // An admin chose Ignore: still counted, but listed only on request.
    ignored: { type: 'boolean', default: false },
  },
  indexes: [
    { name: 'sitetools_not_found_path_locale_uq', columns: ['path', 'locale'], type: 'unique' },
    // The trim drops the least-hit, oldest rows first; the page lists by hits or last seen.
    { name: 'sitetools_not_found_hits_idx', columns: ['hits', 'last_seen'] },
    { name: 'sitetools_not_found_last_seen_idx', columns: ['last_seen'] },
  ],
};
