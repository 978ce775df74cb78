import type { Core } from '@strapi/strapi';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { isSitetoolsEnabled, type SchemaLike } from './domain/content-type';
import type { AliasSync } from './services/alias-sync';

// Document actions after which an entry's aliases may need to change.
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

const documentIdOf = (params: unknown, result: unknown): string | undefined => {
  const fromParams = (params as { documentId?: unknown } | undefined)?.documentId;
  const fromResult = (result as { documentId?: unknown } | null | undefined)?.documentId;
  const documentId = fromParams ?? fromResult;
  return typeof documentId === 'string' ? documentId : undefined;
};

/**
 * Gives every opted-in content type its `url_alias` relation (before the database schema is
 * built from the content types) and keeps aliases in step with document writes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enabled = new Set<string>();
  for (const contentType of Object.values(strapi.contentTypes) as unknown as SchemaLike[]) {
    if (!isSitetoolsEnabled(contentType)) continue;
    enabled.add(contentType.uid);
    contentType.attributes.url_alias = {
      type: 'relation',
      relation: 'manyToOne',
      target: URL_ALIAS_UID,
      configurable: false,
      writable: false,
      visible: false,
    } as SchemaLike['attributes'][string];
  }

  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!enabled.has(context.uid) || !WRITE_ACTIONS.has(context.action)) return result;
    // `clone` makes a new document: its id is in the result, not the params.
    const params = context.action === 'clone' ? undefined : context.params;
    const documentId = documentIdOf(params, result);
    if (documentId) {
      const sync: AliasSync = strapi.plugin('sitetools').service('alias-sync');
      await sync.reconcileAfterCommit(context.uid, documentId);
    }
    return result;
  });
};
