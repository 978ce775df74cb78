import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { FindNotFound, NotFoundRow, NotFoundSort } from '../../../shared/contracts/not-found';
import { getCoreService } from './get-service';
import { NOT_FOUND_UID } from './not-found-resolve';
import { shedCounter } from './intake-shed';

type NotFoundListQuery = Required<Pick<FindNotFound.Query, 'page' | 'pageSize' | 'sort' | 'ignored'>> & Pick<FindNotFound.Query, 'q'>;

const COLUMNS = ['id', 'path', 'locale', 'hits', 'firstSeen', 'lastSeen', 'referrer', 'ignored'];
const SUGGESTIONS = 5;

const orderOf = (sort: NotFoundSort) => {
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  // Equal hits or times list the same way on every database.
  return [{ [field]: direction }, { id: 'asc' as const }];
};

/** What the admin's Not found page reads and changes in the 404 inbox. */
const notFoundAdmin = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(NOT_FOUND_UID);

  const find = async (id: number): Promise<NotFoundRow> => {
    // The query engine answers with untyped rows of the not-found schema.
    const row = (await rows().findOne({ select: COLUMNS, where: { id } })) as NotFoundRow | null;
    if (!row) throw new errors.NotFoundError(`No 404 inbox row ${id}`);
    return row;
  };

  return {
    /** A page of the open (or the ignored) rows, and the reports the intake shed at its budget. */
    async list({ page, pageSize, q, ignored, sort }: NotFoundListQuery): Promise<FindNotFound.Response> {
      const where = { ignored, ...(q ? { path: { $containsi: q } } : {}) };
      const [data, total, shed] = await Promise.all([
        rows().findMany({ select: COLUMNS, where, orderBy: orderOf(sort), offset: (page - 1) * pageSize, limit: pageSize }),
        rows().count({ where }),
        shedCounter(strapi, 'notFound').read(),
      ]);
      return {
        // Untyped rows again; the response is JSON, where their dates become the contract's strings.
        data: data as unknown as NotFoundRow[],
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total }, shed },
      };
    },

    /** The rows of `path`, one per locale reported (`''`: none given). */
    async rowsAt(path: string): Promise<NotFoundRow[]> {
      const found = (await rows().findMany({ select: COLUMNS, where: { path }, orderBy: { locale: 'asc' } })) as NotFoundRow[];
      // MySQL and MariaDB ignore trailing spaces when comparing strings: keep exact matches only.
      return found.filter((row) => row.path === path);
    },

    /** The live paths closest to the row's path, in its locale when it has one. */
    async suggestions(id: number): Promise<string[]> {
      const { path, locale } = await find(id);
      return getCoreService(strapi, 'paths').closest(path, { locale: locale || undefined, limit: SUGGESTIONS });
    },

    /** Moves a row out of the open list; it keeps counting. */
    async ignore(id: number): Promise<NotFoundRow> {
      await find(id);
      await rows().update({ where: { id }, data: { ignored: true } });
      return find(id);
    },

    async delete(id: number): Promise<void> {
      await find(id);
      await rows().delete({ where: { id } });
    },
  };
};

export default notFoundAdmin;
