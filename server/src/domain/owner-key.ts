/** What names an entry across its locales: its type and document id. */
export interface EntryOwner {
  contenttype: string;
  entryDocumentId: string;
}

/** One key per entry (all its locales): a change to one alias of an entry changes its siblings' alternates. */
export const ownerKey = ({ contenttype, entryDocumentId }: EntryOwner) => `${contenttype}\u0000${entryDocumentId}`;
