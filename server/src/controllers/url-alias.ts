import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { cursorPagination, cursorParams, restLimits, takeCursor } from 'sitetools-kit/list-cursor';
import { assertQueryShape, modelContext } from 'sitetools-kit/query-shape';
import { URL_ALIAS_UID, type FindUrlAliases } from '../../../shared/contracts/url-alias';
import { pathParam } from '../validation/query';
import { getService } from '../services/get-service';
import { contentTypeUid } from 'sitetools-kit/uid';
import type { PathPolicy } from 'sitetools-kit/path-policy';
import { pathPolicy } from '../services/platform';

/**
 * The spec warns that a plain `url_path=` does not filter in other implementations; here it is
 * an exact filter on the normalised path, never ignored.
 */
const withPathFilter = (query: Record<string, unknown>, policy: PathPolicy): Record<string, unknown> => {
  if (!('url_path' in query)) return query;
  const { url_path: raw, ...rest } = query;
  const exact = { url_path: { $eq: pathParam(raw, 'url_path', policy) } };
  return { ...rest, filters: rest.filters ? { $and: [rest.filters, exact] } : exact };
};

/**
 * `GET /api/sitetools/url-alias`: every live URL of the site the caller may read, with native list
 * parameters, and keyset pages (`pagination[after]`, sitetools-kit/list-cursor).
 */
const urlAlias = ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Context) {
    const schema = strapi.contentType(contentTypeUid(URL_ALIAS_UID));
    const auth = ctx.state.auth;
    // The cursor is ours, not Strapi's: taken off before Strapi's checks, added back after them.
    const { query: asked, cursor } = takeCursor(ctx.query as Record<string, unknown>, restLimits(strapi));
    // Before the list adds its own filters around the client's, which skips Strapi's shape check.
    assertQueryShape(asked, modelContext(strapi, URL_ALIAS_UID));
    const query = withPathFilter(asked, pathPolicy(strapi));
    await strapi.contentAPI.validate.query(query, schema, { auth });
    const sanitized = await strapi.contentAPI.sanitize.query(query, schema, { auth });
    const service = getService(strapi, 'url-alias');
    const found = await service.find(cursor ? cursorParams(sanitized, cursor) : sanitized, auth);
    // sanitize.output is typed `unknown`; given alias rows it returns them with private fields cut.
    const data = (await strapi.contentAPI.sanitize.output(found.results, schema, { auth })) as FindUrlAliases.Response['data'];
    ctx.body = cursor
      ? ({
          data,
          meta: { pagination: cursorPagination(found.results as Array<{ id?: unknown }>, cursor) },
        } satisfies FindUrlAliases.CursorResponse)
      : ({ data, meta: { pagination: found.pagination } } satisfies FindUrlAliases.Response);
  },
});

export default urlAlias;
