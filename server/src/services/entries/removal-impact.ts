import type { Core } from '@strapi/strapi';
import { errors } from 'sitetools-kit/strapi-utils';
import type { ChildPath, EntryImpact } from '../../../../shared/contracts/removal-impact';
import type { ReadScope } from '../access';
import type { AliasRow } from '../aliases';
import { getService } from '../get-service';

type Row = Record<string, unknown> & { id: number; documentId: string; locale?: string | null };

/**
 * What unpublishing or deleting entries touches, for the Content Manager's removal dialog: each
 * entry's live path, the links that point at it and the child paths that move with it. The
 * redirects addon answers its own part (redirects leading there, hits, the policy) on its route.
 */
const removalImpact = ({ strapi }: { strapi: Core.Strapi }) => {
  const store = () => getService(strapi, 'alias-store');

  /** The entries the admin may read, with their title; an entry they may not read is as one that does not exist. */
  const readEntries = async (scope: ReadScope, documentIds: string[], locale: string | null): Promise<Row[]> => {
    const { uid } = scope.type;
    const mainField = await getService(strapi, 'content-types').mainField(uid);
    const title = mainField in strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0]).attributes && scope.canRead(mainField);
    const conditions = scope.filters
      ? [(strapi.get('query-params').transform(uid, { filters: scope.filters }) as { where: object }).where]
      : [];
    const rows = (await strapi.db.query(uid).findMany({
      select: ['id', 'documentId', ...(scope.type.localized ? ['locale'] : []), ...(title ? [mainField] : [])],
      where: { $and: [{ documentId: { $in: documentIds } }, ...(scope.type.localized && locale ? [{ locale }] : []), ...conditions] },
    })) as Row[];
    const missing = documentIds.find((documentId) => !rows.some((row) => row.documentId === documentId));
    if (missing) throw new errors.NotFoundError(`no entry ${missing}${locale ? ` in locale ${locale}` : ''}`);
    return rows.map((row) => ({ ...row, title: title ? (row[mainField] ?? null) : null }));
  };

  /** Alias rows in the locale asked for (an unlocalized type's aliases: whatever their locale). */
  const inLocale = (rows: AliasRow[], localized: boolean, locale: string | null) =>
    rows.filter((row) => !localized || locale === null || row.locale === locale);

  /** The live paths built on the entry's path, of the types the admin may read; the others counted. */
  const childrenOf = async (uid: string, documentId: string, locale: string | null, scopes: Map<string, ReadScope>) => {
    const patternSet = await getService(strapi, 'url-pattern').load();
    const data: ChildPath[] = [];
    let hidden = 0;
    for (const group of await getService(strapi, 'cascade').childrenOf(uid, documentId, patternSet)) {
      const scope = scopes.get(group.uid);
      const rows = inLocale(await store().liveOfDocuments([group.uid], group.documentIds), scope?.type.localized ?? true, locale);
      if (!scope) hidden += rows.length;
      else data.push(...rows.map((row) => ({ contentType: group.uid, documentId: row.entryDocumentId as string, path: row.url_path })));
    }
    return { data: data.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)), hidden };
  };

  return {
    /** The impact of removing entries `documentIds` of `uid` in `locale` (null: a type that is not localized). */
    async of(ability: unknown, uid: string, documentIds: string[], locale: string | null): Promise<EntryImpact[]> {
      const scopes = new Map((await getService(strapi, 'read-scope').readableTypes(ability)).map((scope) => [scope.type.uid, scope]));
      const scope = scopes.get(uid);
      if (!scope) throw new errors.NotFoundError(`${uid} is not a content type with URLs that you may read`);
      const entries = await readEntries(scope, documentIds, locale);
      const aliases = inLocale(await store().liveOfDocuments([uid], documentIds), scope.type.localized, locale);
      const links = await getService(strapi, 'links-in').to(ability, documentIds, scope.type.localized ? locale : null);
      const impacts: EntryImpact[] = [];
      for (const documentId of documentIds) {
        const entry = entries.find((row) => row.documentId === documentId);
        impacts.push({
          documentId,
          locale: scope.type.localized ? (entry?.locale ?? locale) : null,
          title: (entry?.title as string | null | undefined) ?? null,
          path: aliases.find((row) => row.entryDocumentId === documentId)?.url_path ?? null,
          linksIn: links.get(documentId) ?? { data: [], hidden: 0 },
          children: await childrenOf(uid, documentId, locale, scopes),
        });
      }
      return impacts;
    },
  };
};

export default removalImpact;
