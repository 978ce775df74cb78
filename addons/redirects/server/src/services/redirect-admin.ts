import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { REDIRECT_UID, type RedirectRulesService } from './redirect-rules';

export interface ListQuery {
  page: number;
  pageSize: number;
  q?: string;
  status_code?: number;
  state?: 'draft' | 'published';
  sort: string;
}

/** What the admin's Redirects page reads and the state changes it makes. */
const redirectAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(REDIRECT_UID as never);

  const assertExists = async (documentId: string) => {
    const row = await strapi.db.query(REDIRECT_UID as never).findOne({ select: ['id'], where: { documentId } });
    if (!row) throw new errors.NotFoundError(`No redirect ${documentId}`);
  };

  return {
    /** A page of redirects (their latest edit), each with whether it is published. */
    async list({ page, pageSize, q, status_code, state, sort }: ListQuery) {
      const filters = {
        ...(q ? { $or: [{ from: { $containsi: q } }, { to: { $containsi: q } }] } : {}),
        ...(status_code ? { status_code } : {}),
      };
      // The draft row holds the latest edit; `hasPublishedVersion` narrows to one state.
      const params = {
        status: 'draft',
        filters,
        ...(state ? { hasPublishedVersion: state === 'published' } : {}),
      };
      const [results, total] = await Promise.all([
        documents().findMany({ ...params, sort, start: (page - 1) * pageSize, limit: pageSize } as never),
        documents().count(params as never),
      ]);
      const ids = (results as Array<{ documentId: string }>).map((r) => r.documentId);
      const published = ids.length
        ? ((await documents().findMany({
            status: 'published',
            filters: { documentId: { $in: ids } },
            fields: ['documentId', 'publishedAt'],
          } as never)) as unknown as Array<{ documentId: string; publishedAt: string }>)
        : [];
      const publishedAt = new Map(published.map((row) => [row.documentId, row.publishedAt]));
      return {
        results: (results as Array<Record<string, unknown> & { documentId: string }>).map((row) => ({
          ...row,
          publishedAt: publishedAt.get(row.documentId) ?? null,
        })),
        pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total },
      };
    },

    async publish(documentId: string) {
      await assertExists(documentId);
      const rules: RedirectRulesService = strapi.plugin('sitetools-addon-redirects').service('redirect-rules');
      return rules.publish(documentId);
    },

    async unpublish(documentId: string) {
      await assertExists(documentId);
      return documents().unpublish({ documentId } as never);
    },

    async delete(documentId: string) {
      await assertExists(documentId);
      await documents().delete({ documentId } as never);
    },

    assertExists,
  };
};

export type RedirectAdminService = ReturnType<typeof redirectAdmin>;
export default redirectAdmin;
