import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { LinkTarget } from '../../../../shared/contracts/internal-link';
import { getService } from '../get-service';
import type { ReadScope } from '../access';

// Entries listed per type: a picker shows a short list and the editor narrows the search.
const PER_TYPE = 10;

type Entry = { documentId: string; locale?: string | null } & Record<string, unknown>;

/** A query's `filters`: all of those given (the search's, the read conditions'), or none. */
const allOf = (...filters: Array<Record<string, unknown> | undefined>) => {
  const present = filters.filter((filter): filter is Record<string, unknown> => filter !== undefined);
  return present.length > 0 ? { filters: { $and: present } } : {};
};

/** The entries an editor may link to: those of types with sitetools that the Content Manager lets them read. */
const linkTargets = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The documents of `types` whose live or reserved path in `locale` contains `q`. */
  const byPath = async (q: string, types: string[], locale: string | undefined): Promise<Map<string, string[]>> => {
    const rows = await getService(strapi, 'alias-store').pathsContaining(q, types, locale, PER_TYPE * types.length);
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.contenttype, [...(found.get(row.contenttype) ?? []), row.entryDocumentId]);
    return found;
  };

  /** The main field the editor sees as the title; null when there is none or the role may not read it. */
  const titleField = async ({ type, canRead }: ReadScope): Promise<string | null> => {
    const mainField = await getService(strapi, 'content-types').mainField(type.uid);
    return mainField !== 'documentId' && canRead(mainField) ? mainField : null;
  };

  const searchType = async (scope: ReadScope, q: string, locale: string | undefined, ids: string[]) => {
    const { type } = scope;
    const title = await titleField(scope);
    // A documentId finds its entry: the field shows its stored target that way.
    const matches: Array<Record<string, unknown>> = [{ documentId: { $in: [...ids, q] } }];
    if (q && title) matches.push({ [title]: { $containsi: q } });
    const entries = (await strapi.documents(contentTypeUid(type.uid)).findMany({
      ...(type.localized && locale ? { locale } : {}),
      ...allOf(q ? { $or: matches } : undefined, scope.filters),
      // `fields` narrows the answer to those named (and ids): a localized entry's locale must be
      // one of them, or its link would fall back to the default locale's path.
      fields: [...(title ? [title] : []), ...(type.localized ? ['locale'] : [])],
      sort: 'updatedAt:desc',
      limit: PER_TYPE,
    } as never)) as Entry[];
    return entries.map((entry) => ({ type, title, entry }));
  };

  return {
    /** Up to ten entries per readable type whose title or path contains `q`, or whose documentId is `q` (the latest when empty). */
    async search(ability: unknown, q: string, locale?: string): Promise<LinkTarget[]> {
      const scopes = await getService(strapi, 'read-scope').readableTypes(ability);
      if (scopes.length === 0) throw new errors.ForbiddenError('No content type with URLs is readable');
      const byPaths = q
        ? await byPath(
            q,
            scopes.map(({ type }) => type.uid),
            locale
          )
        : new Map<string, string[]>();
      const found = (await Promise.all(scopes.map((scope) => searchType(scope, q, locale, byPaths.get(scope.type.uid) ?? [])))).flat();
      const resolved = await getService(strapi, 'link-paths').resolve(
        found.map(({ type, entry }) => ({
          contentType: type.uid,
          documentId: entry.documentId,
          locale: entry.locale ?? null,
          holderLocale: null,
        }))
      );
      return found.map(({ type, title, entry }, index) => ({
        contentType: type.uid,
        contentTypeName: type.displayName,
        documentId: entry.documentId,
        locale: entry.locale ?? resolved[index]?.locale ?? '',
        title: title ? ((entry[title] as string | null | undefined) ?? null) : null,
        path: resolved[index]?.path ?? null,
      }));
    },
  };
};

export default linkTargets;
