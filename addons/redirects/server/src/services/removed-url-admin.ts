import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { FindRemovedUrls, RemovedUrlRow, RemovedUrlSort } from '../../../shared/contracts/removed-urls';
import { NOT_FOUND_UID } from './not-found-resolve';
import { REMOVED_URL_UID } from './removed-urls';

type RemovedUrlQuery = Required<Pick<FindRemovedUrls.Query, 'page' | 'pageSize' | 'sort'>> &
  Pick<FindRemovedUrls.Query, 'q' | 'contenttype'>;

const COLUMNS = ['id', 'path', 'locale', 'contenttype', 'entryDocumentId', 'removedAt'];

const orderOf = (sort: RemovedUrlSort) => {
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  return [{ [field]: direction }, { id: 'asc' as const }];
};

type QueueRow = Omit<RemovedUrlRow, 'hits' | 'lastSeen'>;
type InboxRow = { path: string; locale: string; hits: number; lastSeen: string };

/** What the admin reads of the removed pages' queue, and its dismissal. */
const removedUrlAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REMOVED_URL_UID);

  /** The 404 reports of each row's path: those in its locale and those that gave none. */
  const withHits = async (queue: QueueRow[]): Promise<RemovedUrlRow[]> => {
    const paths = [...new Set(queue.map((row) => row.path))];
    const inbox = (
      paths.length === 0
        ? []
        : await strapi.db.query(NOT_FOUND_UID).findMany({ select: ['path', 'locale', 'hits', 'lastSeen'], where: { path: { $in: paths } } })
    ) as InboxRow[];
    return queue.map((row) => {
      const reports = inbox.filter((report) => report.path === row.path && (report.locale === row.locale || report.locale === ''));
      const lastSeen =
        reports
          .map((report) => new Date(report.lastSeen).toISOString())
          .sort()
          .pop() ?? null;
      return {
        ...row,
        removedAt: new Date(row.removedAt).toISOString(),
        hits: reports.reduce((sum, report) => sum + report.hits, 0),
        lastSeen,
      };
    });
  };

  return {
    async list({ page, pageSize, q, contenttype, sort }: RemovedUrlQuery): Promise<FindRemovedUrls.Response> {
      const where = { ...(q ? { path: { $containsi: q } } : {}), ...(contenttype ? { contenttype } : {}) };
      const [data, total] = await Promise.all([
        rows().findMany({ select: COLUMNS, where, orderBy: orderOf(sort), offset: (page - 1) * pageSize, limit: pageSize }),
        rows().count({ where }),
      ]);
      return {
        data: await withHits(data as unknown as QueueRow[]),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      };
    },

    /** Takes a path out of the queue: it keeps answering 404. */
    async dismiss(id: number): Promise<void> {
      if (!(await rows().findOne({ select: ['id'], where: { id } }))) throw new errors.NotFoundError(`No removed path ${id}`);
      await rows().delete({ where: { id } });
    },
  };
};

export default removedUrlAdmin;
