import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AdminRedirect, FindRedirects, RedirectState } from '../../../shared/contracts/redirects';
import { REDIRECT_UID, type RedirectRulesService } from './redirect-rules';

export type ListQuery = Required<Pick<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>> &
  Omit<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>;

type Row = Omit<AdminRedirect, 'state' | 'publishedAt'>;
type PublishedRow = Pick<AdminRedirect, 'documentId' | 'publishedAt' | 'from' | 'to' | 'status_code'>;

/** The state of a draft row given its published row, if any: `modified` when they differ. */
const stateOf = (draft: Row, published: PublishedRow | undefined): RedirectState => {
  if (!published) return 'draft';
  const same = draft.from === published.from && draft.to === published.to && draft.status_code === published.status_code;
  return same ? 'published' : 'modified';
};

/** What the admin's Redirects page reads and the state changes it makes. */
const redirectAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(REDIRECT_UID as never);

  const assertExists = async (documentId: string) => {
    const row = await strapi.db.query(REDIRECT_UID as never).findOne({ select: ['id'], where: { documentId } });
    if (!row) throw new errors.NotFoundError(`No redirect ${documentId}`);
  };

  return {
    /** A page of redirects (their latest edit), each with its publication state. */
    async list({ page, pageSize, q, status_code, state, sort }: ListQuery): Promise<FindRedirects.Response> {
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
      const drafts = results as unknown as Row[];
      const ids = drafts.map((r) => r.documentId);
      const published = ids.length
        ? ((await documents().findMany({
            status: 'published',
            filters: { documentId: { $in: ids } },
            fields: ['documentId', 'publishedAt', 'from', 'to', 'status_code'],
          } as never)) as unknown as PublishedRow[])
        : [];
      const publishedOf = new Map(published.map((row) => [row.documentId, row]));
      return {
        results: drafts.map((row) => {
          const live = publishedOf.get(row.documentId);
          return { ...row, publishedAt: live?.publishedAt ?? null, state: stateOf(row, live) };
        }),
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
