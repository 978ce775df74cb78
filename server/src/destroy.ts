import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/**
 * Lets a running bulk generation finish its batch and leave its place for the next start, then
 * frees an SQLite file for the next process.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  const bulk = getService(strapi, 'bulk-generation');
  await bulk.stop();
  getService(strapi, 'sqlite-owner').release();
};
