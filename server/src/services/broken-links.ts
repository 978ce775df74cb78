import type { Core } from '@strapi/strapi';
import type { BrokenLink } from '../../../shared/contracts/internal-link';
import { INTERNAL_LINK_FIELD } from '../../../shared/contracts/internal-link';
import type { EnabledContentType } from '../../../shared/contracts/content-types';
import { getService } from './get-service';
import { CONTENT_MANAGER_READ, type AdminAbility } from './link-targets';

// Entries read per query, and the most rows a report lists (an editor fixes them a page at a time).
const BATCH = 200;
const LIMIT = 500;

type Row = Record<string, unknown> & { id: number; documentId: string; locale?: string | null };

/**
 * The report of broken links: links in published entries (what the site shows) whose target has
 * no live path, read type by type in batches. It reads the fields of the entry itself; links inside
 * components are not reported.
 */
const brokenLinks = ({ strapi }: { strapi: Core.Strapi }) => {
  const attributesOf = (uid: string): Record<string, { type?: string; customField?: string }> =>
    strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0])?.attributes ?? {};
  const linkFields = (uid: string): string[] =>
    Object.entries(attributesOf(uid))
      .filter(([, { type, customField }]) => customField === INTERNAL_LINK_FIELD || type === 'blocks' || type === 'richtext')
      .map(([name]) => name);

  /** The broken links of one type's published entries, until `room` rows are found. */
  const scanType = async (type: EnabledContentType, room: number): Promise<BrokenLink[]> => {
    const fields = linkFields(type.uid);
    if (fields.length === 0) return [];
    const mainField = await getService(strapi, 'content-types').mainField(type.uid);
    const title = mainField in attributesOf(type.uid) ? mainField : null;
    const select = ['id', 'documentId', 'locale', ...(title ? [title] : []), ...fields].filter(
      (name) => name !== 'locale' || type.localized
    );
    const found: BrokenLink[] = [];
    for (let afterId = 0; found.length < room;) {
      const rows = (await strapi.db.query(type.uid).findMany({
        select,
        where: { publishedAt: { $notNull: true }, id: { $gt: afterId } },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as Row[];
      if (rows.length === 0) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      for (const { entry, field, target } of await getService(strapi, 'links').broken(type.uid, rows)) {
        const row = entry as Row;
        found.push({
          contentType: type.uid,
          contentTypeName: type.displayName,
          documentId: row.documentId,
          locale: row.locale ?? null,
          title: title ? ((row[title] as string | null | undefined) ?? null) : null,
          field,
          target: { documentId: target.documentId, locale: target.locale ?? null },
        });
      }
    }
    return found;
  };

  return {
    /** Up to 500 broken links in published entries of the types with sitetools the admin may read. */
    async report(ability: AdminAbility): Promise<{ data: BrokenLink[]; truncated: boolean }> {
      const types = getService(strapi, 'content-types')
        .enabled()
        .filter((type) => ability.can(CONTENT_MANAGER_READ, type.uid));
      const data: BrokenLink[] = [];
      for (const type of types) {
        data.push(...(await scanType(type, LIMIT + 1 - data.length)));
        if (data.length > LIMIT) return { data: data.slice(0, LIMIT), truncated: true };
      }
      return { data, truncated: false };
    },
  };
};

export default brokenLinks;
