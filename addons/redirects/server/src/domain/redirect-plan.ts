/**
 * The redirect rules, decided in one place for every way a redirect is written: the admin's
 * create, update, delete, publish and unpublish, an import (dry run and apply), and the automatic
 * redirects that follow alias changes.
 *
 * A planner works on a snapshot of redirect documents, each a draft (the latest edit) and, once
 * published, a published version. Both views are kept flat and free of loops on their own: a
 * draft save is resolved against the drafts and repoints only drafts, a publish is resolved
 * against the published versions and repoints only those. So nothing becomes published that an
 * operation did not publish, and the published list never needs more than one hop.
 *
 * The snapshot may be partial (the redirects around the paths an operation names): since both
 * views are flat, the redirects from and to those paths are all a rule ever looks at.
 *
 * A redirect is named by its `from` and its locale (null: every locale): one of each per
 * document version, unique among documents. See `sitetools-kit/redirect-locale`.
 */
import type { RedirectLocale } from 'sitetools-kit/redirect-locale';
import { overlaps } from './pattern-overlap';
import { localOutput, planFlat, type FlatRule } from './pattern-plan';
import { preimage } from './pattern-compose';
import { coveredSource, flatPrefixes, flatRuleOf, matchesPath, patternOf, storedPath, storedTarget, underPrefix } from './pattern-view';
import type { Pattern } from './pattern-segment';
import { PatternRules } from './pattern-rules';
import { GONE, RedirectGraph, graphTarget } from './redirect-graph';
import {
  RedirectFieldError,
  isLocalTarget,
  isScheduled,
  validateRedirect,
  type Redirect,
  type RedirectField,
  type RedirectCode,
  type RedirectInput,
  type StatusCode,
} from './redirect-rules';

/** A redirect document: its latest edit, and what the front-end is served, if anything. */
export interface RedirectDoc {
  documentId: string;
  draft: Redirect;
  published: Redirect | null;
}

export type Operation =
  /** Creates (no documentId) or edits a redirect; `publish` publishes the result at once. */
  | { kind: 'save'; documentId?: string; input: RedirectInput; publish?: boolean }
  /**
   * Creates or edits and publishes the redirect from `input.from` in `input.locale` (imports,
   * automatic redirects). With `sharedBy`, an automatic redirect of that locale's old path: when
   * the path is still live (in another locale, which keeps it), the redirect is scoped to
   * `sharedBy` instead of refused.
   */
  | { kind: 'upsert'; input: RedirectInput; sharedBy?: string }
  | { kind: 'publish'; documentId: string }
  | { kind: 'unpublish'; documentId: string }
  | { kind: 'delete'; documentId: string }
  /**
   * Removes the redirects from `path`, which became the live path of an entry in `locale` (null:
   * a locale not known), if it is live still: the one scoped to `locale` and the one for every
   * locale. Alias changes of one entry saved twice at once can arrive in either order, and a
   * stale one must not take away the redirect that a later change left on a path the entry has
   * left again.
   */
  | { kind: 'clear'; path: string; locale: RedirectLocale };

type Refusal =
  | { kind: 'invalid'; field: RedirectField; message: string; cycle?: string[] }
  /**
   * `from` is the live path of an entry. For an automatic redirect this is expected (the old path
   * is still live in another locale, say): a skip, not a failure.
   */
  | { kind: 'live'; field: 'from'; message: string }
  | { kind: 'missing'; documentId: string };

export type Outcome =
  | {
      ok: true;
      documentId: string | null;
      action: 'create' | 'update' | 'unchanged' | 'delete';
      /**
       * Set when the target asked for (normalised) was another redirect's source, so its own
       * target is stored instead; also when the document held that target already.
       */
      flattened: { requested: string; to: string } | null;
      /** The redirect as it ends up (its published version when it was published); null when removed. */
      redirect: Redirect | null;
    }
  | { ok: false; refusal: Refusal };

/** One document a plan changes; `publish` marks a version published by the operation itself. */
export interface PlannedChange {
  documentId: string;
  before: RedirectDoc | null;
  after: RedirectDoc | null;
  publish: boolean;
}

/** True when two versions hold the same redirect (or both are absent). */
export const sameRedirect = (a: Redirect | null | undefined, b: Redirect | null | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.from === b.from &&
    a.to === b.to &&
    a.status_code === b.status_code &&
    a.locale === b.locale &&
    a.query === b.query &&
    a.activeFrom === b.activeFrom &&
    a.activeUntil === b.activeUntil);

const sameDoc = (a: RedirectDoc | null, b: RedirectDoc | null) =>
  a === b || (!!a && !!b && sameRedirect(a.draft, b.draft) && sameRedirect(a.published, b.published));

