import type { Core } from '@strapi/strapi';
import { makeColumnCaseSensitive } from './database/case-sensitive';

/** Startup work that needs the database schema in place. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await makeColumnCaseSensitive(strapi, 'sitetools_url_aliases', 'url_path', 255);
};
