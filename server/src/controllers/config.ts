import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import type { GetConfig } from '../../../shared/contracts/config';
import { getService } from '../services/get-service';

/** Admin route of the Overview page. */
const config = ({ strapi }: { strapi: Core.Strapi }) => {
  const overview = () => getService(strapi, 'config');

  return {
    async find(ctx: Context) {
      ctx.body = { data: await overview().overview() } satisfies GetConfig.Response;
    },
  };
};

export default config;
