/**
 * Background work that every instance must see the same way: the bulk generation job (key
 * `bulk-generation`) and the recent failures of alias work (key `failures`). Each row is changed
 * only by a conditional write on its `version` (see services/jobs/jobs), so that two instances never
 * both start, claim or finish the same job.
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_jobs',
  info: {
    singularName: 'job',
    pluralName: 'jobs',
    displayName: 'Sitetools job',
    description: 'Shared state of background work.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    key: { type: 'string', required: true },
    version: { type: 'integer', required: true, default: 0 },
    state: { type: 'json' },
  },
  indexes: [{ name: 'sitetools_jobs_key_uq', columns: ['key'], type: 'unique' }],
};