/** The path an `exact` query rule starts from (`/p` of `/p?id=5`), or null for any other rule. */
const queryPathOf = ({ from, query }: Redirect): string | null => (query === 'exact' ? from.slice(0, from.indexOf('?')) : null);

const refuse = (field: RedirectField, message: string, cycle?: string[]): Outcome => ({
  ok: false,
  refusal: { kind: 'invalid', field, message, ...(cycle ? { cycle } : {}) },
});

const loopMessage = (cycle: string[], view: 'draft' | 'published') =>
  `to: this redirect would make a loop${view === 'published' ? ' with the published redirects' : ''}: ${cycle.join(' → ')}`;

type View = 'draft' | 'published';

/** What a rule's write changes besides itself, in one view: other rules repointed, rules derived. */
interface Effects {
  repoint: Array<{ key: string; to: string | null; status_code: StatusCode }>;
  derive: Redirect[];
}

/** A version as it is to be stored, with what storing it changes. */
interface Resolved {
  redirect: Redirect;
  effects: Effects | null;
}

// A redirect's name among documents; paths never hold control characters.
const ownerKey = (from: string, locale: RedirectLocale) => `${locale ?? ''}\n${from}`;
const keyParts = (key: string): [from: string, locale: RedirectLocale] => {
  const cut = key.indexOf('\n');
  return [key.slice(cut + 1), cut === 0 ? null : key.slice(0, cut)];
};

/** A path and a locale (null: any locale), as the planner asks whether a path is live. */
export interface PathInLocale {
  path: string;
  locale: RedirectLocale;
}

export interface PlannerOptions {
  defaultStatus: RedirectCode;
  /**
   * Whether a path is the live path of an entry in `locale`, or in any locale for null (only
   * asked about the pairs `sourcesOf` lists).
   */
  isLive: (path: string, locale: RedirectLocale) => boolean;
  /**
   * A live path that the pattern source `from` matches in `locale` (in any locale for null), or
   * undefined: a pattern may not send the visitors of a live page away (only asked about the
   * sources `patternSourcesOf` lists).
   */
  liveUnder?: (from: string, locale: RedirectLocale) => string | undefined;
  /** The app's locales; a redirect scoped to another is refused. Not given: any locale code. */
  locales?: ReadonlySet<string>;
  newDocumentId: () => string;
}

/** Applies operations one by one to a snapshot; each is all or nothing. See the module comment. */
export class RedirectPlanner {
  readonly #docs = new Map<string, RedirectDoc>();
  readonly #initial = new Map<string, RedirectDoc | null>();
  readonly #published = new Set<string>();
  /** Every version's (from, locale) key → its document: unique among documents. */
  readonly #owners = new Map<string, string>();
  /** Per view, the exact rules. */
  readonly #graphs: Record<View, RedirectGraph> = { draft: new RedirectGraph(), published: new RedirectGraph() };
  /** Per view, the pattern rules by (from, locale) key. */
  readonly #patterns: Record<View, PatternRules> = { draft: new PatternRules(), published: new PatternRules() };
  /** Per view, the sources of scheduled versions, with how many versions (locales) each has. */
  readonly #scheduled: Record<View, Map<string, number>> = { draft: new Map(), published: new Map() };
  /** Per view, the paths of the sources of `exact` query rules (`/p` of `/p?id=5`), with how many versions each has. */
  readonly #queried: Record<View, Map<string, number>> = { draft: new Map(), published: new Map() };

  constructor(
    docs: Iterable<RedirectDoc>,
    private readonly options: PlannerOptions
  ) {
    for (const doc of docs) {
      this.#docs.set(doc.documentId, doc);
      this.#own(doc);
      this.#insert('draft', doc.draft);
      if (doc.published) this.#insert('published', doc.published);
    }
  }

  /** Applies `operation`; on a refusal nothing changes. */
  apply(operation: Operation): Outcome {
    switch (operation.kind) {
      case 'save':
        return this.#save(operation.documentId, operation.input, operation.publish ?? false);
      case 'upsert':
        return this.#upsert(operation.input, operation.sharedBy);
      case 'publish':
        return this.#publish(operation.documentId);
      case 'unpublish':
        return this.#update(operation.documentId, (doc) => ({ ...doc, published: null }));
      case 'delete':
        return this.#update(operation.documentId, () => null);
      case 'clear':
        return this.#clear(operation.path, operation.locale);
    }
  }

