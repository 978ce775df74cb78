import { expect } from 'vitest';
import { api } from './api';
import type { TestApp } from './strapi';

const PAGE = 'api::page.page';

/**
 * Gives pages the pattern `/[parent.url_path]/[title]` through the admin API, in place of any
 * stored one: a page's path then sits under its parent's, and moves with it.
 */
export const pagesUnderTheirParent = async (app: TestApp, admin: string): Promise<void> => {
  await app.strapi.db.query('plugin::sitetools.url-pattern').deleteMany({ where: { contenttype: PAGE } });
  const saved = await api(app.url).post(
    '/sitetools/patterns',
    { contenttype: PAGE, pattern: '/[parent.url_path]/[title]' },
    { token: admin }
  );
  expect(saved.status).toBe(201);
};
