import type { Operation } from '../../addons/redirects/server/src/domain/redirect-plan';

/**
 * A version in short: [from, to], or [from, to, locale] for a redirect scoped to a locale; a null
 * `to` is a gone path (410).
 */
export type ShortVersion = readonly [from: string, to: string | null, locale?: string];

/** A redirect document in short: its id, its draft version and its published version or null. */
export type ShortDoc = readonly [documentId: string, draft: ShortVersion, published: ShortVersion | null];

/** What the planner must answer to one operation: accepted with an action, or refused naming a field. */
export type Expected =
  | { ok: true; action: 'create' | 'update' | 'unchanged' | 'delete'; flattened?: { requested: string; to: string } }
  /** `live`: refused because `from` is the live path of an entry (an expected refusal for automatic redirects). */
  | { ok: false; field: 'from' | 'to' | 'status_code' | 'locale' | 'query' | 'activeFrom' | 'activeUntil'; cycle?: string[]; live?: true }
  | { ok: false; missing: true };

/** Stored documents and live paths, one operation, its outcome and every document after it. */
export interface PlanCase {
  readonly name: string;
  readonly docs: ReadonlyArray<ShortDoc>;
  /** Live paths: `/a` is live in en, `/a@fr` in fr. The app's locales are en and fr. */
  readonly live?: ReadonlyArray<string>;
  readonly operation: Operation;
  readonly expected: Expected;
  /** Every document after the operation; a created one has the id `new`. */
  readonly after: ReadonlyArray<ShortDoc>;
}

const save = (from: string, to: string, publish = false, documentId?: string): Operation => ({
  kind: 'save',
  ...(documentId ? { documentId } : {}),
  input: { from, to },
  publish,
});
const upsert = (from: string, to: string): Operation => ({ kind: 'upsert', input: { from, to } });
const scopedSave = (from: string, to: string, locale: string | null, publish = true): Operation => ({
  kind: 'save',
  input: { from, to, locale },
  publish,
});

const exact = (from: string, to: string): Operation => ({ kind: 'save', input: { from, to, query: 'exact' }, publish: true });

const gone = (from: string, publish = true): Operation => ({ kind: 'save', input: { from, status_code: 410 }, publish });