  /** Every document the operations changed, as it was and as it is now. */
  changes(): PlannedChange[] {
    return [...this.#initial].flatMap(([documentId, before]) => {
      const after = this.#docs.get(documentId) ?? null;
      return sameDoc(before, after) ? [] : [{ documentId, before, after, publish: this.#published.has(documentId) }];
    });
  }

  /** The current state of a document, if it exists. */
  doc(documentId: string): RedirectDoc | undefined {
    return this.#docs.get(documentId);
  }

  /**
   * The (path, locale) pairs whose liveness `operations` depend on: the sources they would
   * redirect, in their locale (null: in any), and the paths they clear.
   */
  sourcesOf(operations: ReadonlyArray<Operation>): PathInLocale[] {
    return operations.flatMap((operation): PathInLocale[] => {
      if (operation.kind === 'clear') return this.#clearScopes(operation.locale).map((locale) => ({ path: operation.path, locale }));
      if (operation.kind === 'publish') {
        const draft = this.#docs.get(operation.documentId)?.draft;
        return draft ? [{ path: draft.from, locale: draft.locale }] : [];
      }
      if (operation.kind !== 'save' && operation.kind !== 'upsert') return [];
      const parsed = this.#parse(operation.input);
      if ('ok' in parsed) return [];
      const shared = operation.kind === 'upsert' && operation.sharedBy ? [{ path: parsed.from, locale: operation.sharedBy }] : [];
      return [{ path: parsed.from, locale: parsed.locale }, ...shared];
    });
  }

  /** The pattern sources `operations` would write, with their locale: `liveUnder` is asked about these. */
  patternSourcesOf(operations: ReadonlyArray<Operation>): PathInLocale[] {
    return this.sourcesOf(operations).filter(({ path }) => patternOf(path) !== null);
  }

  #upsert(input: RedirectInput, sharedBy: string | undefined): Outcome {
    const parsed = this.#parse(input);
    if ('ok' in parsed) return parsed;
    // The old path of one locale that another locale still serves: only that locale moves away.
    const scoped = sharedBy !== undefined && parsed.locale === null && this.options.isLive(parsed.from, null);
    const asked = scoped ? { ...input, locale: sharedBy } : input;
    const locale = scoped ? sharedBy : parsed.locale;
    return this.#save(this.#owners.get(ownerKey(parsed.from, locale)), asked, true);
  }

