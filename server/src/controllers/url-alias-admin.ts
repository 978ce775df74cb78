import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseWith } from 'sitetools-kit/validation';
import { z } from 'zod';
import { ADMIN_ALIAS_MAX_PAGE_SIZE, ADMIN_ALIAS_SORT_FIELDS, type AdminFindUrlAliases } from '../../../shared/contracts/url-alias';
import { getService } from '../services/get-service';

const listQuery = z.object({
  q: z.string().max(255).optional(),
  contenttype: z.string().min(1).max(255).optional(),
  locale: z.string().min(1).max(64).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^(${ADMIN_ALIAS_SORT_FIELDS.join('|')}):(asc|desc)$`), {
      message: `must be <${ADMIN_ALIAS_SORT_FIELDS.join('|')}>:<asc|desc>`,
    })
    .default('url_path:asc')
    .transform((value) => {
      const [field, direction] = value.split(':');
      return {
        field: field as (typeof ADMIN_ALIAS_SORT_FIELDS)[number],
        direction: direction as 'asc' | 'desc',
      };
    }),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_ALIAS_MAX_PAGE_SIZE).default(10),
});

/** `GET /sitetools/url-aliases` (admin): every alias with search, filters, sort and pages. */
const urlAliasAdmin = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const service = getService(strapi, 'url-alias-admin');
    ctx.body = (await service.list(parseWith(listQuery, ctx.query))) satisfies AdminFindUrlAliases.Response;
  },
});

export default urlAliasAdmin;
