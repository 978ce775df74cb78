import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAdminUser, login, screenshot, shown } from './support/browser';
import { useAdminSession } from './support/session';

// The builder saves only in development mode, into the app's files: a throwaway copy.
const session = useAdminSession({ isolated: true });
let page: Page;

const schemaOf = (name: string) =>
  JSON.parse(readFileSync(join(session.app.appDir, 'src/api', name, 'content-types', name, 'schema.json'), 'utf8')) as {
    pluginOptions?: { sitetools?: { enabled?: boolean } };
  };

/** Opens the advanced settings of a content type in the builder and returns the URL alias checkbox. */
const urlAliasBox = async (uid: string) => {
  // Logged in by the first test (login registers a failure hook, which only a test may).
  page ??= await login(session.browser, session.app, await createAdminUser(session.app.strapi, 'strapi-super-admin'));
  await page.goto(`${session.app.url}/admin/plugins/content-type-builder/content-types/${uid}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: 'Advanced settings' }).click();
  return shown(dialog.getByRole('checkbox', { name: 'URL alias' }));
};

/** Whether the check passes; a schema file the builder is still writing does not parse yet. */
const passes = (check: () => boolean): boolean => {
  try {
    return check();
  } catch (error) {
    if (error instanceof SyntaxError) return false;
    throw error;
  }
};

const waitFor = async (check: () => boolean, what: string, timeoutMs = 20_000) => {
  for (const start = Date.now(); !passes(check); await new Promise((done) => setTimeout(done, 200))) {
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
  }
};

describe('the URL alias option of the Content-Type Builder', () => {
  it('shows checked on a type enabled in its schema', async () => {
    expect(schemaOf('article').pluginOptions?.sitetools?.enabled).toBe(true);
    const box = await urlAliasBox('api::article.article');
    expect(await box.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
  });

  it('enables URL aliases on a type: ticked, saved, written into its schema.json', async () => {
    expect(schemaOf('category').pluginOptions?.sitetools).toBeUndefined();
    const box = await urlAliasBox('api::category.category');
    expect(await box.getAttribute('aria-checked')).toBe('false');
    await box.click();
    expect(await box.getAttribute('aria-checked')).toBe('true');
    await shown(page.getByText('Gives every entry a URL path, generated from the URL pattern of this type'));
    await screenshot(page, 'content-type-builder');
    await page.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await waitFor(() => schemaOf('category').pluginOptions?.sitetools?.enabled === true, 'the schema is written');
    const schema = schemaOf('category') as Record<string, unknown>;
    expect(schema).toMatchObject({ info: { singularName: 'category' }, attributes: { name: { type: 'string' } } });
    // Strapi asks to restart after a schema change, which loads the type with URL aliases.
    await waitFor(() => session.app.reloads > 0, 'Strapi asks for a restart');
  });
});
