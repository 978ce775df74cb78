import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindRemovalImpact } from '../../../shared/contracts/removal-impact';
import { getService } from '../services/get-service';

// The dialog removes the entries an editor selected: a Content Manager page at most.
const MAX_ENTRIES = 100;

const impactQuery = z.object({
  documentIds: z
    .string()
    .max(MAX_ENTRIES * 256)
    .transform((list) => [...new Set(list.split(',').filter((id) => id !== ''))])
    .pipe(z.array(z.string().max(255)).min(1).max(MAX_ENTRIES)),
  locale: z.string().min(1).max(64).optional(),
});

/** `GET /sitetools/removal-impact/:model` (admin): what removing entries of `:model` touches. */
const removalImpact = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const { documentIds, locale } = parseWith(impactQuery, ctx.query);
    const data = await getService(strapi, 'removal-impact').of(
      ctx.state.userAbility,
      String(ctx.params.model),
      documentIds,
      locale ?? null
    );
    ctx.body = { data } satisfies FindRemovalImpact.Response;
  },
});

export default removalImpact;
