import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { chunks } from 'sitetools-kit/statements';
import { tableIn, transactionOf } from '../../database/statements';

/** One entry row pointed at one alias; `replace` when the row points at another alias now. */
export interface AliasLink {
  row: number;
  alias: number;
  replace: boolean;
}

interface LinkTable {
  name: string;
  rowColumn: string;
  aliasColumn: string;
}

/**
 * The `url_alias` relation of opted-in types, read and written as rows of its join table. Through
 * the entry, Strapi would populate the relation with a join on the alias table to read it and, to
 * write it, move the row's `updatedAt` (which the Content Manager compares between draft and
 * published versions) and spend four more queries per save.
 */
const aliasLinks = ({ strapi }: { strapi: Core.Strapi }) => {
  const tableOf = (uid: string): LinkTable => {
    // The database's attribute type leaves out the join table it computes for a relation.
    const { joinTable } = strapi.db.metadata.get(uid).attributes.url_alias as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    };
    return { name: joinTable.name, rowColumn: joinTable.joinColumn.name, aliasColumn: joinTable.inverseJoinColumn.name };
  };

  return {
    /** The alias each of these rows of `uid` points at, by row id (absent: no alias). */
    async read(uid: string, rowIds: number[]): Promise<Map<number, number>> {
      const table = tableOf(uid);
      const trx = await transactionOf(strapi);
      const linked = new Map<number, number>();
      for (const batch of chunks(rowIds)) {
        const rows = (await tableIn(strapi, table.name, trx)
          .select({ row: table.rowColumn, alias: table.aliasColumn })
          .whereIn(table.rowColumn, batch)) as Array<{ row: number; alias: number }>;
        for (const { row, alias } of rows) linked.set(Number(row), Number(alias));
      }
      return linked;
    },

    /**
     * Points rows of `uid` at their aliases, dropping the links they replace first. A link that
     * exists already is kept: two reconciles of one entry that run at once both link its new rows,
     * and the join table's unique index would refuse the second. A row that no longer exists (a
     * concurrent publish replaced it) fails the write with a foreign-key violation, on which the
     * reconcile starts over from the current rows.
     */
    async write(uid: string, links: AliasLink[], given?: Knex.Transaction): Promise<void> {
      if (links.length === 0) return;
      const table = tableOf(uid);
      const trx = await transactionOf(strapi, given);
      const replaced = links.filter((link) => link.replace).map((link) => link.row);
      for (const batch of chunks(replaced)) {
        await tableIn(strapi, table.name, trx).whereIn(table.rowColumn, batch).delete();
      }
      for (const batch of chunks(links)) {
        await tableIn(strapi, table.name, trx)
          .insert(batch.map((link) => ({ [table.rowColumn]: link.row, [table.aliasColumn]: link.alias })))
          // Not ignore(): on MySQL that is INSERT IGNORE, which also drops a row whose entry is gone,
          // silently, instead of failing on the foreign key.
          .onConflict([table.rowColumn, table.aliasColumn])
          .merge([table.aliasColumn]);
      }
    },
  };
};

export default aliasLinks;
