import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { LinkTarget } from '../../../shared/contracts/internal-link';
import type { EnabledContentType } from '../../../shared/contracts/content-types';
import { getService } from './get-service';

/** The CASL ability the admin's auth leaves in `ctx.state.userAbility`. */
export interface AdminAbility {
  can(action: string, subject: string): boolean;
}

// Entries listed per type: a picker shows a short list and the editor narrows the search.
const PER_TYPE = 10;
export const CONTENT_MANAGER_READ = 'plugin::content-manager.explorer.read';

type Entry = { documentId: string; locale?: string | null } & Record<string, unknown>;

/** The entries an editor may link to: those of types with sitetools that they may read. */
const linkTargets = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The documents of `types` whose live or reserved path in `locale` contains `q`. */
  const byPath = async (q: string, types: string[], locale: string | undefined): Promise<Map<string, string[]>> => {
    const rows = await getService(strapi, 'alias-store').pathsContaining(q, types, locale, PER_TYPE * types.length);
    const found = new Map<string, string[]>();
    for (const row of rows) found.set(row.contenttype, [...(found.get(row.contenttype) ?? []), row.entryDocumentId]);
    return found;
  };

  const searchType = async (type: EnabledContentType, q: string, locale: string | undefined, ids: string[]) => {
    const mainField = await getService(strapi, 'content-types').mainField(type.uid);
    // A documentId finds its entry: the field shows its stored target that way.
    const matches: Array<Record<string, unknown>> = [{ documentId: { $in: [...ids, q] } }];
    if (q && mainField !== 'documentId') matches.push({ [mainField]: { $containsi: q } });
    const entries = (await strapi.documents(contentTypeUid(type.uid)).findMany({
      ...(type.localized && locale ? { locale } : {}),
      ...(q ? { filters: { $or: matches } } : {}),
      fields: mainField === 'documentId' ? [] : [mainField],
      sort: 'updatedAt:desc',
      limit: PER_TYPE,
    } as never)) as Entry[];
    return entries.map((entry) => ({ type, mainField, entry }));
  };

  return {
    /** Up to ten entries per readable type whose title or path contains `q`, or whose documentId is `q` (the latest when empty). */
    async search(ability: AdminAbility, q: string, locale?: string): Promise<LinkTarget[]> {
      const types = getService(strapi, 'content-types')
        .enabled()
        .filter((type) => ability.can(CONTENT_MANAGER_READ, type.uid));
      if (types.length === 0) throw new errors.ForbiddenError('No content type with URLs is readable');
      const byPaths = q
        ? await byPath(
            q,
            types.map((type) => type.uid),
            locale
          )
        : new Map<string, string[]>();
      const found = (await Promise.all(types.map((type) => searchType(type, q, locale, byPaths.get(type.uid) ?? [])))).flat();
      const resolved = await getService(strapi, 'link-paths').resolve(
        found.map(({ type, entry }) => ({
          contentType: type.uid,
          documentId: entry.documentId,
          locale: entry.locale ?? null,
          holderLocale: null,
        }))
      );
      return found.map(({ type, mainField, entry }, index) => ({
        contentType: type.uid,
        contentTypeName: type.displayName,
        documentId: entry.documentId,
        locale: entry.locale ?? resolved[index]?.locale ?? '',
        title: mainField === 'documentId' ? null : ((entry[mainField] as string | null | undefined) ?? null),
        path: resolved[index]?.path ?? null,
      }));
    },
  };
};

export default linkTargets;
