import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, type AdminLoginResponse } from '../integration/support/api';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();

/** The strings each sitetools page shows in one admin language. */
interface Language {
  code: 'en' | 'fr';
  overview: string;
  urls: { heading: string; column: string };
  patterns: { heading: string; button: string };
  redirects: { heading: string; button: string };
  notFound: { heading: string; search: string };
  panel: { live: string; generate: string };
  /** Strapi's own name of the role editor's plugins tab. */
  pluginsTab: string;
}

const LANGUAGES: Language[] = [
  {
    code: 'en',
    overview: 'Sitetools overview',
    urls: { heading: 'URLs', column: 'Path' },
    patterns: { heading: 'URL patterns', button: 'Add a pattern' },
    redirects: { heading: 'Redirects', button: 'Create a redirect' },
    notFound: { heading: 'Not found', search: 'Search paths' },
    panel: { live: 'Live path', generate: 'Generate automatically' },
    pluginsTab: 'Plugins',
  },
  {
    code: 'fr',
    overview: 'Aperçu de Sitetools',
    urls: { heading: 'URL', column: 'Chemin' },
    patterns: { heading: "Modèles d'URL", button: 'Ajouter un modèle' },
    redirects: { heading: 'Redirections', button: 'Créer une redirection' },
    notFound: { heading: 'Introuvables', search: 'Rechercher des chemins' },
    panel: { live: 'Chemin en ligne', generate: 'Générer automatiquement' },
    pluginsTab: 'Plugins',
  },
];

/**
 * A super admin whose interface language is `code`, set as the profile page sets it
 * (`PUT /admin/users/me`), then logged in through the browser.
 */
const loginIn = async (code: Language['code']): Promise<Page> => {
  const credentials = await createAdminUser(session.app.strapi, 'strapi-super-admin');
  const { body } = await api(session.app.url).post<AdminLoginResponse>('/admin/login', credentials);
  const updated = await api(session.app.url).put<{ data: { preferedLanguage: string } }>(
    '/admin/users/me',
    { preferedLanguage: code },
    { token: body.data.token }
  );
  expect(updated.status).toBe(200);
  expect(updated.body.data.preferedLanguage).toBe(code);
  return login(session.browser, session.app, credentials);
};

describe.each(LANGUAGES.map((language) => [language.code, language] as const))('every sitetools page in %s', (code, text) => {
  let page: Page;
  const open = async (path: string) => {
    // Logged in by the first test (login registers a failure hook, which only a test may).
    page ??= await loginIn(code);
    await page.goto(`${session.app.url}${path}`);
  };
  const heading = (name: string) => shown(page.getByRole('heading', { name, exact: true }));

  it('the overview in the settings', async () => {
    await open('/admin/settings/sitetools');
    await heading(text.overview);
    await screenshot(page, `translations-${code}-overview`);
  });

  it('the URLs page', async () => {
    await open('/admin/plugins/sitetools');
    await heading(text.urls.heading);
    await shown(page.getByRole('button', { name: text.urls.column, exact: true }));
    await shown(page.locator('tbody tr').first());
  });

  it('the URL patterns page', async () => {
    await open('/admin/plugins/sitetools/patterns');
    await heading(text.patterns.heading);
    await shown(page.getByRole('button', { name: text.patterns.button }));
  });

  it('the Redirects page', async () => {
    await open('/admin/plugins/sitetools-addon-redirects');
    await heading(text.redirects.heading);
    await shown(page.getByRole('button', { name: text.redirects.button }));
    await shown(page.locator('tbody tr').first());
    await screenshot(page, `translations-${code}-redirects`);
  });

  it('the Not found page', async () => {
    await open('/admin/plugins/sitetools-addon-redirects-not-found');
    await heading(text.notFound.heading);
    await shown(page.getByPlaceholder(text.notFound.search));
    await screenshot(page, `translations-${code}-not-found`);
  });

  it('the panel of the Content Manager edit view', async () => {
    const about = await session.app.strapi.documents('api::page.page').findFirst({ locale: 'en', filters: { title: 'About' } });
    await open(`/admin/content-manager/collection-types/api::page.page/${about?.documentId}?plugins[i18n][locale]=en`);
    await shown(page.getByText(text.panel.live));
    await shown(page.getByTestId('sitetools-live-path').filter({ hasText: '/pages/about' }));
    await shown(page.getByText(text.panel.generate));
    await screenshot(page, `translations-${code}-edit-view`);
  });

  it('the sitetools section of the role editor', async () => {
    const editor = await session.app.strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    await open(`/admin/settings/roles/${editor.id}`);
    await page.getByRole('tab', { name: text.pluginsTab }).click();
    // The accordion of the sitetools plugin, not the one of its redirects addon.
    await page.getByRole('button', { name: /^Sitetools(?! addon)/ }).click();
    // The actions' names come from the server's registration, which Strapi shows as given.
    await shown(page.getByRole('checkbox', { name: /Read URLs and patterns/ }));
  });
});
