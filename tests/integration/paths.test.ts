import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PathsService } from '../../shared/contracts/paths';
import { startTestApp, type TestApp } from './support/strapi';

let app: TestApp;

// What the playground's seed publishes: "About" in English and French, and a never-published draft.
const ABOUT = '/pages/about';
const A_PROPOS = '/pages/a-propos';
const DRAFT = '/pages/coming-soon';

const paths = (): PathsService => app.strapi.plugin('sitetools').service('paths');

/** The statements `run` sends to the alias table. */
const aliasQueriesDuring = async (run: () => Promise<unknown>) => {
  const sql: string[] = [];
  const listener = (query: { sql: string }) => {
    if (query.sql.includes('sitetools_url_aliases')) sql.push(query.sql);
  };
  app.strapi.db.connection.on('query', listener);
  try {
    await run();
  } finally {
    app.strapi.db.connection.off('query', listener);
  }
  return sql;
};

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('the paths service, the surface other plugins use', () => {
  it('normalises a path the way sitetools stores it and refuses a relative one', () => {
    expect(paths().normalize('//pages//about/')).toBe(ABOUT);
    expect(() => paths().normalize('pages/about')).toThrow(expect.objectContaining({ name: 'InvalidPathError', problem: 'relative' }));
  });

  it('tells which paths are live in any locale, leaving out drafts and unknown paths', async () => {
    const live = await paths().livePaths([ABOUT, A_PROPOS, DRAFT, '/nowhere', ABOUT]);
    expect(live).toEqual(new Set([ABOUT, A_PROPOS]));
    expect(await paths().livePaths([])).toEqual(new Set());
  });

  it('asks the database once per 500 paths', async () => {
    const asked = [...Array.from({ length: 1200 }, (_, i) => `/missing/${i}`), A_PROPOS];
    let live: Set<string> | undefined;
    const queries = await aliasQueriesDuring(async () => {
      live = await paths().livePaths(asked);
    });
    expect(live).toEqual(new Set([A_PROPOS]));
    expect(queries).toHaveLength(3);
  });

  it('tells whether one path is live, in a given locale or in any', async () => {
    expect(await paths().isLive(ABOUT)).toBe(true);
    expect(await paths().isLive(ABOUT, 'en')).toBe(true);
    expect(await paths().isLive(ABOUT, 'fr')).toBe(false);
    expect(await paths().isLive(A_PROPOS, 'fr')).toBe(true);
    expect(await paths().isLive(DRAFT)).toBe(false);
  });

  it('matches paths exactly, case and trailing spaces included', async () => {
    expect(await paths().isLive('/pages/About')).toBe(false);
    expect(await paths().isLive(`${ABOUT} `)).toBe(false);
    expect(await paths().livePaths(['/PAGES/ABOUT', `${ABOUT} `])).toEqual(new Set());
  });
});
