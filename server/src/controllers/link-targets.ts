import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindLinkTargets } from '../../../shared/contracts/internal-link';
import { getService } from '../services/get-service';

const findQuery = z.object({ q: z.string().max(255).default(''), locale: z.string().min(1).max(64).optional() });

/** `GET /sitetools/link-targets` (admin): what the "Internal link" field's picker offers. */
const linkTargets = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { q, locale } = parseWith(findQuery, ctx.query);
    const data = await getService(strapi, 'link-targets').search(ctx.state.userAbility, q.trim(), locale);
    ctx.body = { data } satisfies FindLinkTargets.Response;
  },
});

export default linkTargets;
