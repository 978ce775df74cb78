import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { RemovalAction } from '../../../shared/contracts/removals';
import type { RemovalPolicy } from '../domain/removal-policy';
import { withRemovalChoices } from './removal-choices';

/** The Content Manager's action that an editor needs on each entry for each removal. */
const CONTENT_MANAGER_ACTION: Record<RemovalAction, string> = {
  unpublish: 'plugin::content-manager.explorer.publish',
  delete: 'plugin::content-manager.explorer.delete',
};

interface Checker {
  can(action: string, entity?: object): boolean;
  sanitizedQuery(query: object, action: string): Promise<object>;
}

/** The Content Manager's populate builder: what to read of an entry so its conditions can be checked. */
type PopulateBuilder = (uid: string) => { populateFromQuery(query: object): { build(): Promise<object> } };

type Documents = ReturnType<Core.Strapi['documents']>;

/**
 * Unpublishes or deletes entries as the Content Manager does, through the Document Service, with
 * the editor's removal policy per entry in effect for the redirects the removal leaves: the choice
 * and the removal are one request, so no other removal can take the choice, nor this one miss it.
 */
const entryRemoval = ({ strapi }: { strapi: Core.Strapi }) => ({
  async remove(
    ability: unknown,
    action: RemovalAction,
    uid: string,
    request: { locale?: string; entries: Array<{ documentId: string; policy?: RemovalPolicy }> }
  ): Promise<Array<{ documentId: string }>> {
    const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!model) throw new errors.NotFoundError(`no content type ${uid}`);
    if (action === 'unpublish' && !model.options?.draftAndPublish) throw new errors.ValidationError(`${uid} has no draft and publish`);
    // The Content Manager's own checker, so that a condition ("Is creator") holds here as in its views.
    const checker: Checker = strapi.plugin('content-manager').service('permission-checker').create({ userAbility: ability, model: uid });
    const documents = strapi.documents(uid as Parameters<Core.Strapi['documents']>[0]) as Documents;
    const locale = request.locale;
    // The relations the permission's conditions read ("Is creator": createdBy), as the Content
    // Manager's own unpublish and delete populate them before checking the entry.
    const conditions = await checker.sanitizedQuery({}, CONTENT_MANAGER_ACTION[action]);
    const builder: PopulateBuilder = strapi.plugin('content-manager').service('populate-builder');
    const populate = (await builder(uid).populateFromQuery(conditions).build()) as Parameters<Documents['findOne']>[0]['populate'];
    for (const { documentId } of request.entries) {
      const entry = await documents.findOne({
        documentId,
        locale,
        populate,
        ...(action === 'unpublish' ? { status: 'published' as const } : {}),
      });
      if (!entry) throw new errors.NotFoundError(`no ${action === 'unpublish' ? 'published ' : ''}entry ${documentId}`);
      if (!checker.can(CONTENT_MANAGER_ACTION[action], entry)) throw new errors.ForbiddenError(`you may not ${action} entry ${documentId}`);
    }
    const choices = request.entries.flatMap(({ documentId, policy }) =>
      policy === undefined ? [] : [{ contenttype: uid, documentId, locale: locale ?? null, policy }]
    );
    // One transaction, as the Content Manager's bulk actions: every entry is removed or none, and
    // their paths' changes are reconciled and announced together once it has committed.
    return withRemovalChoices(choices, () =>
      strapi.db.transaction(async () => {
        const done = [];
        for (const { documentId } of request.entries) {
          if (action === 'unpublish') await documents.unpublish({ documentId, locale });
          else await documents.delete({ documentId, locale });
          done.push({ documentId });
        }
        return done;
      })
    );
  },
});

export default entryRemoval;
