/** What locates an entry's edit view in the Content Manager. */
export interface EditTarget {
  uid: string;
  kind: 'collectionType' | 'singleType';
  documentId: string;
  /** Set only for localized types: the Content Manager opens that locale. */
  locale?: string;
}

/**
 * The Content Manager edit view of an entry, relative to the admin panel's root, as the
 * Content Manager itself links it (`plugins[i18n][locale]` picks the locale).
 */
export const contentManagerPath = ({ uid, kind, documentId, locale }: EditTarget): string => {
  const base =
    kind === 'singleType'
      ? `/content-manager/single-types/${uid}`
      : `/content-manager/collection-types/${uid}/${encodeURIComponent(documentId)}`;
  return locale ? `${base}?plugins[i18n][locale]=${encodeURIComponent(locale)}` : base;
};
