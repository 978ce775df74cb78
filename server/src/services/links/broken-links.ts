import type { Core } from '@strapi/strapi';
import type { BrokenLink } from '../../../../shared/contracts/internal-link';
import { linkReads } from '../../domain/links/link-reads';
import type { AttributesOf } from '../../domain/links/slots';
import { getService } from '../get-service';
import { linkHolders } from './link-holder';
import type { ReadScope } from '../access';

// Entries read per query, and the most rows a report lists (an editor fixes them a page at a time).
const BATCH = 200;
const LIMIT = 500;

type Row = Record<string, unknown> & { id: number; documentId: string; locale?: string | null };

/**
 * The report of broken links: links in published entries (what the site shows), in their own
 * fields, components and dynamic zones, whose target has no live path. Read type by type in
 * batches, each batch's components populated in a query per component type, and only the entries
 * and fields the admin may read in the Content Manager.
 */
const brokenLinks = ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf: AttributesOf = (uid) => strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0])?.attributes;
  const holders = linkHolders(strapi, attributesOf);

  /** What to read of one type's published entries to find their links, of those the admin may read; null: no links. */
  const queryOf = ({ type, filters }: ReadScope, title: string | null) => {
    const reads = linkReads(type.uid, attributesOf);
    if (reads.fields.length === 0 && Object.keys(reads.populate).length === 0) return null;
    const select = ['id', 'documentId', ...(type.localized ? ['locale'] : []), ...(title ? [title] : []), ...reads.fields];
    // The read conditions are Document Service filters; the Query Engine takes them as `where`.
    const conditions = filters ? [(strapi.get('query-params').transform(type.uid, { filters }) as { where: object }).where] : [];
    return { select, populate: reads.populate, conditions };
  };

  /** The broken links of one type's published entries, until `room` rows are found. */
  const scanType = async (scope: ReadScope, room: number): Promise<BrokenLink[]> => {
    const { type } = scope;
    const title = await holders.titleField(type, scope);
    const query = queryOf(scope, title);
    if (!query) return [];
    const found: BrokenLink[] = [];
    for (let afterId = 0; found.length < room;) {
      const rows = (await strapi.db.query(type.uid).findMany({
        select: query.select,
        populate: query.populate,
        where: { $and: [{ publishedAt: { $notNull: true }, id: { $gt: afterId } }, ...query.conditions] },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as Row[];
      if (rows.length === 0) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      // In the entries' order, then by field: components come back in no set order on PostgreSQL.
      const position = new Map(rows.map((row, index) => [row, index]));
      const broken = (await getService(strapi, 'links').broken(type.uid, rows)).sort(
        (a, b) => (position.get(a.entry) ?? 0) - (position.get(b.entry) ?? 0) || (a.field < b.field ? -1 : a.field > b.field ? 1 : 0)
      );
      for (const { entry, field, target } of broken) {
        // A field the role may not read is not shown, nor the links it holds.
        if (!scope.canRead(field)) continue;
        found.push({
          ...holders.holder(type, entry, title, field),
          target: { documentId: target.documentId, locale: target.locale ?? null },
        });
      }
    }
    return found;
  };

  return {
    /** Up to 500 broken links in published entries of the types with sitetools the admin may read. */
    async report(ability: unknown): Promise<{ data: BrokenLink[]; truncated: boolean }> {
      const data: BrokenLink[] = [];
      for (const scope of await getService(strapi, 'read-scope').readableTypes(ability)) {
        data.push(...(await scanType(scope, LIMIT + 1 - data.length)));
        if (data.length > LIMIT) return { data: data.slice(0, LIMIT), truncated: true };
      }
      return { data, truncated: false };
    },
  };
};

export default brokenLinks;
