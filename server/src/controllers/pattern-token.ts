import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindPatternTokens } from '../../../shared/contracts/url-pattern';
import { getService } from '../services/get-service';

const tokensQuery = z.object({ contenttype: z.string().min(1).max(255) });

/** Admin route of the pattern editor's token autocomplete. */
const patternToken = ({ strapi }: { strapi: Core.Strapi }) => {
  const tokens = () => getService(strapi, 'pattern-token');

  return {
    async find(ctx: Context) {
      const { contenttype } = parseWith(tokensQuery, ctx.query);
      ctx.body = { data: tokens().suggest(contenttype) } satisfies FindPatternTokens.Response;
    },
  };
};

export default patternToken;
