import type { Core } from '@strapi/strapi';
import type { BulkGenerationService } from './services/bulk-generation';

/** Lets a running bulk generation finish its batch and leave its place for the next start. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const bulk: BulkGenerationService = strapi.plugin('sitetools').service('bulk-generation');
  await bulk.stop();
};
