import fc from 'fast-check';
import { redirectFor } from 'sitetools-kit/redirect-locale';
import { describe, expect, it } from 'vitest';
import { RedirectPlanner, type Operation, type Outcome, type RedirectDoc } from '../../addons/redirects/server/src/domain/redirect-plan';
import type { Redirect } from '../../addons/redirects/server/src/domain/redirect-rules';
import { planCases, type Expected, type ShortDoc, type ShortVersion } from '../cases/redirects-plan';
import { titled } from './titled';

const toRedirect = ([from, to, locale]: ShortVersion): Redirect => ({
  from,
  to,
  status_code: to === null ? 410 : 301,
  locale: locale ?? null,
  query: from.includes('?') ? ('exact' as const) : ('pass' as const),
  activeFrom: null,
  activeUntil: null,
});
const toVersion = ({ from, to, locale }: Redirect): ShortVersion => (locale === null ? [from, to] : [from, to, locale]);

const toDoc = ([documentId, draft, published]: ShortDoc): RedirectDoc => ({
  documentId,
  draft: toRedirect(draft),
  published: published ? toRedirect(published) : null,
});

const toShort = ({ documentId, draft, published }: RedirectDoc): ShortDoc => [
  documentId,
  toVersion(draft),
  published ? toVersion(published) : null,
];

/** Whether `path` is live in `locale` (null: in any) by the cases' notation (`/a` in en, `/a@fr` in fr). */
const liveIn = (live: ReadonlyArray<string>) => (path: string, locale: string | null) =>
  live.some((entry) => {
    const [at, where = 'en'] = entry.split('@');
    return at === path && (locale === null || locale === where);
  });

const plannerOf = (docs: ReadonlyArray<ShortDoc>, live: ReadonlyArray<string> = []) => {
  const state = new Map(docs.map((doc) => [doc[0], toDoc(doc)]));
  const planner = new RedirectPlanner([...state.values()], {
    defaultStatus: 301,
    isLive: liveIn(live),
    locales: new Set(['en', 'fr']),
    newDocumentId: () => 'new',
  });
  /** Every document now: the initial ones with the planned changes applied. */
  const current = () => {
    for (const { documentId, after } of planner.changes()) {
      if (after) state.set(documentId, after);
      else state.delete(documentId);
    }
    return [...state.values()].map(toShort).sort(([a], [b]) => (a < b ? -1 : 1));
  };
  return { planner, current };
};

const summary = (outcome: Outcome): Expected => {
  if (outcome.ok) return { ok: true, action: outcome.action, ...(outcome.flattened ? { flattened: outcome.flattened } : {}) };
  if (outcome.refusal.kind === 'missing') return { ok: false, missing: true };
  const { refusal } = outcome;
  if (refusal.kind === 'live') return { ok: false, field: refusal.field, live: true };
  return { ok: false, field: refusal.field, ...(refusal.cycle ? { cycle: refusal.cycle } : {}) };
};

describe('RedirectPlanner', () => {
  it.each(titled(planCases, ({ name }) => name))('%s', (_, { docs, live, operation, expected, after }) => {
    const { planner, current } = plannerOf(docs, live);
    const outcome = planner.apply(operation);
    expect(summary(outcome)).toStrictEqual(expected);
    expect(current()).toStrictEqual([...after].sort(([a], [b]) => (a < b ? -1 : 1)));
  });

  it('lists no change for a refused operation', () => {
    const { planner } = plannerOf([['b', ['/b', '/a'], null]]);
    expect(planner.apply({ kind: 'save', input: { from: '/a', to: '/b' } }).ok).toBe(false);
    expect(planner.changes()).toStrictEqual([]);
  });

  it('marks what an operation published itself, and nothing it only repointed', () => {
    const { planner } = plannerOf([['x', ['/x', '/a'], ['/x', '/a']]]);
    planner.apply({ kind: 'upsert', input: { from: '/a', to: '/b' } });
    expect(planner.changes().map(({ documentId, publish }) => [documentId, publish])).toStrictEqual([
      ['x', false],
      ['new', true],
    ]);
  });
});

/**
 * Where a request for `view` (null: no locale) at each source goes, hop by hop: every walk ends
 * (no loop in any view), in at most two hops (a redirect for every locale may lead to a path
 * with a redirect of one locale, see domain/redirect-graph), one in a view without such a pair.
 */
const checkViews = (versions: Redirect[]) => {
  const byPath = new Map<string, Map<string | null, string>>();
  for (const { from, to, locale } of versions) byPath.set(from, (byPath.get(from) ?? new Map()).set(locale, to));
  for (const view of [null, 'en', 'fr']) {
    const next = (path: string) => redirectFor((scope) => byPath.get(path)?.get(scope), view);
    for (const from of byPath.keys()) {
      const seen = [from];
      for (let at = next(from); at !== undefined; at = next(at)) {
        expect(seen, `view ${view}: ${seen.join(' → ')} → ${at}`).not.toContain(at);
        seen.push(at);
      }
      expect(seen.length, `view ${view}: ${seen.join(' → ')}`).toBeLessThanOrEqual(3);
    }
  }
};

describe('RedirectPlanner over random operations', () => {
  const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/live');
  const locale = fc.constantFrom(undefined, null, 'en', 'fr');
  const input = fc.record({ from: path, to: path, locale });
  const ids = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];
  const documentId = fc.constantFrom(...ids);
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ kind: fc.constant('save' as const), input, publish: fc.boolean() }),
    fc.record({ kind: fc.constant('save' as const), documentId, input }),
    fc.record({ kind: fc.constant('upsert' as const), input }),
    fc.record({ kind: fc.constant('upsert' as const), input: fc.record({ from: path, to: path }), sharedBy: fc.constantFrom('en', 'fr') }),
    fc.record({ kind: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), documentId }),
    fc.record({ kind: fc.constant('clear' as const), path, locale: fc.constantFrom(null, 'en', 'fr') })
  );

  it('keeps both views of every locale loop-free and nearly flat, sources unique per locale, and publishes only what an operation published', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let next = 0;
        const planner = new RedirectPlanner([], {
          defaultStatus: 301,
          // /live is the live path of an entry in en.
          isLive: liveIn(['/live']),
          locales: new Set(['en', 'fr']),
          newDocumentId: () => ids[next++ % ids.length] + (next > ids.length ? `-${next}` : ''),
        });
        const published = new Set<string>();
        for (const op of operations) {
          const before = JSON.stringify(planner.changes());
          const outcome = planner.apply(op);
          if (!outcome.ok) expect(JSON.stringify(planner.changes())).toBe(before);
          if (outcome.ok && outcome.documentId && (op.kind === 'upsert' || op.kind === 'publish' || (op.kind === 'save' && op.publish))) {
            published.add(outcome.documentId);
          }
          const docs = planner.changes().flatMap(({ after }) => (after ? [after] : []));
          checkViews(docs.map(({ draft }) => draft));
          const live = docs.flatMap(({ published: p }) => (p ? [p] : []));
          checkViews(live);
          expect(live.some(({ from, locale: l }) => from === '/live' && l !== 'fr')).toBe(false);
          for (const doc of docs) if (doc.published) expect(published.has(doc.documentId)).toBe(true);
          const sources = docs.flatMap(({ draft, published: p }) => [
            ...new Set([`${draft.locale}:${draft.from}`, `${(p ?? draft).locale}:${(p ?? draft).from}`]),
          ]);
          expect(new Set(sources).size).toBe(sources.length);
        }
      }),
      { seed: 20261124, numRuns: 500 }
    );
  });
});
