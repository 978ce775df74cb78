import type { Core } from '@strapi/strapi';
import { INTERNAL_LINK_NAME } from '../../../shared/contracts/internal-link';
import { serviceGetter } from '../services/get-service';

// Reads whose results a content API response is built from. Writes are left alone: code that
// reads an entry to write it back (inside a write) must see the stored references.
const READS = new Set(['findOne', 'findFirst', 'findMany']);

/** Whether the current request came through a content API route (REST or GraphQL). */
const inContentApi = (strapi: Core.Strapi): boolean => {
  const request = strapi.requestContext.get() as { state?: { route?: { info?: { type?: string } } } } | undefined;
  return request?.state?.route?.info?.type === 'content-api';
};

/**
 * Registers the "Internal link" custom field and writes links out in content API reads. The
 * Document Service is where REST, GraphQL and the router read entries, so one middleware covers
 * them all; the Content Manager's admin routes are not content API routes and keep receiving the
 * stored references, which is what its edit view saves back.
 */
export const registerLinks = (strapi: Core.Strapi) => {
  strapi.customFields.register({ name: INTERNAL_LINK_NAME, plugin: 'sitetools', type: 'json' });
  const links = serviceGetter(strapi, 'links');
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (!READS.has(context.action) || !inContentApi(strapi)) return result;
    return links().writeOut(context.uid, result);
  });
};
