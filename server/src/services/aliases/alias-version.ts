import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { versionRow } from 'sitetools-kit/version-row';
import type { AliasOwner } from './alias-store';
import { JOB_UID } from '../jobs';

// The row of the jobs table that holds the version of the alias set.
const ALIAS_SET_KEY = 'alias-set';
// Changes this process remembers for its caches; one that falls further behind starts over.
const REMEMBERED_CHANGES = 1000;

/** What an alias write touched: the paths it wrote at or left, and the entries whose aliases it changed. */
export interface AliasChange {
  paths: string[];
  owners: Array<Pick<AliasOwner, 'contenttype' | 'entryDocumentId'>>;
}

/**
 * The version of the URL alias set (sitetools-kit/version-row): bumped in the transaction of every
 * alias write, so that every instance can tell when the aliases changed (the router's cache, ETags).
 * It also keeps the alias writes of this process, which its caches see at once, without a read.
 */
const aliasVersion = ({ strapi }: { strapi: Core.Strapi }) => {
  const row = versionRow(strapi, JOB_UID, ALIAS_SET_KEY);
  let sequence = 0;
  const recent: AliasChange[] = [];
  const record = (change: AliasChange) => {
    sequence += 1;
    recent.push(change);
    if (recent.length > REMEMBERED_CHANGES) recent.shift();
  };

  return {
    /** Makes sure the version row exists (at startup, before any alias write). */
    ensure: () => row.ensure(),

    /** The version every instance reads: it changes with every committed alias write. */
    read: () => row.read(),

    /**
     * How many alias writes this process has recorded. Each write is recorded when it is made and
     * again when its transaction commits: a cache that read the aliases in between keeps nothing
     * it read then.
     */
    sequence: () => sequence,

    /** The writes recorded after `since` (a `sequence()`), or null when they are no longer all kept. */
    changesSince(since: number): AliasChange[] | null {
      if (sequence - since > recent.length) return null;
      return recent.slice(recent.length - (sequence - since));
    },

    /** Records an alias write made in `trx`: call it in that transaction, after the write. */
    async bump(trx: Knex.Transaction, onCommit: (callback: () => void) => void, change: AliasChange): Promise<void> {
      await row.bump(trx);
      record(change);
      onCommit(() => record(change));
    },
  };
};

export default aliasVersion;
