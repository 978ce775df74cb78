import type { Core } from '@strapi/strapi';
import { getService } from './services/get-service';

/**
 * Lets a look for interrupted writes finish, and a running bulk generation finish its batch and leave its place for the next start, then
 * frees an SQLite file for the next process.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await getService(strapi, 'alias-save').stop();
  await getService(strapi, 'bulk-generation').stop();
  getService(strapi, 'sqlite-owner').release();
};
