/** The rows of one entry as alias reconciling reads them: one per locale and version. */
export interface VersionRow {
  locale?: string | null;
  publishedAt: unknown;
}

/**
 * The row an entry's path follows, and whether that path is live. The live path follows the
 * published version; a draft edit does not move it. An entry that was never published reserves
 * the path of its draft. Without draft & publish every row is live.
 */
export const liveSource = <T extends VersionRow>(rows: T[], draftAndPublish: boolean): { source: T; live: boolean } => {
  if (!draftAndPublish) return { source: rows[0], live: true };
  const published = rows.find((row) => row.publishedAt !== null);
  return { source: published ?? rows[0], live: published !== undefined };
};

/** Rows by locale; rows of a type that is not localized go to `fallbackLocale`. */
export const groupByLocale = <T extends VersionRow>(rows: T[], fallbackLocale: string): Map<string, T[]> => {
  const byLocale = new Map<string, T[]>();
  for (const row of rows) {
    const locale = row.locale || fallbackLocale;
    byLocale.set(locale, [...(byLocale.get(locale) ?? []), row]);
  }
  return byLocale;
};
