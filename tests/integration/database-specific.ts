/**
 * Which integration files run on PostgreSQL and MySQL/MariaDB as well as on SQLite, and why.
 *
 * Every file runs on SQLite (`npm test`). The other two databases run the files whose behaviour
 * can differ by database: the code that reaches the database past Strapi's Query Engine (knex
 * builders, raw SQL, transactions, `dialect.client` branches), the tests of several servers on one
 * database, and what the Query Engine itself leaves to the database (collation and case, unique
 * indexes under concurrent writes, lengths and bytes a column refuses). The rest (permissions,
 * input validation before any query, GraphQL shapes, the admin's answers) runs the same SQL
 * through the Query Engine on all three and runs on SQLite only.
 *
 * `tests/unit/database-specific.test.ts` holds the list to the code: every source file with such a
 * site must name the files that exercise it here, and every named file must be in the list.
 */
export const DATABASE_SPECIFIC_FILES: Record<string, string> = {
  'alias-sync.test.ts': 'alias writes in their save transaction, entry rows linked with knex',
  'bad-input.test.ts': 'what a column refuses (length, bytes) differs by database',
  'bad-input-fuzz.test.ts': 'NUL bytes, 4-byte characters and long values reach every column type',
  'breadcrumbs.test.ts': "ancestors' paths read with knex by prefix",
  'bulk-crash.test.ts': 'jobs resumed from rows claimed by conditional writes',
  'bulk-generation.test.ts': 'batches written with knex in transactions, job rows',
  'cascade.test.ts': 'child paths found by prefix and moved in one transaction',
  'concurrent-publish.test.ts': 'several servers on one database',
  'entry-alias.test.ts': 'hand-written paths through the unique index, in the save transaction',
  'entry-alias-redirects.test.ts': "a page move's redirect written in the alias's transaction",
  'instances.test.ts': 'several servers on one database',
  'internal-link.test.ts': 'links read in batches of IN lists',
  'mcp.test.ts': "a tool's redirect written through the rule engine's transaction with the version row locked",
  'not-found.test.ts': 'the 404 inbox upserts (ON CONFLICT / ON DUPLICATE KEY)',
  'not-found-intake.test.ts': 'several servers on one database, batched upserts, the shed count written with knex',
  'path-import.test.ts': 'an import applied in transactions, retried on deadlock',
  'path-import-crash.test.ts': "an import's batches, each one transaction, resumed after a kill",
  'paths.test.ts': "the URL set's version row",
  'patterns.test.ts': 'patterns stored and read back through a transaction; suffixes for taken paths',
  'removal-impact.test.ts': "the dialog's removal of several entries in one transaction, the editor's choices applied after its commit",
  'removal-crash.test.ts': 'a bulk unpublish killed between its commit and its reconciles, resumed from the pending rows',
  'url-lifecycle.test.ts': "removed paths' rules written in the alias's transaction, or after the caller's commits",
  'redirects.test.ts': 'rule writes in transactions with the version row locked; case-sensitive columns',
  'redirects-gone.test.ts': "a null target stored and read back in the rule engine's transaction, spread to the rules that led there",
  'redirects-instances.test.ts': 'several servers on one database',
  'redirects-query.test.ts': "sources with their query compared by the case-sensitive column, the policy's enumeration column",
  'redirects-schedule.test.ts': 'datetime columns read back as each database stores them; the schedule mark moved by a conditional update',
  'redirects-export-hosts.test.ts': "hosts' files written from the manifest, read with knex",
  'redirect-hits-admin.test.ts':
    "last hits written with knex, compared by the Query Engine's datetime filter; bulk changes in one transaction",
  'redirect-hits.test.ts':
    'the redirect hits upserts (ON CONFLICT / ON DUPLICATE KEY), the later last hit kept by the database, the shed count written with knex',
  'redirects-bulk-crash.test.ts': "a bulk delete or unpublish killed in the middle of its transaction, the set's version bumped in it",
  'redirects-bloom.test.ts': "the filter's rules read with knex, the manifest's version row",
  'redirects-manifest.test.ts': 'the manifest read with knex, its version row',
  'redirects-patterns.test.ts':
    "pattern rows found by LIKE and prefix reads in the rule engine's transaction, the set's version read there; live paths read a page at a time",
  'path-policy.test.ts': 'paths folded to lowercase and compared under each collation',
  'redirects-model.test.ts': 'random rule sequences through every write path',
  'redirects-rules.test.ts': 'rule checks against stored rules in the write transaction',
  'redirects-search-plan.test.ts': "SQLite's planner statistics (ANALYZE at startup), which the other two keep themselves",
  'redirects-import-job.test.ts': "an import's job record and its redirects written in one transaction, planned outside it",
  'redirects-transfer.test.ts': 'imports written in transactions',
  'rich-text-links.test.ts': 'links read in batches of IN lists',
  'router.test.ts': 'the router reads the alias table with knex; case-sensitive paths',
  'router-cache.test.ts': "several servers on one database, the alias set's version",
  'sitemap.test.ts': 'the sitemap reads entries and aliases with knex, pages computed in SQL',
  'url-history.test.ts': "history rows written in the alias change's transaction, and rolled back with it",
  'url-alias.test.ts': 'filters, sort and paging of the URL list under each collation',
  'url-alias-admin.test.ts': "the admin list's count with knex, its pages read from either end of each order, the path search per database",
  'list-cursor.test.ts': 'keyset pages of both content API lists: an id range in id order while rows are written',
  'webtools-conversion.test.ts': "Webtools' tables read and converted with knex in one transaction",
};

