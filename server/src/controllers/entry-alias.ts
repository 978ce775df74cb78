import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { CheckEntryAlias, FindEntryAlias } from '../../../shared/contracts/entry-alias';
import { getService } from '../services/get-service';

const locale = z.string().min(1).max(64).optional();
const documentId = z.string().min(1).max(255);
const findQuery = z.object({ documentId, locale });
const checkBody = z.object({ documentId: documentId.optional(), locale, path: z.string().max(4096) });

/**
 * Admin routes of the Content Manager's edit-view panel, for entries of the content type
 * `:model` (the routes' policies check the caller's Content Manager permissions on the type,
 * each handler on the entry).
 */
const entryAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'entry-alias');
  const enabledModel = (ctx: Context): string => {
    const uid = String(ctx.params.model);
    service().assertEnabled(uid);
    return uid;
  };

  return {
    async find(ctx: Context) {
      const contenttype = enabledModel(ctx);
      const query = parseWith(findQuery, ctx.query);
      const caller = { ability: ctx.state.userAbility, user: ctx.state.user };
      ctx.body = { data: await service().find(caller, { ...query, contenttype }) } satisfies FindEntryAlias.Response;
    },

    async check(ctx: Context) {
      const contenttype = enabledModel(ctx);
      const body = parseWith(checkBody, ctx.request.body);
      await service().assertCan(ctx.state.userAbility, 'update', { ...body, contenttype });
      ctx.body = { data: await service().check({ ...body, contenttype }, body.path) } satisfies CheckEntryAlias.Response;
    },
  };
};

export default entryAlias;
