import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { ChangeUrlHistory, FindUrlHistory } from '../../../shared/contracts/url-history';
import { getService } from '../services/get-service';

const locale = z.string().min(1).max(64).optional();
const params = z.object({ model: z.string().min(1).max(255), documentId: z.string().min(1).max(255) });
const findQuery = z.object({ locale });
const changeBody = z.object({ locale, path: z.string().min(1).max(255) });

/**
 * Admin routes of an entry's URL history (`/entries/:model/:documentId/history`). The routes'
 * policies check the caller's Content Manager permissions on the type, the service on the entry.
 */
const entryHistory = ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => getService(strapi, 'entry-history');
  const callerOf = (ctx: Context) => ({ ability: ctx.state.userAbility, user: ctx.state.user });
  const entryOf = (ctx: Context) => {
    const { model, documentId } = parseWith(params, ctx.params);
    getService(strapi, 'entry-alias').assertEnabled(model);
    return { uid: model, documentId };
  };

  return {
    async find(ctx: Context) {
      const { uid, documentId } = entryOf(ctx);
      const query = parseWith(findQuery, ctx.query);
      ctx.body = { data: await service().find(callerOf(ctx), uid, documentId, query.locale) } satisfies FindUrlHistory.Response;
    },

    async restore(ctx: Context) {
      const { uid, documentId } = entryOf(ctx);
      const body = parseWith(changeBody, ctx.request.body);
      const data = await service().restore(callerOf(ctx), uid, documentId, body.path, body.locale);
      ctx.body = { data } satisfies ChangeUrlHistory.Response;
    },

    async retire(ctx: Context) {
      const { uid, documentId } = entryOf(ctx);
      const body = parseWith(changeBody, ctx.request.body);
      const data = await service().retire(callerOf(ctx), uid, documentId, body.path, body.locale);
      ctx.body = { data } satisfies ChangeUrlHistory.Response;
    },
  };
};

export default entryHistory;
