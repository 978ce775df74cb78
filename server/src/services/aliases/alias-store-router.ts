import type { Core } from '@strapi/strapi';
import { columnOf } from 'sitetools-kit/columns';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';
import { ALIAS_FIELDS, exactMatches, type AliasRow } from './alias-store-rows';

/** The alias store's reads for the router and its cache (part of alias-store): live aliases only. */
export const routerAliasReads = ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => columnOf(strapi, URL_ALIAS_UID, name);

  return {
    /** How many live aliases the site has: whether they all fit in the router cache. */
    countLive(): Promise<number> {
      return strapi.db.query(URL_ALIAS_UID).count({ where: { live: true } });
    },

    /** Up to `limit` live aliases with an id above `afterId`, by id. */
    findLive(afterId: number, limit: number): Promise<AliasRow[]> {
      return strapi.db
        .query(URL_ALIAS_UID)
        .findMany({ select: ALIAS_FIELDS, where: { live: true, id: { $gt: afterId } }, orderBy: { id: 'asc' }, limit });
    },

    /**
     * Live aliases with exactly this path, in every locale, and the live aliases of their entries
     * in the other locales (the router's alternates), in one query: the path index finds the
     * aliases, the one-alias-per-entry index their siblings.
     */
    async findLiveWithSiblings(urlPath: string): Promise<{ atPath: AliasRow[]; siblings: AliasRow[] }> {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const [contenttype, entry, live] = [column('contenttype'), column('entryDocumentId'), column('live')];
      const rows: Array<Record<string, unknown>> = await strapi.db.connection
        .select(ALIAS_FIELDS.map((name) => `sibling.${column(name)}`))
        .from({ at: tableName })
        .join({ sibling: tableName }, (on) => on.on(`sibling.${contenttype}`, `at.${contenttype}`).andOn(`sibling.${entry}`, `at.${entry}`))
        .where(`at.${column('url_path')}`, urlPath)
        .where(`at.${live}`, true)
        .where(`sibling.${live}`, true);
      // An entry whose path is the same in two locales comes back once per match.
      const unique = new Map(rows.map((row) => [Number(row[column('id')]), row]));
      const aliases = [...unique.values()].map((row) => {
        const alias = Object.fromEntries(ALIAS_FIELDS.map((name) => [name, row[column(name)]])) as unknown as AliasRow;
        // SQLite and MySQL give booleans as 1 and 0.
        return { ...alias, id: Number(alias.id), live: true, generated: alias.generated === null ? null : Boolean(alias.generated) };
      });
      return { atPath: exactMatches(aliases, urlPath), siblings: aliases };
    },
  };
};
