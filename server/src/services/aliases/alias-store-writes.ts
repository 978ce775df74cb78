import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { columnOf } from 'sitetools-kit/columns';
import { documentIdGenerator } from 'sitetools-kit/document-id';
import { URL_ALIAS_UID } from '../../../../shared/contracts/url-alias';
import { tableIn } from '../../database/statements';
import { isForeignKeyViolation, isUniqueViolation } from '../../database/errors';
import type { AliasChange } from './alias-version';
import { getService } from '../get-service';
import type { AliasOwner, AliasRow } from './alias-store-rows';

/** Another save of the same entry created its alias first; reconciling again picks it up. */
class AliasExistsError extends Error {
  constructor(readonly owner: AliasOwner) {
    super(`An alias of ${owner.contenttype} ${owner.entryDocumentId} (${owner.locale}) already exists`);
  }
}

/**
 * The alias no longer holds what the reconcile read (a concurrent reconcile of the same entry
 * moved it or changed its visibility): the write was not made, and reconciling again, reading
 * everything, decides from the current state.
 */
class AliasChangedError extends Error {
  constructor(readonly alias: Pick<AliasRow, 'id' | 'url_path' | 'live'>) {
    super(`URL alias ${alias.id} changed since it was read at ${alias.url_path} (${alias.live ? 'live' : 'not live'})`);
  }
}

/**
 * A reconcile lost a race to a concurrent save of the same entry, and reconciling again from
 * scratch, reading everything, decides right: the other save created the entry's alias first,
 * changed it since it was read, or replaced an entry row being linked (a publish deletes the
 * published row and inserts a new one, so the link fails on its foreign key).
 */
export const isLostRace = (error: unknown): boolean =>
  error instanceof AliasExistsError || error instanceof AliasChangedError || isForeignKeyViolation(error);

/**
 * How the alias store writes rows (part of alias-store): every write in one transaction with the
 * alias-set version's bump, inserts without the Query Engine, the conditional update that notices
 * a concurrent reconcile, and the errors that tell a lost race.
 */
export const aliasWrites = ({ strapi }: { strapi: Core.Strapi }) => {
  const column = (name: string) => columnOf(strapi, URL_ALIAS_UID, name);

  /**
   * Runs an alias write and bumps the alias-set version after it, in one transaction (the current
   * one, if any): every instance sees the version move exactly when the write commits.
   */
  const writing = async <T>(change: AliasChange, write: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      const result = await write(trx);
      await getService(strapi, 'alias-version').bump(trx, onCommit, change);
      return result;
    });

  /**
   * Inserts alias rows (at most the kit's MAX_ROWS_PER_STATEMENT) with one statement in `trx`, resolving with
   * the first row's id. Each row gets what the Query Engine would give it: a document id from the
   * model's own generator, its timestamps, and `publishedAt` (the type has no drafts). Through the
   * Query Engine, which processes every attribute and runs the lifecycles, one alias cost about
   * four times the insert itself on a creation. Sitetools announces alias changes with its own
   * events (shared/contracts/events), not with the Query Engine's lifecycles.
   */
  const insert = async (aliases: Array<Omit<AliasRow, 'id'>>, trx: Knex.Transaction): Promise<number> => {
    const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
    const newDocumentId = documentIdGenerator(strapi, URL_ALIAS_UID);
    const now = new Date();
    const rows = aliases.map((alias) =>
      Object.fromEntries(
        Object.entries({ ...alias, documentId: newDocumentId(), createdAt: now, updatedAt: now, publishedAt: now }).map(([name, value]) => [
          column(name),
          value,
        ])
      )
    );
    const statement = tableIn(strapi, tableName, trx).insert(rows);
    const [first] = (await (strapi.db.dialect.useReturning() ? statement.returning('id') : statement)) as Array<number | { id: number }>;
    return Number(typeof first === 'object' ? first.id : first);
  };

  /**
   * Writes `data` over alias `read` only if the row still holds the path and visibility it was
   * read with (and, with `handWritten`, is still hand-written), in one statement: the Query
   * Engine's update reads the row, then writes it by id, which lets a concurrent write slip in
   * between. Throws AliasChangedError when the row changed. Two reconciles of one entry interleave
   * when two saves of it commit close together (on PostgreSQL and MySQL each reconciles after its
   * commit, on one instance or several); unchecked, each wrote what it had decided from a state
   * the other had changed since: the path could end on the title of the publish that lost, and a
   * move announced from a path the alias had already left lost the redirect from the path it did
   * leave.
   */
  const updateIfUnchanged = async (
    read: AliasRow,
    data: Partial<Pick<AliasRow, 'url_path' | 'live' | 'generated'>>,
    { handWritten = false } = {}
  ): Promise<void> => {
    const paths = [read.url_path, ...(data.url_path === undefined ? [] : [data.url_path])];
    await writing({ paths, owners: [read] }, async (trx) => {
      const { tableName } = strapi.db.metadata.get(URL_ALIAS_UID);
      const live = column('live');
      const statement = tableIn(strapi, tableName, trx)
        .where(column('id'), read.id)
        .where(column('url_path'), read.url_path)
        // A row written before `live` existed holds null, which reads as not live.
        .where((where) => (read.live ? where.where(live, true) : where.where(live, false).orWhereNull(live)));
      if (handWritten) statement.whereNull(column('generated'));
      // `updatedAt` always changes, so MySQL counts the row as changed even when `data` does not.
      const changes = Object.entries({ ...data, updatedAt: new Date() }).map(([name, value]) => [column(name), value]);
      const updated = await statement.update(Object.fromEntries(changes));
      // Nothing written, nothing to announce: the transaction rolls back on the throw.
      if (Number(updated) !== 1) throw new AliasChangedError(read);
    });
  };

  /**
   * What to throw for a failed write of `owner`'s alias: a unique index may have refused it for
   * the entry (another save created its alias first) rather than for the path.
   */
  const refusalOf = async (error: unknown, owner: AliasOwner): Promise<unknown> =>
    isUniqueViolation(error) && (await strapi.db.query(URL_ALIAS_UID).findOne({ select: ['id'], where: { ...owner } }))
      ? new AliasExistsError(owner)
      : error;

  return { writing, insert, updateIfUnchanged, refusalOf };
};