export const planCases: ReadonlyArray<PlanCase> = [
  {
    name: 'a rule for one query string of a live path leaves the page alone, so it is accepted',
    docs: [],
    live: ['/'],
    operation: exact('/?p=12', '/blog/hello'),
    expected: { ok: true, action: 'create' },
    after: [['new', ['/?p=12', '/blog/hello'], ['/?p=12', '/blog/hello']]],
  },
  {
    name: 'a redirect passing its query to a path with query rules is refused: a second hop for that query',
    docs: [['q', ['/p?id=5', '/x'], ['/p?id=5', '/x']]],
    operation: save('/old', '/p', true),
    expected: { ok: false, field: 'to' },
    after: [['q', ['/p?id=5', '/x'], ['/p?id=5', '/x']]],
  },
  {
    name: 'a query rule where redirects lead is refused',
    docs: [['r', ['/old', '/p'], ['/old', '/p']]],
    operation: exact('/p?id=5', '/x'),
    expected: { ok: false, field: 'from' },
    after: [['r', ['/old', '/p'], ['/old', '/p']]],
  },
  {
    name: 'a gone path (410) is saved without a target',
    docs: [],
    operation: gone('/removed'),
    expected: { ok: true, action: 'create' },
    after: [['new', ['/removed', null], ['/removed', null]]],
  },
  {
    name: 'a redirect to a gone path is refused: a visitor would take two hops to a 410',
    docs: [['g', ['/removed', null], ['/removed', null]]],
    operation: save('/older', '/removed', true),
    expected: { ok: false, field: 'to' },
    after: [['g', ['/removed', null], ['/removed', null]]],
  },
  {
    name: 'a path made gone makes the redirects that led to it gone too, in each view they lead there',
    docs: [
      ['a', ['/a', '/removed'], ['/a', '/removed']],
      ['b', ['/b', '/removed'], null],
      ['c', ['/c', '/elsewhere'], ['/c', '/removed']],
    ],
    operation: gone('/removed'),
    expected: { ok: true, action: 'create' },
    after: [
      ['a', ['/a', null], ['/a', null]],
      ['b', ['/b', null], null],
      ['c', ['/c', '/elsewhere'], ['/c', null]],
      ['new', ['/removed', null], ['/removed', null]],
    ],
  },
  {
    name: 'a gone path as a draft only makes the drafts that lead to it gone',
    docs: [['a', ['/a', '/removed'], ['/a', '/removed']]],
    operation: gone('/removed', false),
    expected: { ok: true, action: 'create' },
    after: [
      ['a', ['/a', null], ['/a', '/removed']],
      ['new', ['/removed', null], null],
    ],
  },
  {
    name: 'a gone path at a live path is refused like a redirect',
    docs: [],
    live: ['/removed'],
    operation: gone('/removed'),
    expected: { ok: false, field: 'from', live: true },
    after: [],
  },
  {
    name: "an automatic redirect of a locale's old path that another locale still serves is scoped to that locale",
    docs: [],
    live: ['/p'],
    operation: { kind: 'upsert', input: { from: '/p', to: '/p-fr' }, sharedBy: 'fr' },
    expected: { ok: true, action: 'create' },
    after: [['new', ['/p', '/p-fr', 'fr'], ['/p', '/p-fr', 'fr']]],
  },
  {
    name: "an automatic redirect of a locale's old path that no other locale serves is for every locale",
    docs: [],
    operation: { kind: 'upsert', input: { from: '/p', to: '/p-fr' }, sharedBy: 'fr' },
    expected: { ok: true, action: 'create' },
    after: [['new', ['/p', '/p-fr'], ['/p', '/p-fr']]],
  },
  {
    name: 'an automatic redirect of a shared path updates the redirect that locale left there before',
    docs: [['d', ['/p', '/old', 'fr'], ['/p', '/old', 'fr']]],
    live: ['/p'],
    operation: { kind: 'upsert', input: { from: '/p', to: '/p-fr' }, sharedBy: 'fr' },
    expected: { ok: true, action: 'update' },
    after: [['d', ['/p', '/p-fr', 'fr'], ['/p', '/p-fr', 'fr']]],
  },
  {
    name: 'a redirect scoped to a locale may start at a path another locale serves',
    docs: [],
    live: ['/p'],
    operation: scopedSave('/p', '/p-fr', 'fr'),
    expected: { ok: true, action: 'create' },
    after: [['new', ['/p', '/p-fr', 'fr'], ['/p', '/p-fr', 'fr']]],
  },
  {
    name: 'a redirect scoped to a locale is refused from a path that locale serves',
    docs: [],
    live: ['/p@fr'],
    operation: scopedSave('/p', '/p-fr', 'fr'),
    expected: { ok: false, field: 'from', live: true },
    after: [],
  },
  {
    name: 'a redirect for every locale is refused from a path any locale serves',
    docs: [],
    live: ['/p@fr'],
    operation: scopedSave('/p', '/q', null),
    expected: { ok: false, field: 'from', live: true },
    after: [],
  },
  {
    name: 'a redirect of a locale and one for every locale may start at the same path',
    docs: [['d', ['/p', '/q'], ['/p', '/q']]],
    operation: scopedSave('/p', '/p-fr', 'fr'),
    expected: { ok: true, action: 'create' },
    after: [
      ['d', ['/p', '/q'], ['/p', '/q']],
      ['new', ['/p', '/p-fr', 'fr'], ['/p', '/p-fr', 'fr']],
    ],
  },
  {
    name: 'a second redirect from a path in the same locale is refused',
    docs: [['d', ['/p', '/q', 'fr'], null]],
    operation: scopedSave('/p', '/r', 'fr', false),
    expected: { ok: false, field: 'from' },
    after: [['d', ['/p', '/q', 'fr'], null]],
  },
  {
    name: "a locale that is not one of the app's is refused",
    docs: [],
    operation: scopedSave('/p', '/q', 'de'),
    expected: { ok: false, field: 'locale' },
    after: [],
  },
  {
    name: "a path going live in a locale removes that locale's redirect and the one for every locale, not another locale's",
    docs: [
      ['f', ['/p', '/p-fr', 'fr'], ['/p', '/p-fr', 'fr']],
      ['e', ['/p', '/p-en', 'en'], ['/p', '/p-en', 'en']],
    ],
    live: ['/p@fr'],
    operation: { kind: 'clear', path: '/p', locale: 'fr' },
    expected: { ok: true, action: 'delete' },
    after: [['e', ['/p', '/p-en', 'en'], ['/p', '/p-en', 'en']]],
  },
  {
    name: 'a redirect of a locale is flattened through a redirect for every locale',
    docs: [['b', ['/b', '/c'], ['/b', '/c']]],
    operation: scopedSave('/a', '/b', 'fr'),
    expected: { ok: true, action: 'create', flattened: { requested: '/b', to: '/c' } },
    after: [
      ['b', ['/b', '/c'], ['/b', '/c']],
      ['new', ['/a', '/c', 'fr'], ['/a', '/c', 'fr']],
    ],
  },
  {
    name: "a redirect of a locale is not flattened through another locale's",
    docs: [['b', ['/b', '/c', 'en'], ['/b', '/c', 'en']]],
    operation: scopedSave('/a', '/b', 'fr'),
    expected: { ok: true, action: 'create' },
    after: [
      ['b', ['/b', '/c', 'en'], ['/b', '/c', 'en']],
      ['new', ['/a', '/b', 'fr'], ['/a', '/b', 'fr']],
    ],
  },
  {
    name: "a redirect for every locale that would loop in one locale's view is refused",
    docs: [['b', ['/b', '/a', 'fr'], ['/b', '/a', 'fr']]],
    operation: scopedSave('/a', '/b', null),
    expected: { ok: false, field: 'to', cycle: ['/a', '/b', '/a'] },
    after: [['b', ['/b', '/a', 'fr'], ['/b', '/a', 'fr']]],
  },
  {
    name: 'a redirect for every locale repoints the redirects of a locale that pointed at its source',
    docs: [['x', ['/x', '/a', 'fr'], ['/x', '/a', 'fr']]],
    operation: scopedSave('/a', '/b', null),
    expected: { ok: true, action: 'create' },
    after: [
      ['x', ['/x', '/b', 'fr'], ['/x', '/b', 'fr']],
      ['new', ['/a', '/b'], ['/a', '/b']],
    ],
  },
  {
    name: 'a redirect of a locale leaves the redirects for every locale that pointed at its source (other locales need them)',
    docs: [['x', ['/x', '/a'], ['/x', '/a']]],
    operation: scopedSave('/a', '/b', 'fr'),
    expected: { ok: true, action: 'create' },
    after: [
      ['x', ['/x', '/a'], ['/x', '/a']],
      ['new', ['/a', '/b', 'fr'], ['/a', '/b', 'fr']],
    ],
  },
  {
    name: 'creates a draft that no one is served',
    docs: [],
    operation: save('/a', '/b'),
    expected: { ok: true, action: 'create' },
    after: [['new', ['/a', '/b'], null]],
  },
  {
    name: 'creates a published redirect through a published one: both versions flattened',
    docs: [['c', ['/b', '/c'], ['/b', '/c']]],
    operation: save('/a', '/b', true),
    expected: { ok: true, action: 'create', flattened: { requested: '/b', to: '/c' } },
    after: [
      ['c', ['/b', '/c'], ['/b', '/c']],
      ['new', ['/a', '/c'], ['/a', '/c']],
    ],
  },
  {
    // The editor asked for /b and is served /c: that is said even when /c was the target already.
    name: 'an update flattened to the target it already had reports the flattening',
    docs: [
      ['c', ['/b', '/c'], ['/b', '/c']],
      ['x', ['/x', '/c'], ['/x', '/c']],
    ],
    operation: save('/x', '/b', true, 'x'),
    expected: { ok: true, action: 'unchanged', flattened: { requested: '/b', to: '/c' } },
    after: [
      ['c', ['/b', '/c'], ['/b', '/c']],
      ['x', ['/x', '/c'], ['/x', '/c']],
    ],
  },
  {
    name: 'a draft save repoints the drafts that pointed at its source, never a published version',
    docs: [['x', ['/x', '/a'], ['/x', '/a']]],
    operation: save('/a', '/b'),
    expected: { ok: true, action: 'create' },
    after: [
      ['x', ['/x', '/b'], ['/x', '/a']],
      ['new', ['/a', '/b'], null],
    ],
  },
  {
    name: 'a publish repoints the published versions that pointed at its source',
    docs: [
      ['x', ['/x', '/b'], ['/x', '/a']],
      ['d', ['/a', '/b'], null],
    ],
    operation: { kind: 'publish', documentId: 'd' },
    expected: { ok: true, action: 'update' },
    after: [
      ['x', ['/x', '/b'], ['/x', '/b']],
      ['d', ['/a', '/b'], ['/a', '/b']],
    ],
  },
  {
    name: 'an imported line repoints a draft as a draft only: it stays unpublished',
    docs: [['dp1', ['/dp1', '/dp2'], null]],
    operation: upsert('/dp2', '/dp3'),
    expected: { ok: true, action: 'create' },
    after: [
      ['dp1', ['/dp1', '/dp3'], null],
      ['new', ['/dp2', '/dp3'], ['/dp2', '/dp3']],
    ],
  },
  {
    name: 'an imported line that loops with a published redirect is refused, even if the drafts allow it',
    docs: [['ch1', ['/ch1', '/ch3'], ['/ch1', '/ch2']]],
    operation: upsert('/ch2', '/ch1'),
    expected: { ok: false, field: 'to', cycle: ['/ch2', '/ch1', '/ch2'] },
    after: [['ch1', ['/ch1', '/ch3'], ['/ch1', '/ch2']]],
  },
  {
    name: 'refuses a loop among drafts',
    docs: [['b', ['/b', '/a'], null]],
    operation: save('/a', '/b'),
    expected: { ok: false, field: 'to', cycle: ['/a', '/b', '/a'] },
    after: [['b', ['/b', '/a'], null]],
  },
  {
    name: 'refuses a redirect to itself',
    docs: [],
    operation: save('/a', '/a//'),
    expected: { ok: false, field: 'to', cycle: ['/a', '/a'] },
    after: [],
  },
  {
    name: 'refuses a source that is the live path of an entry',
    docs: [],
    live: ['/pages/about'],
    operation: save('/pages/about', '/x', true),
    expected: { ok: false, field: 'from', live: true },
    after: [],
  },
  {
    name: 'refuses a source that another redirect has, in either version',
    docs: [['o', ['/moved', '/x'], ['/a', '/x']]],
    operation: save('/a', '/y'),
    expected: { ok: false, field: 'from' },
    after: [['o', ['/moved', '/x'], ['/a', '/x']]],
  },
  {
    name: 'an edit that changes the source keeps the published version as it is',
    docs: [['d', ['/a', '/b'], ['/a', '/b']]],
    operation: save('/c', '/b', false, 'd'),
    expected: { ok: true, action: 'update' },
    after: [['d', ['/c', '/b'], ['/a', '/b']]],
  },
  {
    name: 'an edit may point at its own former source',
    docs: [['d', ['/a', '/b'], null]],
    operation: save('/c', '/a', false, 'd'),
    expected: { ok: true, action: 'update' },
    after: [['d', ['/c', '/a'], null]],
  },
  {
    name: 'publishing is refused when the source went live since the draft was saved',
    docs: [['d', ['/a', '/b'], null]],
    live: ['/a'],
    operation: { kind: 'publish', documentId: 'd' },
    expected: { ok: false, field: 'from', live: true },
    after: [['d', ['/a', '/b'], null]],
  },
  {
    name: 'publishing is refused when it would loop with the published redirects',
    docs: [
      ['d', ['/a', '/b'], null],
      ['e', ['/e', '/x'], ['/b', '/a']],
    ],
    operation: { kind: 'publish', documentId: 'd' },
    expected: { ok: false, field: 'to', cycle: ['/a', '/b', '/a'] },
    after: [
      ['d', ['/a', '/b'], null],
      ['e', ['/e', '/x'], ['/b', '/a']],
    ],
  },
  {
    name: 'publishing flattens through the published redirects',
    docs: [
      ['d', ['/a', '/b'], null],
      ['e', ['/e', '/x'], ['/b', '/c']],
    ],
    operation: { kind: 'publish', documentId: 'd' },
    expected: { ok: true, action: 'update' },
    after: [
      ['d', ['/a', '/b'], ['/a', '/c']],
      ['e', ['/e', '/x'], ['/b', '/c']],
    ],
  },
  {
    name: 'a published save that would loop among published versions changes nothing, not even the draft',
    docs: [['e', ['/e', '/x'], ['/b', '/a']]],
    operation: save('/a', '/b', true),
    expected: { ok: false, field: 'to', cycle: ['/a', '/b', '/a'] },
    after: [['e', ['/e', '/x'], ['/b', '/a']]],
  },
  {
    name: 'unpublishing keeps the draft',
    docs: [['d', ['/a', '/b'], ['/a', '/b']]],
    operation: { kind: 'unpublish', documentId: 'd' },
    expected: { ok: true, action: 'update' },
    after: [['d', ['/a', '/b'], null]],
  },
  {
    name: 'deleting removes both versions and frees the source',
    docs: [['d', ['/a', '/b'], ['/a', '/b']]],
    operation: { kind: 'delete', documentId: 'd' },
    expected: { ok: true, action: 'delete' },
    after: [],
  },
  {
    name: 'a path that goes live removes the redirect from it',
    docs: [
      ['d', ['/a', '/b'], ['/a', '/b']],
      ['e', ['/e', '/b'], null],
    ],
    live: ['/a'],
    operation: { kind: 'clear', path: '/a', locale: 'en' },
    expected: { ok: true, action: 'delete' },
    after: [['e', ['/e', '/b'], null]],
  },
  {
    name: 'a path that goes live with no redirect from it changes nothing',
    docs: [['e', ['/e', '/b'], null]],
    live: ['/a'],
    operation: { kind: 'clear', path: '/a', locale: 'en' },
    expected: { ok: true, action: 'unchanged' },
    after: [['e', ['/e', '/b'], null]],
  },
  {
    // Two saves of one entry at once: /a went live, then on to /b, and the second change (with
    // its redirect /a → /b) was applied before the first.
    name: 'a path announced as gone live that is no longer live keeps its redirect',
    docs: [['d', ['/a', '/b'], ['/a', '/b']]],
    live: ['/b'],
    operation: { kind: 'clear', path: '/a', locale: 'en' },
    expected: { ok: true, action: 'unchanged' },
    after: [['d', ['/a', '/b'], ['/a', '/b']]],
  },
  {
    name: 'an upsert of a published redirect as it is changes nothing',
    docs: [['d', ['/a', '/b'], ['/a', '/b']]],
    operation: upsert('/a', '/b'),
    expected: { ok: true, action: 'unchanged' },
    after: [['d', ['/a', '/b'], ['/a', '/b']]],
  },
  {
    name: 'an upsert publishes a draft of the same source',
    docs: [['d', ['/a', '/b'], null]],
    operation: upsert('/a', '/b'),
    expected: { ok: true, action: 'update' },
    after: [['d', ['/a', '/b'], ['/a', '/b']]],
  },
  {
    name: 'trims whitespace around both paths',
    docs: [],
    operation: save(' \t/a ', '/b\t '),
    expected: { ok: true, action: 'create' },
    after: [['new', ['/a', '/b'], null]],
  },
  {
    name: 'an operation on a redirect that does not exist is refused as missing',
    docs: [],
    operation: { kind: 'publish', documentId: 'nope' },
    expected: { ok: false, missing: true },
    after: [],
  },
];
