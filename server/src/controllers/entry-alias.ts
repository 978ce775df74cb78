import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { CheckEntryAlias, FindEntryAlias, MakeFrontPage } from '../../../shared/contracts/entry-alias';
import { getService } from '../services/get-service';

const locale = z.string().min(1).max(64).optional();
const documentId = z.string().min(1).max(255);
// A single type's edit view has no documentId: its one document is the entry.
const findQuery = z.object({ documentId: documentId.optional(), locale });
const checkBody = z.object({ documentId: documentId.optional(), locale, path: z.string().max(4096) });
const frontPageBody = z.object({ documentId, locale });

/**
 * Admin routes of the Content Manager's edit-view panel, for entries of the content type
 * `:model` (the routes' policies check the caller's Content Manager permissions on the type,
 * each handler on the entry).
 */
const entryAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'entry-alias');
  const callerOf = (ctx: Context) => ({ ability: ctx.state.userAbility, user: ctx.state.user });
  const enabledModel = (ctx: Context): string => {
    const uid = String(ctx.params.model);
    service().assertEnabled(uid);
    return uid;
  };

  return {
    async find(ctx: Context) {
      const contenttype = enabledModel(ctx);
      const query = parseWith(findQuery, ctx.query);
      const documentId = await service().resolveDocumentId(contenttype, query.documentId);
      ctx.body = { data: await service().find(callerOf(ctx), { ...query, documentId, contenttype }) } satisfies FindEntryAlias.Response;
    },

    async check(ctx: Context) {
      const contenttype = enabledModel(ctx);
      const body = parseWith(checkBody, ctx.request.body);
      // Without an id, a single type's entry is its one document (none yet: a new entry).
      const ref = { ...body, documentId: body.documentId ?? (await service().singleDocumentId(contenttype)), contenttype };
      await service().assertCan(ctx.state.userAbility, 'update', ref);
      ctx.body = { data: await service().check(ref, body.path) } satisfies CheckEntryAlias.Response;
    },

    async makeFrontPage(ctx: Context) {
      const contenttype = enabledModel(ctx);
      const body = parseWith(frontPageBody, ctx.request.body);
      await getService(strapi, 'front-page').make(callerOf(ctx), contenttype, body.documentId, body.locale);
      ctx.body = { data: await service().find(callerOf(ctx), { ...body, contenttype }) } satisfies MakeFrontPage.Response;
    },
  };
};

export default entryAlias;
