import type { Core } from '@strapi/strapi';
import { MANUAL_PATH_ATTRIBUTE } from '../../shared/contracts/entry-alias';
import { URL_ALIAS_UID } from '../../shared/contracts/url-alias';
import { applyChoice, attachToContentManager } from './middlewares/content-manager-choice';
import { isSitetoolsEnabled, type SchemaLike } from './domain/content-type';
import { registerLinks } from './middlewares/link-responses';
import { keepWebtoolsTables } from './database/webtools-tables';
import { registerGraphql } from './graphql';
import { registerMcpTools } from './mcp';
import { getService } from './services/get-service';
import { extendBodyParser } from 'sitetools-kit/request-body';
import { PATH_IMPORT_BODY_LIMIT } from './domain/path-import-file';
import { unsupportedStrapi } from 'sitetools-kit/strapi-internals';
import { contentTypeUid } from 'sitetools-kit/uid';

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
  // First, before anything is read from or written to the database.
  getService(strapi, 'sqlite-owner').claim();
  const enabled = new Set<string>();
  for (const contentType of Object.values(strapi.contentTypes)) {
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
    // A hand-written path per row (draft, published) and locale; see services/aliases/manual-alias.
    const localized = (contentType.pluginOptions?.i18n as { localized?: boolean } | undefined)?.localized === true;
    contentType.attributes[MANUAL_PATH_ATTRIBUTE] = {
      type: 'string',
      maxLength: 255,
      configurable: false,
      writable: false,
      visible: false,
      private: true,
      ...(localized ? { pluginOptions: { i18n: { localized: true } } } : {}),
    } as SchemaLike['attributes'][string];
  }

  // Once the database has built the relation (its join table and the Query Engine's metadata,
  // which `populate=url_alias` uses), the Document Service is told to leave it alone: sitetools
  // writes the links itself after every save (services/aliases/alias-sync), so the relation copy on publish
  // and the populate of every `entry.*` webhook payload would be three wasted queries per creation.
  // `unstable_virtual` is the flag those deep populates skip; the Query Engine never reads it.
  // The i18n plugin's `localizations` relation is flagged the same way. The flag has no public
  // contract, so the start stops if the Query Engine's relation is not what `populate` needs.
  strapi.hook('strapi::content-types.afterSync').register(() => {
    for (const uid of enabled) {
      const attributes: SchemaLike['attributes'] = strapi.contentType(contentTypeUid(uid)).attributes;
      attributes.url_alias = { ...attributes.url_alias, unstable_virtual: true } as SchemaLike['attributes'][string];
      const relation = strapi.db.metadata.get(uid).attributes.url_alias as { joinTable?: unknown } | undefined;
      if (!relation?.joinTable) throw unsupportedStrapi(strapi, `the url_alias join table of ${uid} in the Query Engine`);
    }
    getService(strapi, 'alias-save').watchCreations([...enabled]);
  });

  getService(strapi, 'route-stack').checkTypes();

  // An app moving from Strapi Webtools: its tables must outlive the sync that follows its removal.
  strapi
    .hook('strapi::content-types.beforeSync')
    .register(({ oldContentTypes }: { oldContentTypes?: Parameters<typeof keepWebtoolsTables>[1] }) =>
      keepWebtoolsTables(strapi, oldContentTypes)
    );

  registerGraphql(strapi);
  registerMcpTools(strapi);
  // Bodies the parser refuses on sitetools' routes are answered as sitetools' 400s and 413s.
  extendBodyParser(strapi, {
    name: 'sitetools',
    contentApi: '/sitetools',
    larger: [{ method: 'POST', path: '/sitetools/paths/import', jsonLimit: PATH_IMPORT_BODY_LIMIT }],
  });
  attachToContentManager(strapi);
  registerLinks(strapi);
  const applyEntryAliasChoice = applyChoice(strapi);
  strapi.documents.use((context, next) => (enabled.has(context.uid) ? applyEntryAliasChoice(context, next) : next()));

  strapi.documents.use((context, next) => {
    if (!enabled.has(context.uid) || !WRITE_ACTIONS.has(context.action)) return next();
    // `clone` makes a new document: its id is in the result, not the params.
    const params = context.action === 'clone' ? undefined : context.params;
    const save = getService(strapi, 'alias-save');
    // A created document has no alias or link to read yet (a clone has its source's links).
    return save
      .reconcileSave<Awaited<ReturnType<typeof next>>>(context.uid, next, (result) => documentIdOf(params, result), {
        fresh: context.action === 'create',
      })
      .finally(() => {
        // The write may have changed a title the breadcrumbs show; a read it overlapped keeps nothing.
        getService(strapi, 'router-cache').forgetType(context.uid);
      });
  });
};
