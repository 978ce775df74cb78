/**
 * A document write whose alias reconcile has not finished: written in the write's own transaction
 * and deleted once the reconcile after its commit is done, so that a process killed between the
 * two leaves a row that another instance (or this one, restarted) reconciles (see
 * services/aliases/pending-reconciles).
 */
export default {
  kind: 'collectionType',
  collectionName: 'sitetools_pending_reconciles',
  info: {
    singularName: 'pending-reconcile',
    pluralName: 'pending-reconciles',
    displayName: 'Sitetools pending reconcile',
    description: 'Document writes whose URL work is still to be done.',
  },
  options: { draftAndPublish: false },
  pluginOptions: {
    'content-manager': { visible: false },
    'content-type-builder': { visible: false },
  },
  attributes: {
    contenttype: { type: 'string', required: true },
    entryDocumentId: { type: 'string', required: true },
    // The entry's aliases as the write found them: what a recovered reconcile announces from.
    before: { type: 'json' },
  },
  indexes: [{ name: 'sitetools_pending_reconciles_created_idx', columns: ['created_at'] }],
};
