import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/** Strapi Webtools' alias content type, as an app that ran it has it in its stored schema. */
const WEBTOOLS_ALIAS_UID = 'plugin::webtools.url-alias';
/** Webtools' tables (its content types' collection names). */
const WEBTOOLS_ALIAS_TABLE = 'wt_url_alias';
const WEBTOOLS_PATTERN_TABLE = 'wt_url_patterns';
/**
 * Which entry each Webtools alias belonged to, copied out of the join tables Webtools shared with
 * sitetools. Strapi never created it, so its schema sync leaves it alone.
 */
const WEBTOOLS_LINK_TABLE = 'sitetools_webtools_links';

type ContentTypes = Record<string, { collectionName?: string; attributes?: Record<string, { target?: string }> }>;

/** An entry row that pointed at a Webtools alias. */
export interface WebtoolsLink {
  contenttype: string;
  entry_document_id: string;
  alias_id: number;
  published: boolean;
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}

const createLinkTable = async (knex: Knex | Knex.Transaction) => {
  if (await knex.schema.hasTable(WEBTOOLS_LINK_TABLE)) return;
  await knex.schema.createTable(WEBTOOLS_LINK_TABLE, (table) => {
    table.increments('id');
    table.string('contenttype', 255).notNullable();
    table.string('entry_document_id', 255).notNullable();
    table.integer('alias_id').notNullable();
    table.boolean('published').notNullable();
  });
};

/**
 * Copies one type's links to Webtools aliases into the link table and empties the join table
 * they were in: sitetools' `url_alias` relation has the same name, so Strapi's schema sync keeps
 * that table for sitetools, where the old rows would point at sitetools aliases with the same ids.
 */
const moveLinks = async (strapi: Core.Strapi, trx: Knex.Transaction, uid: string, tableName: string, join: JoinTable) => {
  if (!(await trx.schema.hasTable(join.name))) return;
  const published = (await trx.schema.hasColumn(tableName, 'published_at')) ? `e.published_at is not null` : '1 = 1';
  const rows = (await trx(`${join.name} as l`)
    .join(`${tableName} as e`, `e.id`, `l.${join.joinColumn.name}`)
    .select({ entry_document_id: 'e.document_id', alias_id: `l.${join.inverseJoinColumn.name}` })
    .select(trx.raw(`case when ${published} then 1 else 0 end as published`))) as Array<Omit<WebtoolsLink, 'contenttype'>>;
  await trx(WEBTOOLS_LINK_TABLE).where({ contenttype: uid }).delete();
  for (let at = 0; at < rows.length; at += 200) {
    const batch = rows.slice(at, at + 200).map((row) => ({ ...row, contenttype: uid, published: Boolean(Number(row.published)) }));
    await trx(WEBTOOLS_LINK_TABLE).insert(batch);
  }
  await trx(join.name).delete();
  strapi.log.info(`sitetools: kept ${rows.length} links of ${uid} to Strapi Webtools aliases for the conversion`);
};

/**
 * On the first start after Strapi Webtools was removed (its alias type is in the stored content
 * types, not in the running ones), keeps what the conversion reads: Strapi's schema sync drops
 * the tables of content types that are gone, so Webtools' two tables are added to the tables it
 * must keep (`persisted_tables` in its core store), and the links of the types that now have
 * sitetools' relation are moved aside (see `moveLinks`). Runs before the schema sync.
 */
export const keepWebtoolsTables = async (strapi: Core.Strapi, oldContentTypes: ContentTypes | undefined): Promise<void> => {
  if (!oldContentTypes?.[WEBTOOLS_ALIAS_UID] || strapi.contentTypes[WEBTOOLS_ALIAS_UID as never]) return;
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(WEBTOOLS_ALIAS_TABLE))) return;

  const kept = ((await strapi.store.get({ type: 'core', key: 'persisted_tables' })) ?? []) as Array<string | { name: string }>;
  const names = new Set(kept.map((table) => (typeof table === 'string' ? table : table.name)));
  const missing = [WEBTOOLS_ALIAS_TABLE, WEBTOOLS_PATTERN_TABLE].filter((name) => !names.has(name));
  if (missing.length > 0) await strapi.store.set({ type: 'core', key: 'persisted_tables', value: [...kept, ...missing] });

  await createLinkTable(knex);
  await knex.transaction(async (trx) => {
    for (const [uid, old] of Object.entries(oldContentTypes)) {
      if (old.attributes?.url_alias?.target !== WEBTOOLS_ALIAS_UID) continue;
      // The join table sitetools' relation gets is the one Webtools' relation had: the same
      // collection, attribute name and target singular name give the same table and columns.
      const current = strapi.db.metadata.has(uid) ? strapi.db.metadata.get(uid) : undefined;
      const join = (current?.attributes.url_alias as unknown as { joinTable?: JoinTable } | undefined)?.joinTable;
      if (current && join) await moveLinks(strapi, trx, uid, current.tableName, join);
    }
  });
};

/** Webtools' aliases as the conversion reads them, with the entry each belonged to. */
export interface WebtoolsAliasRow extends WebtoolsLink {
  url_path: string;
  generated: boolean | null;
  locale: string | null;
}

/** A Webtools URL pattern row. */
export interface WebtoolsPatternRow {
  pattern: string;
  contenttype: string;
  languages: string[];
  /** Why the row's `languages` cannot be read (not a JSON list of locale codes); absent when it can. */
  unreadable?: string;
}

/** A stored `languages` value as a list of locale codes, or why it is none. */
const readLanguages = (stored: unknown): { languages: string[]; unreadable?: string } => {
  let value = stored ?? [];
  // A JSON column comes back parsed from PostgreSQL and as text from SQLite and MySQL.
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { languages: [], unreadable: `its languages (${JSON.stringify(stored)}) are not JSON` };
    }
  }
  if (!Array.isArray(value) || !value.every((code) => typeof code === 'string')) {
    return { languages: [], unreadable: `its languages (${JSON.stringify(stored)}) are not a list of locale codes` };
  }
  return { languages: value };
};

/** Reads what Webtools left in the database; null when it left nothing (or it never ran). */
export const readWebtoolsTables = async (
  strapi: Core.Strapi
): Promise<{ aliases: WebtoolsAliasRow[]; patterns: WebtoolsPatternRow[] } | null> => {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(WEBTOOLS_ALIAS_TABLE)) || !(await knex.schema.hasTable(WEBTOOLS_LINK_TABLE))) return null;
  const aliases = (await knex(`${WEBTOOLS_LINK_TABLE} as l`)
    .join(`${WEBTOOLS_ALIAS_TABLE} as a`, 'a.id', 'l.alias_id')
    .select('l.contenttype', 'l.entry_document_id', 'l.alias_id', 'l.published', 'a.url_path', 'a.generated', 'a.locale')
    .orderBy('l.alias_id')) as WebtoolsAliasRow[];
  const patterns = (await knex.schema.hasTable(WEBTOOLS_PATTERN_TABLE))
    ? ((await knex(WEBTOOLS_PATTERN_TABLE).select('pattern', 'contenttype', 'languages').orderBy('id')) as Array<
        Omit<WebtoolsPatternRow, 'languages'> & { languages: unknown }
      >)
    : [];
  return {
    aliases: aliases.map((row) => ({
      ...row,
      published: Boolean(Number(row.published)),
      generated: row.generated === null ? null : Boolean(Number(row.generated)),
    })),
    patterns: patterns.map((row) => ({ ...row, ...readLanguages(row.languages) })),
  };
};
