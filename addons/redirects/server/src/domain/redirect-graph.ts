/**
 * Loop and chain rules. Stored redirects are flat: every target is final, no stored redirect's
 * `to` is another stored redirect's `from`. Keeping them flat means a front-end always needs one
 * hop, and one lookup is enough to find where a new redirect must point.
 *
 * Redirects may be scoped to a locale (see `sitetools-kit/redirect-locale`): a request for a
 * locale follows the redirect scoped to it, else the one for every locale. So the rules look at
 * one view per locale. One exception to flatness is allowed: a redirect for every locale is not
 * repointed through a redirect scoped to one locale (the other locales still need its target), so
 * a request for that locale may take two hops; loops are refused in every view.
 *
 * Paths are compared as strings, so both sides must be normalised first (see `validateRedirect`).
 */
import { redirectFor, type RedirectLocale } from 'sitetools-kit/redirect-locale';
import { isLocalTarget } from './redirect-rules';
import { PathPrefixIndex } from './path-prefix-index';

export type Resolution = { kind: 'ok'; to: string } | { kind: 'loop'; cycle: string[] };

/**
 * The target a gone path (410, 451) has in the graph: no path or URL can be it, and like an
 * absolute URL it has no onward redirect, so a walk stops there. A redirect whose final target
 * would be it leads to a gone path; a source repointed to it becomes gone itself.
 */
export const GONE = '\u0000gone';

/** A stored target as the graph holds it: null (a gone path) is {@link GONE}. */
export const graphTarget = (to: string | null): string => to ?? GONE;

/**
 * Where a redirect from→to must point so that it reaches its final target, given a lookup of the
 * existing redirects (in one locale's view); a loop when it would come back to `from`.
 *
 * A loop's `cycle` lists the paths a visitor would go through, starting and ending with `from`:
 * `[from, from]` for a redirect to itself, `[from, to, from]` when `to` already redirects to
 * `from`. An absolute URL is never looked up: it belongs to another site, or to this one under a
 * host name the domain cannot know, so it has no onward redirect here. In a flat set of redirects
 * the first onward target is final; the walk goes on only where a redirect for every locale leads
 * to a path with a redirect of the view's locale (see the module comment).
 */
export const resolveTarget = (from: string, to: string, targetOf: (from: string) => string | undefined): Resolution => {
  const path = [from];
  let current = to;
  while (current !== from && isLocalTarget(current) && !path.includes(current)) {
    const onward = targetOf(current);
    if (onward === undefined) return { kind: 'ok', to: current };
    path.push(current);
    current = onward;
  }
  if (current === from) return { kind: 'loop', cycle: [...path, from] };
  // An absolute URL, or a cycle that does not pass through `from` (stored data that broke the
  // rules): the walk stops there.
  return { kind: 'ok', to: current };
};

/** A redirect's source: its path and its locale (null: every locale). */
type Source = [from: string, locale: RedirectLocale];

/** `repointed`: the sources (their path and locale) set() moved to the final target. */
export type GraphSetResult =
  { kind: 'ok'; to: string; repointed: Array<[from: string, locale: RedirectLocale]> } | { kind: 'loop'; cycle: string[] };

/** A redirect that `RedirectGraph.resolve` must leave out: the one its document is replacing. */
interface Ignored {
  from: string;
  locale: RedirectLocale;
}

// A source is stored as its path and scope in one key; paths never hold control characters.
const keyOf = (from: string, locale: RedirectLocale) => (locale === null ? from : `${from}\n${locale}`);
const sourceOf = (key: string): Source => {
  const cut = key.indexOf('\n');
  return cut === -1 ? [key, null] : [key.slice(0, cut), key.slice(cut + 1)];
};

/**
 * An in-memory set of redirects (one version of a redirect plan, see redirect-plan), at most one
 * per (from, locale): set() keeps it flat and loop-free in every locale's view.
 *
 * A reverse index (target → sources) makes set() cost O(number of repointed sources), not
 * O(size): an import of 10,000 lines against 50,000 stored redirects stays linear.
 */
export class RedirectGraph {
  /** from → scope → to. */
  readonly #targets = new Map<string, Map<RedirectLocale, string>>();
  /** to → the keys of the redirects to it. */
  readonly #sources = new Map<string, Set<string>>();
  /** Every locale some redirect is scoped to, with how many are: the views a rule checks. */
  readonly #locales = new Map<string, number>();
  #size = 0;
  /** The sources and the targets, by path prefix (see path-prefix-index): what a pattern rule can meet. */
  readonly #fromIndex = new PathPrefixIndex<string>();
  readonly #toIndex = new PathPrefixIndex<string>();

  /** `entries` must already be flat (as stored redirects are); a repeated (from, locale) keeps the last. */
  constructor(entries: Iterable<readonly [from: string, to: string, locale?: RedirectLocale]> = []) {
    for (const [from, to, locale = null] of entries) this.insert(from, to, locale);
  }

  /** Adds a stored redirect as it is: the caller knows it keeps the graph flat. */
  insert(from: string, to: string, locale: RedirectLocale = null): void {
    this.#link(from, to, locale);
  }

