/**
 * Emitted on `strapi.eventHub` whenever an alias's path or visibility changes. Other plugins (the
 * redirects addon) listen to it; sitetools itself never depends on them.
 */
export const ALIAS_CHANGED_EVENT = 'sitetools.alias.changed';

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
