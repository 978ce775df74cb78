import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import { URL_ALIAS_UID, type Pagination } from '../../../shared/contracts/url-alias';
import { isSitetoolsEnabled } from '../domain/content-type';
import { contentTypeUid } from 'sitetools-kit/uid';

type FindParams = Record<string, unknown> & { filters?: unknown; locale?: unknown };

/**
 * The URL alias list: Strapi's own find-many (filters, sort, fields, populate, pagination), limited
 * to aliases whose entry has a published version and whose type has aliases enabled, in every
 * locale unless `locale` narrows it.
 */
const urlAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  // createCoreService is typed for any kind of content type; for a collection type such as
  // url-alias it builds the collection service, whose `find` paginates.
  const native = factories.createCoreService(contentTypeUid(URL_ALIAS_UID))({ strapi }) as unknown as {
    find(params: FindParams): Promise<{ results: unknown[]; pagination: Pagination }>;
  };

  return {
    find(params: FindParams) {
      // A type whose URL aliases were switched off keeps its rows, but its paths are not served.
      const enabled = Object.values(strapi.contentTypes)
        .filter(isSitetoolsEnabled)
        .map((schema) => schema.uid);
      const live = { live: true, contenttype: { $in: enabled } };
      return native.find({
        ...params,
        locale: params.locale ?? '*',
        filters: params.filters ? { $and: [params.filters, live] } : live,
      });
    },
  };
};

export type UrlAliasService = ReturnType<typeof urlAlias>;
export default urlAlias;
