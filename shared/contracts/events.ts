/**
 * The payload of the alias-change events (`ALIAS_CHANGED_EVENT` and `ALIAS_CHANGING_EVENT` of
 * `sitetools-kit/events`): how sitetools announces that an alias's path or visibility changed.
 */

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

/** The payload of `ALIASES_CHANGING_EVENT`: the changes of one reconcile or bulk batch, in order. */
export interface AliasesChangingEvent {
  changes: AliasChangedEvent[];
}

/** One live path change in `sitetools.url.update` (kit's WEBHOOK_EVENTS). */
export interface UrlChange {
  contentType: string;
  documentId: string;
  /** The alias's locale; null for a type that is not localized (as the router's `meta.locale`). */
  locale: string | null;
  /** The path served before; null when the entry was not live there (newly published). */
  oldPath: string | null;
  /** The path served now; null when it is no longer live (unpublished, deleted). */
  newPath: string | null;
}

/** The payload of the `sitetools.url.update` webhook event: the live path changes of one write batch. */
export interface UrlUpdateEvent {
  changes: UrlChange[];
}