  #parse(input: RedirectInput): Redirect | Outcome {
    let redirect: Redirect;
    try {
      redirect = validateRedirect(input, this.options.defaultStatus);
    } catch (error) {
      if (!(error instanceof RedirectFieldError)) throw error;
      return refuse(error.field, error.message);
    }
    const { locales } = this.options;
    if (redirect.locale !== null && locales && !locales.has(redirect.locale)) {
      return refuse('locale', `locale: ${redirect.locale} is not one of the app's locales`);
    }
    return redirect;
  }

  /**
   * The refusal of a redirect from `from` in `locale` when it is the live path of an entry there
   * (in any locale, for a redirect of every locale): saved or published, it would hide the entry.
   */
  #refuseLive(from: string, locale: RedirectLocale): Outcome | undefined {
    const where = locale === null ? '' : ` in ${locale}`;
    if (patternOf(from)) {
      const live = this.options.liveUnder?.(from, locale);
      if (live === undefined) return undefined;
      const message = `from: ${from} matches ${live}, the live path of an entry${where}: a pattern cannot send its visitors away`;
      return { ok: false, refusal: { kind: 'live', field: 'from', message } };
    }
    // A rule for one query string of a live path (`/?p=123`) leaves the page itself alone.
    if (from.includes('?') || !this.options.isLive(from, locale)) return undefined;
    return {
      ok: false,
      refusal: { kind: 'live', field: 'from', message: `from: ${from} is the live path of an entry${where} and cannot be redirected` },
    };
  }

  /** The scopes a path going live in `locale` clears: that locale's redirect, and the one for every locale. */
  #clearScopes(locale: RedirectLocale): RedirectLocale[] {
    return locale === null ? [null] : [locale, null];
  }

  #clear(path: string, locale: RedirectLocale): Outcome {
    let outcome: Outcome = { ok: true, documentId: null, action: 'unchanged', flattened: null, redirect: null };
    for (const scope of this.#clearScopes(locale)) {
      const owner = this.options.isLive(path, scope) ? this.#owners.get(ownerKey(path, scope)) : undefined;
      // One document may own both (a draft scoped otherwise than its published version).
      if (owner && this.#docs.has(owner)) outcome = this.#update(owner, () => null, true);
    }
    return outcome;
  }

  #save(documentId: string | undefined, input: RedirectInput, publish: boolean): Outcome {
    const current = documentId === undefined ? undefined : this.#docs.get(documentId);
    if (documentId !== undefined && !current) return { ok: false, refusal: { kind: 'missing', documentId } };
    // An edit that does not name a locale keeps the redirect's own (saves from before locales).
    const parsed = this.#parse(current && input.locale === undefined ? { ...input, locale: current.draft.locale } : input);
    if ('ok' in parsed) return parsed;
    const owner = this.#owners.get(ownerKey(parsed.from, parsed.locale));
    if (owner !== undefined && owner !== documentId) {
      const scope = parsed.locale === null ? 'for every locale' : `in ${parsed.locale}`;
      return refuse('from', `from: a redirect from ${parsed.from} ${scope} already exists`);
    }
    // A pattern stored already may match a page published since (reported then): saving it
    // unchanged again (an export imported back) is no new write over that page.
    const kept = current && sameRedirect(current.draft, parsed) && (!publish || sameRedirect(current.published, parsed));
    const live = kept && patternOf(parsed.from) ? undefined : this.#refuseLive(parsed.from, parsed.locale);
    if (live) return live;
    // A version that leaves its source may leave paths it answered first for a pattern.
    for (const view of publish ? (['draft', 'published'] as const) : (['draft'] as const)) {
      const before = current?.[view];
      const moved = before && (before.from !== parsed.from || before.locale !== parsed.locale);
      const uncovered = moved ? this.#refuseUncover(view, before) : undefined;
      if (uncovered) return uncovered;
    }
    const draft = this.#resolve('draft', parsed, current?.draft);
    if ('ok' in draft) return draft;
    const published = publish ? this.#resolve('published', parsed, current?.published ?? undefined) : undefined;
    if (published && 'ok' in published) return published;

    const id = current?.documentId ?? this.options.newDocumentId();
    const next: RedirectDoc = { documentId: id, draft: draft.redirect, published: published?.redirect ?? current?.published ?? null };
    const redirect = published?.redirect ?? draft.redirect;
    // A target is never resolved to a gone path (refused) nor from one (it has none).
    const flattened = redirect.to === parsed.to || parsed.to === null ? null : { requested: parsed.to, to: redirect.to as string };
    if (current && sameDoc(current, next)) return { ok: true, documentId: id, action: 'unchanged', flattened, redirect };
    this.#write(id, next, publish, { draft: draft.effects, published: published?.effects ?? null });
    return { ok: true, documentId: id, action: current ? 'update' : 'create', flattened, redirect };
  }

  #publish(documentId: string): Outcome {
    const current = this.#docs.get(documentId);
    if (!current) return { ok: false, refusal: { kind: 'missing', documentId } };
    const { from, locale } = current.draft;
    const live = this.#refuseLive(from, locale);
    if (live) return live;
    const before = current.published;
    const moved = before && (before.from !== from || before.locale !== locale);
    const uncovered = moved ? this.#refuseUncover('published', before) : undefined;
    if (uncovered) return uncovered;
    const published = this.#resolve('published', current.draft, current.published ?? undefined);
    if ('ok' in published) return published;
    this.#write(documentId, { ...current, published: published.redirect }, true, { draft: null, published: published.effects });
    return { ok: true, documentId, action: 'update', flattened: null, redirect: published.redirect };
  }

  /**
   * Changes or removes a document; `cleared` when its source went live (a live page wins, and a
   * pattern over it is reported by the caller, see alias-redirects).
   */
  #update(documentId: string, change: (doc: RedirectDoc) => RedirectDoc | null, cleared = false): Outcome {
    const current = this.#docs.get(documentId);
    if (!current) return { ok: false, refusal: { kind: 'missing', documentId } };
    const next = change(current);
    for (const view of cleared ? [] : (['draft', 'published'] as const)) {
      const removed = current[view];
      const refused = removed && !next?.[view] ? this.#refuseUncover(view, removed) : undefined;
      if (refused) return refused;
    }
    this.#write(documentId, next, false);
    return { ok: true, documentId, action: next ? 'update' : 'delete', flattened: null, redirect: next?.draft ?? null };
  }

  /**
   * Where `redirect` must point in `view` once `replacing` (the document's own version there) is
   * gone: its final target, or a refusal when it would come back to its source; with pattern
   * rules in the view, also what must change around it (see domain/pattern-plan).
   */
  #resolve(view: View, redirect: Redirect, replacing: Redirect | undefined): Resolved | Outcome {
    const tokens = patternOf(redirect.from);
    const refused =
      this.#refuseScheduled(view, redirect, replacing) ??
      this.#refuseQueried(view, redirect) ??
      this.#refusePatternWindows(view, redirect, tokens, replacing);
    if (refused) return refused;
    let resolved = redirect;
    // A gone path leads nowhere: no loop and no onward hop.
    if (!tokens && redirect.to !== null) {
      const ignored = replacing && { from: replacing.from, locale: replacing.locale };
      const resolution = this.#graphs[view].resolve(redirect.from, redirect.to, redirect.locale, ignored);
      if (resolution.kind === 'loop') return refuse('to', loopMessage(resolution.cycle, view), resolution.cycle);
      // Following it would take a visitor to a gone answer in two hops.
      if (resolution.to === GONE) {
        return refuse('to', `to: ${redirect.to} is gone: point to a live page, or make this path gone too`);
      }
      resolved = { ...redirect, to: resolution.to };
    }
    // A query rule's source is no path a pattern's output holds (see #refuseQueried).
    if ((!tokens && this.#patterns[view].size === 0) || redirect.query === 'exact') return { redirect: resolved, effects: null };
    return this.#resolvePatterns(view, resolved, tokens, replacing);
  }

  /**
   * The pattern checks for `redirect` (exact targets already resolved through the exact rules):
   * against every pattern rule of the view, and for a pattern, the exact rules its output
   * reaches or that lead into its source.
   */
  #resolvePatterns(view: View, redirect: Redirect, tokens: Pattern | null, replacing: Redirect | undefined): Resolved | Outcome {
    const ignored = replacing ? ownerKey(replacing.from, replacing.locale) : null;
    const rule = flatRuleOf(redirect) as FlatRule;
    const keys: string[] = [];
    const rules: FlatRule[] = [];
    const add = (key: string, version: Redirect) => {
      const flat = key === ignored ? null : flatRuleOf(version);
      if (!flat || keys.includes(key)) return;
      keys.push(key);
      rules.push(flat);
    };
    const own = flatPrefixes(rule);
    const target = own.output !== null ? storedPath(rule.to as Pattern) : null;
    // For an exact rule, the patterns it can meet: by static prefix first, where their source
    // takes its target or their output its source; then the exact paths where a rule may be derived
    // (a preimage of its source), and every rule that answers there, any locale: they answer first.
    const derivedAt: string[] = [];
    for (const [, version] of tokens ? [] : this.#patterns[view].outputOver(redirect.from)) {
      const flat = flatRuleOf(version);
      if (!flat) continue;
      const { output } = flatPrefixes(flat);
      const out = output !== null && underPrefix(output, redirect.from) ? localOutput(flat) : null;
      const first = out && matchesPath(out, redirect.from) ? preimage({ from: flat.from, to: flat.to as Pattern }, redirect.from) : null;
      if (first?.every((token) => token.kind === 'static')) derivedAt.push(storedPath(first));
    }
    for (const path of derivedAt) {
      for (const [locale] of this.#graphs[view].scopesAt(path)) add(ownerKey(path, locale), this.#version(view, path, locale));
    }
    // A pattern meets every pattern; an exact rule only those filed over its paths (see PatternRules).
    const candidates = tokens
      ? this.#patterns[view]
      : this.#patterns[view].near(redirect.from, [...(target === null ? [] : [target]), ...derivedAt]);
    for (const [key, version] of candidates) {
      const flat = flatRuleOf(version);
      if (!flat) continue;
      if (!tokens) {
        const { source, output } = flatPrefixes(flat);
        const reached = target !== null && underPrefix(source, target);
        const leading = output !== null && underPrefix(output, redirect.from);
        const over = derivedAt.some((path) => underPrefix(source, path) && matchesPath(flat.from, path));
        if (!reached && !leading && !over) continue;
      }
      add(key, version);
    }
    if (tokens) {
      const out = localOutput(rule);
      const graph = this.#graphs[view];
      // The exact rules under its prefixes, the only ones the tests below keep.
      const near = [
        ...(own.output === null ? [] : graph.entriesFromUnder(own.output)),
        ...graph.entriesToUnder(own.source),
        ...graph.entriesFromUnder(own.source),
      ];
      for (const [from, to, locale] of near) {
        if (from.includes('?')) continue;
        const reached = out !== null && own.output !== null && underPrefix(own.output, from) && matchesPath(out, from);
        const leading = to !== GONE && isLocalTarget(to) && underPrefix(own.source, to) && matchesPath(tokens, to);
        // Inside its source: taken, so a rule derived there keeps the stored one.
        const inside = underPrefix(own.source, from) && matchesPath(tokens, from);
        if (reached || leading || inside) add(ownerKey(from, locale), this.#version(view, from, locale));
      }
    }
    const planned = planFlat(rules, rule);
    if (!planned.ok) return refuse(planned.field, planned.message);
    if (planned.to === null && redirect.to !== null) {
      return refuse('to', `to: ${redirect.to} is gone: point to a live page, or make this path gone too`);
    }
    // A source held by a document in its other view only, with another source in this one, cannot
    // take a derived rule: sources are unique among documents.
    for (const { from, locale } of planned.derive) {
      const key = ownerKey(storedPath(from), locale);
      const held = this.#docs.get(this.#owners.get(key) ?? '')?.[view];
      if (held && ownerKey(held.from, held.locale) !== key) {
        return refuse(
          'to',
          `to: a rule would be derived at ${storedPath(from)}, which another redirect's other version holds: publish or change that one first`
        );
      }
    }
    const versionAt = (index: number | null) => (index === null ? redirect : this.#version(view, ...keyParts(keys[index])));
    const effects: Effects = {
      repoint: planned.repoint.map(({ index, to, status }) => ({
        key: keys[index],
        to: storedTarget(to),
        status_code: status as StatusCode,
      })),
      derive: planned.derive.map(({ of, from, locale, to, status }) => ({
        from: storedPath(from),
        to: storedTarget(to),
        status_code: status as StatusCode,
        locale,
        query: versionAt(of).query,
        activeFrom: null,
        activeUntil: null,
      })),
    };
    const stored = { ...redirect, to: storedTarget(planned.to), status_code: planned.status as StatusCode };
    return { redirect: stored, effects: effects.repoint.length + effects.derive.length > 0 ? effects : null };
  }

  /**
   * The refusal of taking `version` out of `view` when it was derived for a pattern: it answers
   * first the paths the pattern sends to an exact source, which would then take two hops.
   */
  #refuseUncover(view: View, version: Redirect): Outcome | undefined {
    const isSource = (path: string, locale: RedirectLocale) => this.#graphs[view].targetOf(path, locale) !== undefined;
    for (const pattern of this.#patterns[view].values()) {
      const source = coveredSource(pattern, version, isSource);
      if (source === undefined) continue;
      return refuse(
        'from',
        `from: this redirect keeps the paths ${pattern.from} sends to ${source} from taking two hops: change or remove the redirect from ${source} first`
      );
    }
    return undefined;
  }

  /** The version of `view` whose source is (from, locale). */
  #version(view: View, from: string, locale: RedirectLocale): Redirect {
    return (this.#docs.get(this.#owners.get(ownerKey(from, locale)) as string) as RedirectDoc)[view] as Redirect;
  }

  /**
   * The refusals that keep scheduled rules and pattern rules apart, as for exact rules (below):
   * a rule's window cannot open or close a chain that flattening would have to undo.
   */
  #refusePatternWindows(view: View, redirect: Redirect, tokens: Pattern | null, replacing: Redirect | undefined): Outcome | undefined {
    const rule = flatRuleOf(redirect) as FlatRule;
    const out = localOutput(rule);
    const own = replacing && ownerKey(replacing.from, replacing.locale);
    const query = redirect.query === 'exact';
    // Only windows and exact query rules are checked here: for a rule with neither, the patterns with a window.
    const patterns = isScheduled(redirect) || query ? [...this.#patterns[view]] : this.#patterns[view].scheduled();
    for (const [key, version] of patterns) {
      if (key === own || (!isScheduled(version) && !isScheduled(redirect) && !query)) continue;
      const other = flatRuleOf(version);
      if (!other) continue;
      const otherOut = localOutput(other);
      if (isScheduled(version) && out && overlaps(out, other.from)) {
        return refuse('to', `to: ${redirect.to} leads into the scheduled redirect from ${version.from}: a redirect cannot lead through it`);
      }
      if (isScheduled(redirect) && otherOut && overlaps(otherOut, rule.from)) {
        return refuse('from', `from: the redirect from ${version.from} leads here: a scheduled redirect cannot start where redirects lead`);
      }
      if (version.query === 'pass' && otherOut && query && matchesPath(otherOut, queryPathOf(redirect) as string)) {
        return refuse(
          'from',
          `from: the redirect from ${version.from} leads to ${queryPathOf(redirect)}: a rule for one of its query strings would be a second hop after it`
        );
      }
    }
    if (!tokens) return undefined;
    if (out && redirect.query === 'pass') {
      const queried = [...this.#queried[view].keys()].find((path) => matchesPath(out, path));
      if (queried) {
        return refuse(
          'to',
          `to: ${queried} has rules for some of its query strings: a redirect that passes the visitor's query there could take two hops (set query to ignore)`
        );
      }
    }
    const graph = this.#graphs[view];
    // The scheduled exact rules, and for a scheduled pattern the rules that lead under its prefix:
    // the only ones the tests below keep.
    const near = [
      ...[...this.#scheduled[view].keys()].flatMap((from) => graph.scopesAt(from).map(([locale, to]) => [from, to, locale] as const)),
      ...(isScheduled(redirect) ? graph.entriesToUnder(flatPrefixes(rule).source) : []),
    ];
    for (const [from, to, locale] of near) {
      const scheduled = isScheduled(this.#version(view, from, locale));
      if (scheduled && out && !from.includes('?') && matchesPath(out, from)) {
        return refuse('to', `to: some paths it leads to start the scheduled redirect from ${from}: a redirect cannot lead through it`);
      }
      if (isScheduled(redirect) && to !== GONE && isLocalTarget(to) && matchesPath(tokens, to)) {
        return refuse('from', `from: the redirect from ${from} leads here: a scheduled redirect cannot start where redirects lead`);
      }
    }
    return undefined;
  }

  /**
   * The refusals that keep scheduled rules out of chains, which flattening cannot undo when a
   * window opens or closes: a redirect may not lead to the source of a scheduled rule (it would
   * be flattened through a rule that later stops), and a scheduled rule may not start where
   * redirects lead (they would be repointed for good). Loops are checked whatever the windows.
   */
  #refuseScheduled(view: View, redirect: Redirect, replacing: Redirect | undefined): Outcome | undefined {
    const own = replacing && replacing.from === redirect.to && isScheduled(replacing) ? 1 : 0;
    if (redirect.to !== null && (this.#scheduled[view].get(redirect.to) ?? 0) > own) {
      return refuse('to', `to: ${redirect.to} starts a scheduled redirect: a redirect cannot lead through it, point to its target`);
    }
    const replacesOwnSource = replacing?.from === redirect.from;
    if (isScheduled(redirect) && !replacesOwnSource && this.#graphs[view].hasSources(redirect.from)) {
      return refuse(
        'from',
        `from: other redirects lead to ${redirect.from}: a scheduled redirect cannot start there (they would take two hops while it applies)`
      );
    }
    return undefined;
  }

  /**
   * The refusals that keep query rules out of chains: a redirect that passes the visitor's query
   * on may not lead to a path that `exact` query rules start from (`/x?id=5` would go on to
   * `/p?id=5`, a second hop), and such a rule may not start where redirects lead.
   */
  #refuseQueried(view: View, redirect: Redirect): Outcome | undefined {
    if (redirect.query === 'pass' && redirect.to !== null && (this.#queried[view].get(redirect.to) ?? 0) > 0) {
      return refuse(
        'to',
        `to: ${redirect.to} has rules for some of its query strings: a redirect that passes the visitor's query there could take two hops (set query to ignore)`
      );
    }
    const path = queryPathOf(redirect);
    // Only the redirects that pass their query on lead a visitor there with one.
    const passing = (from: string, locale: RedirectLocale) =>
      this.#docs.get(this.#owners.get(ownerKey(from, locale)) ?? '')?.[view]?.query === 'pass';
    if (path !== null && this.#graphs[view].sourcesOf(path).some(([from, locale]) => passing(from, locale))) {
      return refuse('from', `from: other redirects lead to ${path}: a rule for one of its query strings would be a second hop after them`);
    }
    return undefined;
  }

  /** Keeps the per-view counts of scheduled sources and of `exact` query sources. */
  #count(view: View, version: Redirect | null, change: 1 | -1) {
    if (!version) return;
    const bump = (counts: Map<string, number>, key: string) => {
      const count = (counts.get(key) ?? 0) + change;
      if (count === 0) counts.delete(key);
      else counts.set(key, count);
    };
    if (isScheduled(version)) bump(this.#scheduled[view], version.from);
    const path = queryPathOf(version);
    if (path !== null) bump(this.#queried[view], path);
  }

  /** Adds a version to its view's rules as it is (the plan has checked it). */
  #insert(view: View, version: Redirect) {
    this.#count(view, version, 1);
    if (patternOf(version.from)) this.#insertPattern(view, version);
    else this.#graphs[view].insert(version.from, graphTarget(version.to), version.locale);
  }

  /** Adds a pattern version to its view; a row the matcher leaves out (see flatRuleOf) takes part in no check. */
  #insertPattern(view: View, version: Redirect) {
    if (flatRuleOf(version)) this.#patterns[view].set(ownerKey(version.from, version.locale), version);
  }

  /**
   * Replaces a document (null removes it), keeping both views flat by repointing their sources,
   * then makes the changes around it that its plan found (`effects`, by view).
   */
  #write(documentId: string, next: RedirectDoc | null, publish: boolean, effects?: Record<View, Effects | null>) {
    const current = this.#docs.get(documentId);
    for (const view of ['draft', 'published'] as const) {
      const before = current?.[view] ?? null;
      const after = next?.[view] ?? null;
      if (sameRedirect(before, after)) continue;
      this.#count(view, before, -1);
      this.#count(view, after, 1);
      if (before) {
        if (patternOf(before.from)) this.#patterns[view].delete(ownerKey(before.from, before.locale));
        else this.#graphs[view].delete(before.from, before.locale);
      }
      if (!after) continue;
      if (patternOf(after.from)) {
        this.#insertPattern(view, after);
        continue;
      }
      const result = this.#graphs[view].set(after.from, graphTarget(after.to), after.locale);
      // #resolve has refused loops already; set() finds the same target.
      if (result.kind === 'ok') for (const [source, locale] of result.repointed) this.#repoint(view, ownerKey(source, locale), after);
    }
    this.#remember(documentId);
    if (current) this.#disown(current);
    if (next) {
      this.#docs.set(documentId, next);
      this.#own(next);
    } else {
      this.#docs.delete(documentId);
    }
    if (publish) this.#published.add(documentId);
    for (const view of ['draft', 'published'] as const) {
      const around = effects?.[view];
      if (around) this.#apply(view, around);
    }
  }

  /** Repoints and derives what a pattern plan asked for in `view`. */
  #apply(view: View, { repoint, derive }: Effects) {
    for (const { key, to, status_code } of repoint) this.#replaceVersion(view, key, (version) => ({ ...version, to, status_code }));
    for (const rule of derive) {
      const key = ownerKey(rule.from, rule.locale);
      const owner = this.#owners.get(key);
      // A rule stored there already answers those paths first; a document that holds this source
      // in the other view only takes this view's version when it has none.
      if (owner !== undefined) {
        const held = this.#docs.get(owner)?.[view];
        if (!held) this.#replaceVersion(view, key, () => rule);
        continue;
      }
      // A derived rule is an ordinary rule: a new document, published when its view is.
      const documentId = this.options.newDocumentId();
      const doc: RedirectDoc = { documentId, draft: rule, published: view === 'published' ? rule : null };
      this.#remember(documentId);
      this.#docs.set(documentId, doc);
      this.#own(doc);
      this.#insert('draft', rule);
      if (view === 'published') {
        this.#insert('published', rule);
        this.#published.add(documentId);
      }
    }
  }

  /** Changes the version of `view` that `key` names, in the document and in the view's rules. */
  #replaceVersion(view: View, key: string, change: (version: Redirect) => Redirect) {
    const documentId = this.#owners.get(key) as string;
    const doc = this.#docs.get(documentId) as RedirectDoc;
    const before = doc[view];
    const after = change(before ?? ({} as Redirect));
    this.#remember(documentId);
    if (before) {
      this.#count(view, before, -1);
      if (patternOf(before.from)) this.#patterns[view].delete(ownerKey(before.from, before.locale));
      else this.#graphs[view].delete(before.from, before.locale);
    }
    this.#insert(view, after);
    this.#disown(doc);
    const next = { ...doc, [view]: after };
    this.#docs.set(documentId, next);
    this.#own(next);
  }

  /**
   * Points the version `key` names at the final target of `target`, the redirect that now
   * starts where it pointed; when that one is gone, the version becomes gone with the same code.
   */
  #repoint(view: View, key: string, target: Redirect) {
    const documentId = this.#owners.get(key) as string;
    const doc = this.#docs.get(documentId) as RedirectDoc;
    const version = doc[view] as Redirect;
    this.#remember(documentId);
    const next = target.to === null ? { ...version, to: null, status_code: target.status_code } : { ...version, to: target.to };
    this.#docs.set(documentId, { ...doc, [view]: next });
  }

  #remember(documentId: string) {
    if (!this.#initial.has(documentId)) this.#initial.set(documentId, this.#docs.get(documentId) ?? null);
  }

  #own(doc: RedirectDoc) {
    this.#owners.set(ownerKey(doc.draft.from, doc.draft.locale), doc.documentId);
    if (doc.published) this.#owners.set(ownerKey(doc.published.from, doc.published.locale), doc.documentId);
  }

  #disown(doc: RedirectDoc) {
    for (const version of [doc.draft, doc.published]) {
      const key = version && ownerKey(version.from, version.locale);
      if (key && this.#owners.get(key) === doc.documentId) this.#owners.delete(key);
    }
  }
}

