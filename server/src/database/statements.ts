import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * The transaction a knex statement must join: `trx` when given, else Strapi's current one, if
 * any. Knex builders do not join Strapi's transaction by themselves, and on SQLite a statement
 * outside it would wait for the one connection that transaction holds (a creation is reconciled
 * inside its save's transaction there, see services/aliases/alias-save).
 */
export const transactionOf = async (strapi: Core.Strapi, trx?: Knex.Transaction): Promise<Knex.Transaction | undefined> =>
  trx ?? (strapi.db.inTransaction() ? (await strapi.db.transaction()).get() : undefined);

/** A knex builder on `table`, in `trx` when given. */
export const tableIn = (strapi: Core.Strapi, table: string, trx?: Knex.Transaction) =>
  trx ? strapi.db.getConnection(table).transacting(trx) : strapi.db.getConnection(table);
