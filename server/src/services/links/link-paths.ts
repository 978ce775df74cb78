import type { Core } from '@strapi/strapi';
import type { ResolvedLink } from '../../../../shared/contracts/internal-link';
import type { Config } from '../../config';
import { servedPath } from 'sitetools-kit/path-policy';
import { frontendBaseFor } from '../../domain/frontend-base';
import { absoluteUrl } from '../../domain/sitemap/xml';
import type { AliasRow } from '../aliases';
import { getService } from '../get-service';
import type { Auth } from '../access';

/** A link to resolve: its target, and the locale of the entry that holds it. */
export interface LinkReference {
  /** The target's type; rich-text links name only the document (any type with sitetools). */
  contentType?: string;
  documentId: string;
  /** The locale the link asks for; it wins over the holder's. */
  locale?: string | null;
  holderLocale: string | null;
}

type LiveRow = Pick<AliasRow, 'url_path' | 'contenttype' | 'entryDocumentId' | 'locale'>;

/**
 * References to documents -> their current live paths: the one place that answers it, for the
 * "Internal link" field and for `sitetools://` links in rich text. A target without a published
 * version (unpublished, deleted, never published) has no live alias, so it resolves to null.
 */
const linkPaths = ({ strapi }: { strapi: Core.Strapi }) => {
  const isLocalized = (uid: string) => getService(strapi, 'content-types').localized(uid) === true;

  // The types with sitetools, listed once: content types are fixed once Strapi has started, and
  // links are resolved on every content API read.
  let enabledTypes: string[] | undefined;

  /**
   * All live aliases of the documents, read in one query; with `auth`, only those of the types the
   * caller may read (the one read-permission rule of the router and the URL list), so that a link
   * never tells the path of an entry its reader could not see; `null` (no caller known), none.
   */
  const liveRows = async (references: LinkReference[], auth?: Auth | null): Promise<LiveRow[]> => {
    if (auth === null) return [];
    enabledTypes ??= getService(strapi, 'content-types')
      .enabled()
      .map((type) => type.uid);
    const rows = await getService(strapi, 'alias-store').liveOfDocuments(
      enabledTypes,
      references.map((reference) => reference.documentId)
    );
    if (!auth || rows.length === 0) return rows;
    const hidden = await getService(strapi, 'read-permission').unreadable(auth, [...new Set(rows.map((row) => row.contenttype))]);
    return hidden.length ? rows.filter((row) => !hidden.includes(row.contenttype)) : rows;
  };

  /** The aliases of the document a reference names (of its type, when it names one). */
  const ownRows = (rows: LiveRow[], reference: LinkReference): LiveRow[] =>
    rows.filter(
      (row) => row.entryDocumentId === reference.documentId && (!reference.contentType || row.contenttype === reference.contentType)
    );

  /**
   * The alias a reference reaches: its locale, else the holder's, else (a type without i18n has
   * one path) any, else the default locale's, asked for only then: it is a read of the store.
   */
  const pick = async (own: LiveRow[], reference: LinkReference, defaultLocale: () => Promise<string>): Promise<LiveRow | undefined> => {
    if (own.length === 0) return undefined;
    // A locale the link names is the editor's choice: no other locale stands in for it.
    if (reference.locale) return own.find((row) => row.locale === reference.locale);
    const found = own.find((row) => row.locale === reference.holderLocale) ?? own.find((row) => !isLocalized(row.contenttype));
    if (found) return found;
    const fallback = await defaultLocale();
    return own.find((row) => row.locale === fallback);
  };

  return {
    /**
     * The live target of each reference, in order; null where the target is not live, or (given
     * a content API caller's `auth`) of a type that caller may not read; every one with `null`.
     */
    async resolve(references: LinkReference[], auth?: Auth | null): Promise<Array<ResolvedLink | null>> {
      if (references.length === 0) return [];
      const rows = await liveRows(references, auth);
      if (rows.length === 0) return references.map(() => null);
      let defaultLocale: Promise<string> | undefined;
      const readDefault = () => (defaultLocale ??= strapi.plugin('i18n').service('locales').getDefaultLocale() as Promise<string>);
      const config = strapi.config.get('plugin::sitetools') as Config;
      const picked = await Promise.all(references.map((reference) => pick(ownRows(rows, reference), reference, readDefault)));
      return picked.map((row) => {
        if (!row) return null;
        const base = frontendBaseFor(config, row.locale);
        const path = servedPath(row.url_path, config.paths);
        return {
          path,
          url: base ? absoluteUrl(base, path) : null,
          contentType: row.contenttype,
          documentId: row.entryDocumentId,
          locale: row.locale,
        };
      });
    },
  };
};

export default linkPaths;