  /** The target of the redirect a request for `locale` (none: no locale) follows from `from`. */
  targetOf(from: string, locale: RedirectLocale = null): string | undefined {
    return redirectFor((scope) => this.#targets.get(from)?.get(scope), locale);
  }

  /**
   * Where a redirect from `from` scoped to `locale` must point (see {@link resolveTarget}), with
   * `ignored` left out. A redirect for every locale is also checked in the view of each locale
   * that has no redirect of its own from `from`: it must not loop there either.
   */
  resolve(from: string, to: string, locale: RedirectLocale, ignored?: Ignored): Resolution {
    const own = (path: string, scope: RedirectLocale) =>
      ignored && path === ignored.from && scope === ignored.locale ? undefined : this.#targets.get(path)?.get(scope);
    const inView = (view: RedirectLocale) => (path: string) => redirectFor((scope) => own(path, scope), view);
    const resolution = resolveTarget(from, to, inView(locale));
    if (resolution.kind === 'loop' || locale !== null) return resolution;
    for (const view of this.#locales.keys()) {
      if (own(from, view) !== undefined) continue;
      const inLocale = resolveTarget(from, to, inView(view));
      if (inLocale.kind === 'loop') return inLocale;
    }
    return resolution;
  }

  /**
   * Adds or replaces the redirect from `from` scoped to `locale`. On success returns the final
   * target and the sources that pointed at `from` and now point at the final target (repointed,
   * so each view stays flat). On a loop changes nothing.
   */
  set(from: string, to: string, locale: RedirectLocale = null): GraphSetResult {
    const resolution = this.resolve(from, to, locale);
    if (resolution.kind === 'loop') return resolution;

    const final = resolution.to;
    const pointing = this.#sources.get(from) ?? new Set<string>();
    const repointed: Source[] = [];
    for (const key of [...pointing]) {
      const [source, scope] = sourceOf(key);
      // A source follows the new redirect when a request of its scope does: the same scope, or a
      // redirect for every locale when the source's locale has none of its own from `from`.
      const follows = scope === locale || (locale === null && this.#targets.get(from)?.get(scope) === undefined);
      if (!follows) continue;
      // None of them can be `final` itself: resolve() would have reported a loop.
      this.#link(source, final, scope);
      repointed.push([source, scope]);
    }
    this.#link(from, final, locale);
    return { kind: 'ok', to: final, repointed };
  }

  /** Removes the redirect from `from` scoped to `locale`; redirects that pointed at `from` keep pointing at it. */
  delete(from: string, locale: RedirectLocale = null): void {
    this.#unlink(from, locale);
  }

  /** Whether some redirect (of any locale) points at `path`. */
  hasSources(path: string): boolean {
    return (this.#sources.get(path)?.size ?? 0) > 0;
  }

  /** The redirects (their path and locale) that point at `path`. */
  sourcesOf(path: string): Array<[from: string, locale: RedirectLocale]> {
    return [...(this.#sources.get(path) ?? [])].map(sourceOf);
  }

  /** The redirects from `from`, one per scope, as [locale, to]. */
  scopesAt(from: string): Array<[locale: RedirectLocale, to: string]> {
    return [...(this.#targets.get(from) ?? [])];
  }

  /** Every redirect, as [from, to, locale]. */
  *entries(): Generator<[from: string, to: string, locale: RedirectLocale]> {
    for (const [from, scopes] of this.#targets) for (const [locale, to] of scopes) yield [from, to, locale];
  }

  /** The redirects whose source is `prefix` or under it (see `underPrefix`), and maybe a few others. */
  entriesFromUnder(prefix: string): Array<[from: string, to: string, locale: RedirectLocale]> {
    return this.#fromIndex
      .under(prefix)
      .flatMap((from) => this.scopesAt(from).map(([locale, to]) => [from, to, locale] as [string, string, RedirectLocale]));
  }

  /** The redirects whose target is `prefix` or under it (see `underPrefix`), and maybe a few others. */
  entriesToUnder(prefix: string): Array<[from: string, to: string, locale: RedirectLocale]> {
    return this.#toIndex.under(prefix).flatMap((to) =>
      [...(this.#sources.get(to) ?? [])].map((key) => {
        const [from, locale] = sourceOf(key);
        return [from, to, locale] as [string, string, RedirectLocale];
      })
    );
  }

  /** The number of redirects. */
  get size(): number {
    return this.#size;
  }

  #link(from: string, to: string, locale: RedirectLocale): void {
    this.#unlink(from, locale);
    const scopes = this.#targets.get(from) ?? new Map<RedirectLocale, string>();
    scopes.set(locale, to);
    if (scopes.size === 1) this.#fromIndex.add(from, from);
    this.#targets.set(from, scopes);
    this.#size += 1;
    if (locale !== null) this.#locales.set(locale, (this.#locales.get(locale) ?? 0) + 1);
    const sources = this.#sources.get(to);
    if (sources) sources.add(keyOf(from, locale));
    else {
      this.#sources.set(to, new Set([keyOf(from, locale)]));
      this.#toIndex.add(to, to);
    }
  }

  #unlink(from: string, locale: RedirectLocale): void {
    const scopes = this.#targets.get(from);
    const to = scopes?.get(locale);
    if (to === undefined) return;
    scopes?.delete(locale);
    if (scopes?.size === 0) {
      this.#targets.delete(from);
      this.#fromIndex.delete(from, from);
    }
    this.#size -= 1;
    if (locale !== null) {
      const count = (this.#locales.get(locale) ?? 1) - 1;
      if (count === 0) this.#locales.delete(locale);
      else this.#locales.set(locale, count);
    }
    const sources = this.#sources.get(to);
    sources?.delete(keyOf(from, locale));
    if (sources?.size === 0) {
      this.#sources.delete(to);
      this.#toIndex.delete(to, to);
    }
  }
}
