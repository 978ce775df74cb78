import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/** Writes the hits both intakes (404 reports, redirect hits) still hold in memory: a clean stop loses none. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await Promise.all([getService(strapi, 'not-found').stop(), getService(strapi, 'redirect-hit').stop()]);
};
