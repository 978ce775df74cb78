import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/** Writes the 404 hits the intake still holds in memory: a clean stop loses none. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await getService(strapi, 'not-found').stop();
};