/**
 * Each source file that reaches the database past the Query Engine, and the files of the list
 * that exercise it.
 */
export const DATABASE_SITES: Record<string, string[]> = {
  'server/src/database/statements.ts': ['alias-sync.test.ts', 'cascade.test.ts'],
  'server/src/database/webtools-tables.ts': ['webtools-conversion.test.ts'],
  'server/src/services/aliases/alias-links.ts': ['alias-sync.test.ts', 'bulk-generation.test.ts'],
  'server/src/services/aliases/alias-save.ts': [
    'alias-sync.test.ts',
    'entry-alias.test.ts',
    'concurrent-publish.test.ts',
    'removal-crash.test.ts',
    'bulk-generation.test.ts',
  ],
  'server/src/services/aliases/alias-store.ts': ['url-alias.test.ts', 'alias-sync.test.ts'],
  'server/src/services/aliases/alias-store-paths.ts': ['patterns.test.ts', 'alias-sync.test.ts'],
  'server/src/services/aliases/alias-store-reads.ts': ['url-alias.test.ts'],
  'server/src/services/aliases/alias-store-list.ts': ['url-alias-admin.test.ts'],
  'server/src/services/aliases/alias-store-router.ts': ['router.test.ts', 'breadcrumbs.test.ts'],
  'server/src/services/aliases/alias-store-sitemap.ts': ['sitemap.test.ts'],
  'server/src/services/aliases/alias-store-writes.ts': ['alias-sync.test.ts', 'bulk-generation.test.ts', 'path-import.test.ts'],
  'server/src/services/aliases/alias-sync.ts': ['alias-sync.test.ts'],
  'server/src/services/aliases/alias-version.ts': ['paths.test.ts', 'router-cache.test.ts'],
  'server/src/services/jobs/bulk-generation.ts': ['bulk-generation.test.ts', 'bulk-crash.test.ts'],
  'server/src/services/jobs/jobs.ts': ['bulk-generation.test.ts', 'bulk-crash.test.ts'],
  'server/src/services/imports/path-import.ts': ['path-import.test.ts'],
  'server/src/services/imports/path-import-job.ts': ['path-import.test.ts', 'path-import-crash.test.ts'],
  'server/src/services/router/router-cache.ts': ['router-cache.test.ts', 'instances.test.ts'],
  'server/src/services/sitemap/sitemap-rows.ts': ['sitemap.test.ts'],
  'server/src/services/patterns/url-pattern.ts': ['patterns.test.ts'],
  'server/src/services/imports/webtools-import.ts': ['webtools-conversion.test.ts'],
  'packages/kit/src/planner-statistics.ts': ['redirects-search-plan.test.ts'],
  'addons/redirects/server/src/services/intake-shed.ts': ['not-found-intake.test.ts', 'redirect-hits.test.ts'],
  'addons/redirects/server/src/services/not-found-write.ts': ['not-found.test.ts', 'not-found-intake.test.ts'],
  'addons/redirects/server/src/services/redirect-hit-write.ts': ['redirect-hits.test.ts'],
  'addons/redirects/server/src/services/removed-urls.ts': ['url-lifecycle.test.ts'],
  'addons/redirects/server/src/services/entry-removal.ts': ['removal-impact.test.ts'],
  'addons/redirects/server/src/services/redirect-engine.ts': [
    'redirects.test.ts',
    'redirects-rules.test.ts',
    'redirects-model.test.ts',
    'redirects-instances.test.ts',
    'redirects-transfer.test.ts',
    'redirects-import-job.test.ts',
    'entry-alias-redirects.test.ts',
    'redirects-patterns.test.ts',
    'redirects-bulk-crash.test.ts',
  ],
  'addons/redirects/server/src/services/redirect-bloom.ts': ['redirects-bloom.test.ts'],
  'addons/redirects/server/src/services/redirect-manifest.ts': ['redirects-manifest.test.ts', 'redirects-export-hosts.test.ts'],
  'packages/kit/src/path-search.ts': ['url-alias-admin.test.ts', 'redirect-hits-admin.test.ts'],
  'packages/kit/src/case-sensitive.ts': ['router.test.ts', 'redirects.test.ts', 'url-alias.test.ts'],
  'packages/kit/src/version-row.ts': ['redirects-manifest.test.ts', 'router-cache.test.ts', 'paths.test.ts'],
};
