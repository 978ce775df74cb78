/**
 * Emitted on `strapi.eventHub` whenever an alias's path or visibility changes, once the write has
 * committed. Other plugins listen to it; sitetools itself never depends on them.
 */
export const ALIAS_CHANGED_EVENT = 'sitetools.alias.changed';

/**
 * The same event, emitted just before `ALIAS_CHANGED_EVENT`: inside the transaction that wrote the
 * alias when there is one (a creation on SQLite is reconciled in its save's transaction), so that
 * a listener keeping rows of its own in step with aliases (the redirects addon) commits or rolls
 * back with them, and the save does not wait for the commit's other callbacks to reach it.
 * Listeners may only use Strapi's database layer: anything that waits on another request (a call
 * back into Strapi) would wait for the connection the transaction holds on SQLite.
 */
export const ALIAS_CHANGING_EVENT = 'sitetools.alias.changing';

export interface AliasState {
  url_path: string;
  /** True when the owning entry has a published version: the path is served. */
  live: boolean;
}

export interface AliasChangedEvent {
  contenttype: string;
  entryDocumentId: string;
  locale: string;
  /** null when the alias did not exist before. */
  before: AliasState | null;
  /** null when the alias was removed (its entry or locale was deleted). */
  after: AliasState | null;
}
