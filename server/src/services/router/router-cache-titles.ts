import type { Core } from '@strapi/strapi';
import { contentTypeUid } from 'sitetools-kit/uid';

/** documentId -> the title its crumb shows (null: the field is empty); an entry not published is absent. */
export type Titles = Map<string, string | null>;

interface TitleSettings {
  /** How long a title is kept; 0 keeps none. */
  refreshMs: number;
  /** The most titles kept, oldest first out. */
  entries: number;
}

// The field is part of the key: a title field changed in the config reads the new field at once.
const keyOf = (uid: string, field: string, locale: string, documentId: string) => `${uid}\u0000${field}\u0000${locale}\u0000${documentId}`;

const titleOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The breadcrumbs' titles (part of services/router/router-cache): the title field of published entries,
 * read straight from the query engine and kept, since the ancestors of a site's pages are few and
 * asked for on every page. A title changes without an alias write, so it is kept for
 * `refreshMs` at most (the time within which the router sees another server's writes); a write to
 * a type drops its titles at once (`forgetType`), and a read that overlapped it keeps nothing.
 */
export const titleMemory = (strapi: Core.Strapi, settings: () => TitleSettings, localized: (uid: string) => boolean | undefined) => {
  const kept = new Map<string, { title: string | null; until: number }>();
  // Moves on every write to a type: a read begun before it may have read the old title.
  const generations = new Map<string, number>();

  /** The titles of the published entries `documentIds` of `uid` in `locale`, from the database. */
  const read = async (uid: string, field: string, documentIds: string[], locale: string): Promise<Titles> => {
    // The published rows read as the Document Service reads them (every type's published version
    // has `publishedAt` set): the Document Service's middlewares cost more than the query.
    const entries = (await strapi.db.query(contentTypeUid(uid)).findMany({
      select: [...new Set(['documentId', field])],
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true }, ...(localized(uid) ? { locale } : {}) },
    })) as Array<Record<string, unknown>>;
    return new Map(entries.map((entry) => [entry.documentId as string, titleOf(entry[field])]));
  };

  const keep = (uid: string, field: string, locale: string, titles: Titles) => {
    const { refreshMs, entries } = settings();
    const until = Date.now() + refreshMs;
    for (const [documentId, title] of titles) {
      kept.set(keyOf(uid, field, locale, documentId), { title, until });
      // Oldest first out: the map keeps the order entries were set in.
      if (kept.size > entries) kept.delete(kept.keys().next().value as string);
    }
  };

  return {
    /** Field `field` of the published entries `documentIds` of `uid` in `locale`, from memory where kept. */
    async of(uid: string, field: string, documentIds: string[], locale: string): Promise<Titles> {
      const now = Date.now();
      const titles: Titles = new Map();
      const missing: string[] = [];
      for (const documentId of documentIds) {
        const found = kept.get(keyOf(uid, field, locale, documentId));
        if (found && found.until > now) titles.set(documentId, found.title);
        else missing.push(documentId);
      }
      if (missing.length === 0) return titles;
      const generation = generations.get(uid) ?? 0;
      const fresh = await read(uid, field, missing, locale);
      if (settings().refreshMs > 0 && generation === (generations.get(uid) ?? 0)) keep(uid, field, locale, fresh);
      for (const [documentId, title] of fresh) titles.set(documentId, title);
      return titles;
    },

    /** Drops the kept titles of type `uid`: one of its entries was written. */
    forgetType(uid: string): void {
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      const prefix = `${uid}\u0000`;
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
    },
  };
};
