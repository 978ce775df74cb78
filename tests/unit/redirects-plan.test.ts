import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedirectPlanner, type Operation, type Outcome, type RedirectDoc } from '../../addons/redirects/server/src/domain/redirect-plan';
import { planCases, type Expected, type ShortDoc } from '../cases/redirects-plan';
import { titled } from './titled';

const toDoc = ([documentId, [from, to], published]: ShortDoc): RedirectDoc => ({
  documentId,
  draft: { from, to, status_code: 301 },
  published: published ? { from: published[0], to: published[1], status_code: 301 } : null,
});

const toShort = ({ documentId, draft, published }: RedirectDoc): ShortDoc => [
  documentId,
  [draft.from, draft.to],
  published ? [published.from, published.to] : null,
];

const plannerOf = (docs: ReadonlyArray<ShortDoc>, live: ReadonlyArray<string> = []) => {
  const state = new Map(docs.map((doc) => [doc[0], toDoc(doc)]));
  const planner = new RedirectPlanner([...state.values()], {
    defaultStatus: 301,
    isLive: (path) => live.includes(path),
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

/** True when no target of `edges` is one of their sources and none points at itself. */
const isFlat = (edges: Array<[string, string]>) => {
  const sources = new Set(edges.map(([from]) => from));
  return edges.every(([from, to]) => to !== from && !sources.has(to));
};

describe('RedirectPlanner over random operations', () => {
  const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e', '/live');
  const ids = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'];
  const documentId = fc.constantFrom(...ids);
  const operation: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ kind: fc.constant('save' as const), input: fc.record({ from: path, to: path }), publish: fc.boolean() }),
    fc.record({ kind: fc.constant('save' as const), documentId, input: fc.record({ from: path, to: path }) }),
    fc.record({ kind: fc.constant('upsert' as const), input: fc.record({ from: path, to: path }) }),
    fc.record({ kind: fc.constantFrom('publish' as const, 'unpublish' as const, 'delete' as const), documentId }),
    fc.record({ kind: fc.constant('clear' as const), path })
  );

  it('keeps both views flat, sources unique, and publishes only what an operation published', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let next = 0;
        const planner = new RedirectPlanner([], {
          defaultStatus: 301,
          isLive: (p) => p === '/live',
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
          expect(isFlat(docs.map(({ draft }) => [draft.from, draft.to]))).toBe(true);
          const live = docs.flatMap(({ published: p }) => (p ? [p] : []));
          expect(isFlat(live.map(({ from, to }) => [from, to]))).toBe(true);
          expect(live.some(({ from }) => from === '/live')).toBe(false);
          for (const doc of docs) if (doc.published) expect(published.has(doc.documentId)).toBe(true);
          const sources = docs.flatMap(({ draft, published: p }) => [...new Set([draft.from, p?.from ?? draft.from])]);
          expect(new Set(sources).size).toBe(sources.length);
        }
      }),
      { seed: 20261124, numRuns: 500 }
    );
  });
});
