import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import type { FindRemovalImpact, RemovalAction, RemoveEntries } from '../../../shared/contracts/removals';
import { removalPolicy } from '../config';
import { ACTIONS } from '../permissions';
import { getService } from '../services/get-service';

const locale = z.string().min(1).max(64).optional();
// The dialog removes the entries an editor selected: a Content Manager page at most.
const MAX_ENTRIES = 100;

// Paths may hold commas and ampersands: they come as a JSON list, not a query string.
const impactBody = z.object({
  locale,
  paths: z.array(z.string().startsWith('/').max(255)).min(1).max(MAX_ENTRIES),
});

const removeBody = z.object({
  locale,
  entries: z
    .array(z.object({ documentId: z.string().min(1).max(255), policy: removalPolicy.optional() }))
    .min(1)
    .max(MAX_ENTRIES),
});

/**
 * The Content Manager's removal dialog, for entries of the content type `:model` (the routes'
 * policies check the caller's Content Manager permission on the type, the service each entry).
 */
const entryRemoval = ({ strapi }: { strapi: Core.Strapi }) => {
  const remove = (action: RemovalAction) => async (ctx: Context) => {
    const body = parseWith(removeBody, ctx.request.body);
    const data = await getService(strapi, 'entry-removal').remove(ctx.state.userAbility, action, String(ctx.params.model), body);
    ctx.body = { data } satisfies RemoveEntries.Response;
  };

  return {
    async impact(ctx: Context) {
      const uid = String(ctx.params.model);
      const { locale: asked, paths } = parseWith(impactBody, ctx.request.body);
      // The rules' sources are shown to who may read redirects; others see their number and hits.
      const showSources = Boolean(ctx.state.userAbility?.can?.(ACTIONS.read));
      const data = await getService(strapi, 'removal-impact').of(uid, asked ?? '', paths, showSources);
      ctx.body = { data } satisfies FindRemovalImpact.Response;
    },
    unpublish: remove('unpublish'),
    delete: remove('delete'),
  };
};

export default entryRemoval;
