import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import { URL_ALIAS_UID } from '../../../shared/contracts/url-alias';

type FindParams = Record<string, unknown> & { filters?: unknown; locale?: unknown };

/**
 * The URL alias list: Strapi's own find-many (filters, sort, fields, populate, pagination), limited
 * to aliases whose entry has a published version, in every locale unless `locale` narrows it.
 */
const urlAlias = ({ strapi }: { strapi: Core.Strapi }) => {
  const native = factories.createCoreService(URL_ALIAS_UID as never)({ strapi }) as unknown as {
    find(params: FindParams): Promise<{ results: unknown[]; pagination: unknown }>;
  };

  return {
    find(params: FindParams) {
      const live = { live: true };
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
