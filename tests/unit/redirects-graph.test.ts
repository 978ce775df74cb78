import { describe, expect, it } from 'vitest';
import { RedirectGraph, resolveTarget } from '../../addons/redirects/server/src/domain/redirect-graph';
import { graphSetCases, resolveCases, type Edge } from '../cases/redirects-graph';
import { titled } from './titled';

/** Every redirect of `graph` among `froms`, sorted, so a test can compare whole graphs. */
const edgesOf = (graph: RedirectGraph, froms: Iterable<string>): Edge[] =>
  [...new Set(froms)]
    .flatMap((from): Edge[] => {
      const to = graph.targetOf(from);
      return to === undefined ? [] : [[from, to]];
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** True when no target is also a source: every redirect reaches its final target in one hop. */
const isFlat = (edges: Iterable<Edge>): boolean => {
  const list = [...edges];
  const sources = new Set(list.map(([from]) => from));
  return list.every(([, to]) => !sources.has(to));
};

describe('resolveTarget', () => {
  it.each(titled(resolveCases, ({ name }) => name))('%s', (_, { existing, from, to, expected }) => {
    const targets = new Map(existing);
    expect(resolveTarget(from, to, (path) => targets.get(path))).toStrictEqual(expected);
  });

  it('looks up the target, then its target once to find it final, and nothing else', () => {
    const asked: string[] = [];
    resolveTarget('/a', '/b', (path) => {
      asked.push(path);
      return path === '/b' ? '/c' : undefined;
    });
    expect(asked).toStrictEqual(['/b', '/c']);
  });

  it('follows a redirect for every locale to the redirect of one locale behind it, and finds a loop there', () => {
    const targets = new Map([
      ['/b', '/c'],
      ['/c', '/a'],
    ]);
    expect(resolveTarget('/a', '/b', (path) => targets.get(path))).toStrictEqual({ kind: 'loop', cycle: ['/a', '/b', '/c', '/a'] });
  });
});

describe('RedirectGraph.set', () => {
  it.each(titled(graphSetCases, ({ name }) => name))('%s', (_, { existing, set, expected, after }) => {
    const graph = new RedirectGraph(existing);
    expect(graph.set(...set)).toStrictEqual(expected);
    const froms = [...existing, ...after, set].map(([from]) => from);
    expect(edgesOf(graph, froms)).toStrictEqual([...after].sort(([a], [b]) => (a < b ? -1 : 1)));
    expect(graph.size).toBe(after.length);
    expect(isFlat(after)).toBe(true);
  });

  it.each(titled(graphSetCases, ({ name }) => `agrees with resolveTarget: ${name}`))('%s', (_, { existing, set: [from, to], expected }) => {
    const targets = new Map(existing);
    const resolution = resolveTarget(from, to, (path) => targets.get(path));
    expect(expected.kind).toBe(resolution.kind);
    if (expected.kind === 'ok' && resolution.kind === 'ok') expect(expected.to).toBe(resolution.to);
  });
});

describe('RedirectGraph', () => {
  it('starts empty', () => {
    const graph = new RedirectGraph();
    expect(graph.size).toBe(0);
    expect(graph.targetOf('/a')).toBeUndefined();
  });

  it('keeps the last of a repeated from given to the constructor, and forgets the first target', () => {
    const graph = new RedirectGraph([
      ['/a', '/b'],
      ['/a', '/c'],
    ]);
    expect(graph.size).toBe(1);
    expect(graph.targetOf('/a')).toBe('/c');
    expect(graph.set('/b', '/d')).toStrictEqual({ kind: 'ok', to: '/d', repointed: [] });
  });

  it('deletes a redirect and leaves the redirects that pointed at its source alone', () => {
    const graph = new RedirectGraph([['/x', '/a']]);
    graph.set('/a', '/b');
    graph.delete('/a');
    expect(graph.targetOf('/a')).toBeUndefined();
    expect(graph.targetOf('/x')).toBe('/b');
    expect(graph.size).toBe(1);
  });

  it('forgets a deleted redirect as a source to repoint', () => {
    const graph = new RedirectGraph([['/x', '/a']]);
    graph.delete('/x');
    expect(graph.set('/a', '/b')).toStrictEqual({ kind: 'ok', to: '/b', repointed: [] });
    expect(graph.targetOf('/x')).toBeUndefined();
  });

  it('deletes a from that does not exist without change', () => {
    const graph = new RedirectGraph([['/a', '/b']]);
    graph.delete('/b');
    expect(edgesOf(graph, ['/a', '/b'])).toStrictEqual([['/a', '/b']]);
  });

  it('repoints sources that were repointed before (x → a, a → b, b → c)', () => {
    const graph = new RedirectGraph([['/x', '/a']]);
    graph.set('/a', '/b');
    expect(graph.set('/b', '/c')).toStrictEqual({
      kind: 'ok',
      to: '/c',
      repointed: [
        ['/x', null],
        ['/a', null],
      ],
    });
    expect(edgesOf(graph, ['/x', '/a', '/b'])).toStrictEqual([
      ['/a', '/c'],
      ['/b', '/c'],
      ['/x', '/c'],
    ]);
  });

  it('keeps a repointed redirect on its final target when the path it went through changes again', () => {
    // Flat storage forgets that x once went through a: only redirects *to* a source are repointed.
    const graph = new RedirectGraph([['/x', '/a']]);
    graph.set('/a', '/b');
    expect(graph.set('/a', '/c')).toStrictEqual({ kind: 'ok', to: '/c', repointed: [] });
    expect(graph.targetOf('/x')).toBe('/b');
  });

  it('stays flat and agrees with a naive model over 2,000 seeded random changes', () => {
    const paths = Array.from({ length: 8 }, (_, i) => `/p${i}`).concat('https://example.com/');
    const model = new Map<string, string>();
    const graph = new RedirectGraph();
    let seed = 42;
    // A small linear congruential generator: the same sequence on every run.
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };

    for (let step = 0; step < 2_000; step += 1) {
      const from = paths[next(paths.length - 1)];
      if (next(5) === 0) {
        graph.delete(from);
        model.delete(from);
      } else {
        const to = paths[next(paths.length)];
        // The model follows the rules literally: one hop at most, then repoint by scanning all.
        const final = to === from ? from : (model.get(to) ?? to);
        const result = graph.set(from, to);
        if (final === from) {
          expect(result.kind).toBe('loop');
        } else {
          const repointed = [...model].filter(([, target]) => target === from).map(([source]) => source);
          for (const source of repointed) model.set(source, final);
          model.set(from, final);
          expect(result).toStrictEqual({
            kind: 'ok',
            to: final,
            repointed: expect.arrayContaining(repointed.map((source) => [source, null])),
          });
          expect(result.kind === 'ok' && result.repointed.length).toBe(repointed.length);
        }
      }
      expect(edgesOf(graph, paths)).toStrictEqual(edgesOf(new RedirectGraph(model), paths));
      expect(graph.size).toBe(model.size);
      expect(isFlat(model)).toBe(true);
    }
  });

  it('applies 10,000 changes to 50,000 redirects in linear time', () => {
    // 50,000 redirects in 1,000 groups of 50 sharing a target.
    const entries = Array.from({ length: 50_000 }, (_, i): Edge => [`/old/${i}`, `/target/${i % 1_000}`]);
    const started = performance.now();
    const graph = new RedirectGraph(entries);
    let repointed = 0;
    const froms = new Set(entries.map(([from]) => from));
    for (let i = 0; i < 10_000; i += 1) {
      // Alternately: a group's target starts redirecting (50 repointed), a new redirect chains
      // onto an existing source (flattened), and an existing redirect changes target.
      const change: Edge =
        i % 3 === 0 ? [`/target/${i % 1_000}`, `/final/${i}`] : i % 3 === 1 ? [`/new/${i}`, `/old/${i}`] : [`/old/${i}`, `/moved/${i}`];
      froms.add(change[0]);
      const result = graph.set(...change);
      if (result.kind === 'ok') repointed += result.repointed.length;
    }
    const elapsed = performance.now() - started;

    // Each of the 1,000 groups is repointed once, less the members moved before their turn.
    expect(repointed).toBeGreaterThan(45_000);
    expect(graph.size).toBe(froms.size);
    expect(isFlat(entries.map(([from]): Edge => [from, graph.targetOf(from) ?? '']))).toBe(true);
    expect(graph.targetOf('/old/0')).toBe('/final/0');
    // A sanity bound only: a quadratic set() takes far longer; a linear one, tens of milliseconds.
    expect(elapsed).toBeLessThan(5_000);
  });
});
