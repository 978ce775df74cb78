/** A Webtools alias with the entry row that pointed at it (see database/webtools-tables). */
export interface WebtoolsAlias {
  contenttype: string;
  entry_document_id: string;
  url_path: string;
  generated: boolean | null;
  locale: string | null;
  /** Whether the row that pointed at it is a published version. */
  published: boolean;
}

/** The URL Webtools served an entry at, in one locale. */
export interface ServedAlias {
  contentType: string;
  documentId: string;
  locale: string | null;
  path: string;
  /** false for a hand-written alias. */
  generated: boolean;
}

/** A Webtools alias that served nothing. */
export interface UnservedAlias {
  contenttype: string;
  documentId: string;
  path: string;
  reason: string;
}

/**
 * The alias Webtools served each entry at, per locale. A draft row and a published row may point
 * at different aliases; Webtools' router reads the published version, so with draft & publish its
 * alias is the one served, and an entry that has no published version served nothing.
 * `generated` defaults to true in Webtools: only an explicit false is a hand-written alias.
 */
export const servedAliases = (
  aliases: readonly WebtoolsAlias[],
  hasDraftAndPublish: (uid: string) => boolean
): { served: ServedAlias[]; unserved: UnservedAlias[] } => {
  const chosen = new Map<string, WebtoolsAlias>();
  for (const alias of aliases) {
    const key = [alias.contenttype, alias.entry_document_id, alias.locale ?? ''].join('\n');
    const seen = chosen.get(key);
    if (!seen || (alias.published && !seen.published)) chosen.set(key, alias);
  }
  const served: ServedAlias[] = [];
  const unserved: UnservedAlias[] = [];
  for (const alias of chosen.values()) {
    const { contenttype, entry_document_id: documentId, url_path: path } = alias;
    if (!alias.published && hasDraftAndPublish(contenttype)) {
      unserved.push({ contenttype, documentId, path, reason: 'the entry is not published: Webtools served nothing at this path' });
    } else {
      served.push({ contentType: contenttype, documentId, locale: alias.locale, path, generated: alias.generated !== false });
    }
  }
  return { served, unserved };
};
