import type { Core } from '@strapi/strapi';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { Config } from '../config';
import { crumbTitleField } from '../domain/field-types';
import { serviceGetter } from './get-service';

type Titles = Map<string, string | null>;

// The field is part of the key: a title field changed in the config reads the new field at once.
const keyOf = (uid: string, field: string, locale: string, documentId: string) => `${uid}\u0000${field}\u0000${locale}\u0000${documentId}`;

const titleOf = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The titles the breadcrumbs show: the title field of published entries, kept in memory so that
 * a repeated request reads none (the ancestors of a site's pages are few and asked for on every
 * page). A title is kept for `routerCache.refreshMs` at most, the time within which the router
 * sees another server's writes (0 keeps nothing); a write through the Document Service to a type
 * drops its titles at once on this server, and a read that overlapped it keeps nothing.
 */
const breadcrumbTitles = ({ strapi }: { strapi: Core.Strapi }) => {
  const types = serviceGetter(strapi, 'content-types');
  const kept = new Map<string, { title: string | null; until: number }>();
  // Moves on every write to a type: a read begun before it may have read the old title.
  const generations = new Map<string, number>();
  const settings = () => strapi.config.get('plugin::sitetools') as Config;

  /**
   * The field that titles the crumbs of type `uid`: the configured one (checked at start), else the
   * main field if it may title a public crumb, else the type's first text field that may; null: none.
   */
  const titleField = async (uid: string): Promise<string | null> => {
    const configured = settings().breadcrumbs.titleField[uid];
    if (configured) return configured;
    const attributes = strapi.contentType(contentTypeUid(uid)).attributes as Parameters<typeof crumbTitleField>[1];
    return crumbTitleField(await types().mainField(uid), attributes);
  };

  /** The titles of the published entries `documentIds` of `uid` in `locale`, from the database. */
  const read = async (uid: string, field: string, documentIds: string[], locale: string): Promise<Titles> => {
    // The published rows read as the Document Service reads them (every type's published version
    // has `publishedAt` set), straight from the query engine: the Document Service's middlewares
    // cost more than the query.
    const entries = (await strapi.db.query(contentTypeUid(uid)).findMany({
      select: [...new Set(['documentId', field])],
      where: { documentId: { $in: documentIds }, publishedAt: { $notNull: true }, ...(types().localized(uid) ? { locale } : {}) },
    })) as Array<Record<string, unknown>>;
    return new Map(entries.map((entry) => [entry.documentId as string, titleOf(entry[field])]));
  };

  const keep = (uid: string, field: string, locale: string, titles: Titles) => {
    const { refreshMs, entries } = settings().routerCache;
    const until = Date.now() + refreshMs;
    for (const [documentId, title] of titles) {
      kept.set(keyOf(uid, field, locale, documentId), { title, until });
      // Oldest first out: the map keeps the order entries were set in.
      if (kept.size > entries) kept.delete(kept.keys().next().value as string);
    }
  };

  return {
    /** The titles of the published entries `documentIds` of `uid` in `locale`; an entry not published is absent. */
    async of(uid: string, documentIds: string[], locale: string): Promise<Titles> {
      const field = await titleField(uid);
      // No field may title them: the crumbs have no title (nothing to read).
      if (field === null) return new Map();
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
      if (settings().routerCache.refreshMs > 0 && generation === (generations.get(uid) ?? 0)) keep(uid, field, locale, fresh);
      for (const [documentId, title] of fresh) titles.set(documentId, title);
      return titles;
    },

    /** Drops the kept titles of type `uid`: one of its entries was written. */
    forget(uid: string): void {
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      const prefix = `${uid}\u0000`;
      for (const key of kept.keys()) if (key.startsWith(prefix)) kept.delete(key);
    },
  };
};

export default breadcrumbTitles;
