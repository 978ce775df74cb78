import type { Core } from '@strapi/strapi';
import type { LinkIn } from '../../../../shared/contracts/removal-impact';
import type { EnabledContentType } from '../../../../shared/contracts/content-types';
import { linkReads } from '../../domain/links/link-reads';
import type { AttributesOf } from '../../domain/links/slots';
import { getService } from '../get-service';
import { linkHolders } from './link-holder';
import type { ReadScope } from '../access';

// Entries read per query.
const BATCH = 200;

type Row = Record<string, unknown> & { id: number; documentId: string; locale?: string | null };

/** The links found to one target: those the admin may see, and how many others there are. */
export interface LinksTo {
  data: LinkIn[];
  hidden: number;
}

/**
 * The links that point at documents about to be removed: "Internal link" fields and `sitetools://`
 * rich-text links in the published entries of the types with sitetools (what the site shows, as
 * the broken-links report reads them). A link from an entry or field the admin may not read in
 * the Content Manager is counted, never described.
 */
const linksIn = ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf: AttributesOf = (uid) => strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0])?.attributes;
  const holders = linkHolders(strapi, attributesOf);

  /** The ids of `rows` the scope's conditions ("Is creator", locales) let the admin read. */
  const readableIds = async (scope: ReadScope, rows: Row[]): Promise<Set<number>> => {
    const ids = rows.map((row) => row.id);
    if (!scope.filters) return new Set(ids);
    const { where } = strapi.get('query-params').transform(scope.type.uid, { filters: scope.filters }) as { where: object };
    const found = (await strapi.db
      .query(scope.type.uid)
      .findMany({ select: ['id'], where: { $and: [{ id: { $in: ids } }, where] } })) as Row[];
    return new Set(found.map((row) => row.id));
  };

  /** The links in the published entries of `type` to `targets` in `locale` (null: any), added to `found`. */
  const scanType = async (
    type: EnabledContentType,
    scope: ReadScope | undefined,
    targets: Set<string>,
    locale: string | null,
    found: Map<string, LinksTo>
  ) => {
    const reads = linkReads(type.uid, attributesOf);
    if (reads.fields.length === 0 && Object.keys(reads.populate).length === 0) return;
    const title = await holders.titleField(type, scope);
    const select = ['id', 'documentId', ...(type.localized ? ['locale'] : []), ...(title ? [title] : []), ...reads.fields];
    for (let afterId = 0; ;) {
      const rows = (await strapi.db.query(type.uid).findMany({
        select,
        populate: reads.populate,
        where: { publishedAt: { $notNull: true }, id: { $gt: afterId } },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as Row[];
      if (rows.length === 0) return;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      const links = getService(strapi, 'links')
        .referencesIn(type.uid, rows)
        .filter(({ target }) => {
          const targetLocale = target.locale ?? target.holderLocale;
          return targets.has(target.documentId) && (locale === null || targetLocale === null || targetLocale === locale);
        });
      if (links.length === 0) continue;
      const readable = scope ? await readableIds(scope, rows) : new Set<number>();
      for (const { entry, field, target } of links) {
        const list = found.get(target.documentId) ?? { data: [], hidden: 0 };
        found.set(target.documentId, list);
        if (!readable.has(entry.id) || !scope?.canRead(field)) list.hidden += 1;
        else list.data.push(holders.holder(type, entry, title, field));
      }
    }
  };

  return {
    /** Per target documentId, the links to it in `locale` (null: in any locale). */
    async to(ability: unknown, documentIds: string[], locale: string | null): Promise<Map<string, LinksTo>> {
      const scopes = new Map((await getService(strapi, 'read-scope').readableTypes(ability)).map((scope) => [scope.type.uid, scope]));
      const found = new Map<string, LinksTo>();
      for (const type of getService(strapi, 'content-types').enabled()) {
        await scanType(type, scopes.get(type.uid), new Set(documentIds), locale, found);
      }
      return found;
    },
  };
};

export default linksIn;
