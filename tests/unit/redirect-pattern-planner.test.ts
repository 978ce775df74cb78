import { describe, expect, it } from 'vitest';
import { RedirectPlanner, type Operation, type RedirectDoc } from '../../addons/redirects/server/src/domain/redirect-plan';
import type { Redirect } from '../../addons/redirects/server/src/domain/redirect-rules';
import { redirectMatcher } from '../../packages/kit/src/redirect-match';

// The planner with pattern rules, as the review of its first version found it wanting: each case
// writes rules through `RedirectPlanner` and follows the published view with the kit's matcher,
// as a front-end would, hop by hop.

const planner = (docs: RedirectDoc[] = []) => {
  let n = 0;
  return new RedirectPlanner(docs, { defaultStatus: 301, isLive: () => false, newDocumentId: () => `doc${n++}` });
};

const save = (p: RedirectPlanner, from: string, to: string | null, extra: Record<string, unknown> = {}) =>
  p.apply({ kind: 'save', input: { from, to, ...extra }, publish: true } as Operation);

const published = (p: RedirectPlanner, initial: RedirectDoc[] = []): Redirect[] => {
  const docs = new Map(initial.map((doc) => [doc.documentId, doc]));
  for (const { documentId, after } of p.changes()) {
    if (after) docs.set(documentId, after);
    else docs.delete(documentId);
  }
  return [...docs.values()].flatMap((doc) => (doc.published ? [doc.published] : []));
};

/** The hops of a visit: [path, then each target], stopping at a URL, a gone answer or no rule. */
const hops = (rules: Redirect[], path: string, locale: string | null = null): string[] => {
  const matcher = redirectMatcher(rules);
  const seen = [path];
  for (let current = path; seen.length < 6;) {
    const hit = matcher.match(current, { locale });
    if (!hit) break;
    seen.push(hit.to ?? `gone ${hit.statusCode}`);
    if (hit.to === null || !hit.to.startsWith('/')) break;
    current = hit.to;
  }
  return seen;
};

describe('the redirect planner with pattern rules', () => {
  it("keeps each rule's own status code, but a gone code carries", () => {
    const p = planner();
    expect(save(p, '/sale/:x', '/promo/:x', { status_code: 302 }).ok).toBe(true);
    expect(save(p, '/promo/a', '/shop', { status_code: 308 }).ok).toBe(true);
    const old = save(p, '/old', '/sale/b');
    expect(old.ok && old.redirect).toMatchObject({ to: '/promo/b', status_code: 301 });
    const matcher = redirectMatcher(published(p));
    expect(matcher.match('/sale/a')).toMatchObject({ to: '/shop', statusCode: 302 });
    expect(save(p, '/gone/:x', null, { status_code: 410 }).ok).toBe(true);
    expect(save(p, '/left', '/gone/y').ok).toBe(false);
  });

  it('reads a constraint as the kit does (with Unicode): a loop through \\p{N} is refused', () => {
    const p = planner();
    expect(save(p, '/a/:n(\\p{N}+)', '/b/:n').ok).toBe(true);
    const loop = save(p, '/b/1', '/a/1');
    expect(loop.ok).toBe(false);
  });

  it('renders an absolute target with parameters for an exact rule that leads into it, and refuses to compose it', () => {
    const p = planner();
    expect(save(p, '/blog/:slug', 'https://example.com/:slug').ok).toBe(true);
    expect(save(p, '/legacy', '/blog/foo').ok).toBe(true);
    expect(hops(published(p), '/legacy')).toEqual(['/legacy', 'https://example.com/foo']);
    expect(save(p, '/old/:x', '/blog/:x').ok).toBe(false);
  });

  it('leaves out a stored row whose target does not fit its pattern source (stored as text before patterns)', () => {
    const legacy: Redirect = {
      from: '/a/:b',
      to: '/c/:d',
      status_code: 301,
      locale: null,
      query: 'pass',
      activeFrom: null,
      activeUntil: null,
    };
    const p = planner([{ documentId: 'old', draft: legacy, published: legacy }]);
    expect(save(p, '/some', '/other').ok).toBe(true);
  });

  it('never derives a rule that takes paths from a rule of another locale that answers them first', () => {
    const p = planner();
    expect(save(p, '/blog/:slug', '/news/:slug').ok).toBe(true);
    expect(save(p, '/blog/:slug', '/actu/:slug', { locale: 'fr' }).ok).toBe(true);
    save(p, '/news/a', '/x');
    expect(hops(published(p), '/blog/a', 'fr')).toEqual(['/blog/a', '/actu/a']);

    const q = planner();
    expect(save(q, '/blog/:slug', '/news/:slug', { locale: 'fr' }).ok).toBe(true);
    expect(save(q, '/blog/a', '/y').ok).toBe(true);
    save(q, '/news/a', '/z');
    expect(hops(published(q), '/blog/a', 'fr')).toEqual(['/blog/a', '/y']);
  });

  it('refuses to repoint a rule for every locale past a rule of one locale that answers its target', () => {
    const p = planner();
    expect(save(p, '/blog/a', '/fr-a', { locale: 'fr' }).ok).toBe(true);
    expect(save(p, '/old', '/blog/a').ok).toBe(true);
    save(p, '/blog/:slug', '/news/:slug');
    expect(hops(published(p), '/old', 'fr').at(-1)).toBe('/fr-a');
  });

  it('does not count a scheduled rule as answering first where a rule would be derived', () => {
    const p = planner();
    expect(save(p, '/blog/:slug', '/news/:slug').ok).toBe(true);
    expect(save(p, '/blog/a', '/promo', { activeFrom: '2030-01-01', activeUntil: '2030-02-01' }).ok).toBe(true);
    expect(save(p, '/news/a', '/x').ok).toBe(false);
  });

  it('derives exact rules only, never under a segment that would read as a parameter', () => {
    const p = planner();
    expect(save(p, '/blog/:a/:b', '/news/:a').ok).toBe(true);
    expect(save(p, '/news/t', '/z').ok).toBe(false);
    const q = planner();
    expect(save(q, '/\\:v/:slug', '/news/:slug').ok).toBe(true);
    expect(save(q, '/news/a', '/z').ok).toBe(false);
    expect(hops(published(q), '/shop/a')).toEqual(['/shop/a']);
  });

  it('refuses to publish a version that leaves a derived source uncovered', () => {
    const p = planner();
    const moved = save(p, '/blog/a', '/s');
    const id = (moved as { documentId: string }).documentId;
    expect(p.apply({ kind: 'save', documentId: id, input: { from: '/q', to: '/r' } }).ok).toBe(true);
    expect(save(p, '/blog/:slug', '/news/:slug').ok).toBe(true);
    save(p, '/news/a', '/x');
    p.apply({ kind: 'publish', documentId: id });
    expect(hops(published(p), '/blog/a').length).toBeLessThanOrEqual(2);
  });
});