/**
 * The paths an operation names in its input (a save's `from` and `to`, a cleared path), valid
 * or not yet: the redirects from and to them make the snapshot it is decided on.
 */
export const pathsNamedBy = (operation: Operation, defaultStatus: RedirectCode): string[] => {
  if (operation.kind === 'clear') return [operation.path];
  if (operation.kind !== 'save' && operation.kind !== 'upsert') return [];
  try {
    const { from, to } = validateRedirect(operation.input, defaultStatus);
    // A rule for one query string of a path depends on the redirects leading to that path.
    const mark = from.indexOf('?');
    return [from, ...(mark < 0 ? [] : [from.slice(0, mark)]), ...(to === null ? [] : [to])];
  } catch (error) {
    if (!(error instanceof RedirectFieldError)) throw error;
    return [];
  }
};

/** A save's source and target as validated (a pattern's in their stored form), for the snapshot's pattern reads. */
export const rulePairOf = (operation: Operation, defaultStatus: RedirectCode): Array<[from: string, to: string | null]> => {
  if (operation.kind !== 'save' && operation.kind !== 'upsert') return [];
  try {
    const { from, to } = validateRedirect(operation.input, defaultStatus);
    return [[from, to]];
  } catch (error) {
    if (!(error instanceof RedirectFieldError)) throw error;
    return [];
  }
};
