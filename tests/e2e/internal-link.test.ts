import { describe, expect, it } from 'vitest';
import type { ResolvedLink } from '../../shared/contracts/internal-link';
import { api } from '../integration/support/api';
import { documents } from '../integration/support/documents';
import { READ_ACTIONS, setPublicPermissions } from '../integration/support/permissions';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

const session = useAdminSession();

describe('the Internal link field', () => {
  it('picks a target in the edit view, and the published entry links to its live path as it moves', async () => {
    const { strapi } = session.app;
    await setPublicPermissions(strapi, READ_ACTIONS);
    const pages = documents(strapi, 'api::page.page');
    const target = await pages.create({ data: { title: 'Linked destination' }, locale: 'en', status: 'published' });
    const page = await login(session.browser, session.app, await createAdminUser(strapi, 'strapi-super-admin'));
    await page.goto(`${session.app.url}/admin/content-manager/collection-types/api::page.page/create?plugins[i18n][locale]=en`);
    await page.getByLabel(/^title/i).fill('Linking page');

    await page.getByLabel('Search by title or path').fill('destination');
    await page.getByRole('button', { name: /Linked destination · Page · \/pages\/linked-destination/ }).click();
    await shown(page.getByTestId('internal-link-current').filter({ hasText: 'Linked destination' }));
    await screenshot(page, 'internal-link-field');

    await page.getByRole('button', { name: /^publish$/i }).click();
    await shown(page.getByText(/published document/i));
    await page.waitForURL((url) => !url.pathname.endsWith('/create'));
    const documentId = new URL(page.url()).pathname.split('/').pop() as string;

    const read = async () =>
      (await api(session.app.url).get<{ data: { related: ResolvedLink | null } }>(`/api/pages/${documentId}?locale=en`)).body.data.related;
    expect(await read()).toMatchObject({ path: '/pages/linked-destination', documentId: target.documentId });

    await pages.update({
      documentId: target.documentId,
      locale: 'en',
      data: { slug: 'destination-moved' },
      status: 'published',
    });
    expect((await read())?.path).toBe('/pages/destination-moved');
  });
});
