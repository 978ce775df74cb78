import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { versionRow } from 'sitetools-kit/version-row';
import { JOB_UID } from './jobs';

// The row of the jobs table that holds the version of the alias set.
const ALIAS_SET_KEY = 'alias-set';

/**
 * The version of the URL alias set (sitetools-kit/version-row): bumped in the transaction of every
 * alias write, so that every instance can tell when the aliases changed (the router's cache, ETags).
 * It also counts the alias writes of this process, which its caches see at once, without a read.
 */
const aliasVersion = ({ strapi }: { strapi: Core.Strapi }) => {
  const row = versionRow(strapi, JOB_UID, ALIAS_SET_KEY);
  let localWrites = 0;
  const counted = () => {
    localWrites += 1;
  };

  return {
    /** Makes sure the version row exists (at startup, before any alias write). */
    ensure: () => row.ensure(),

    /** The version every instance reads: it changes with every committed alias write. */
    read: () => row.read(),

    /**
     * Alias writes this process has made so far. It moves when a write is made and again when its
     * transaction commits: a cache that read the aliases in between keeps nothing it read then.
     */
    localWrites: () => localWrites,

    /** Records an alias write made in `trx`: call it in that transaction, after the write. */
    async bump(trx: Knex.Transaction, onCommit: (callback: () => void) => void): Promise<void> {
      await row.bump(trx);
      counted();
      onCommit(counted);
    },
  };
};

export type AliasVersionService = ReturnType<typeof aliasVersion>;
export default aliasVersion;
