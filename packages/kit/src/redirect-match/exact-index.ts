import { redirectFor } from '../redirect-locale';
import { canonicalQuery } from './query';
import type { CompiledRule, RedirectRule } from './rule';

interface Scope<R extends RedirectRule> {
  /** The rules themselves, not their compiled form: a hit reads one object. */
  readonly plain: Map<string, R>;
  /** Rules with `query: 'exact'`, by path: tried before a plain rule of the same path. */
  readonly byQuery: Map<string, Array<CompiledRule<R>>>;
}

const scope = <R extends RedirectRule>(): Scope<R> => ({ plain: new Map(), byQuery: new Map() });

/**
 * The rules without parameters, by scope then path: a site with neither scoped nor query rules
 * pays one map read per lookup, as the client's matcher always has (over 1M lookups a second
 * against 100k redirects). A later rule with the same path, scope and query replaces an earlier.
 */
export class ExactIndex<R extends RedirectRule> {
  private readonly every = scope<R>();
  private readonly byLocale = new Map<string, Scope<R>>();
  /** Whether some rule needs an exact query: answers then depend on the request's query. */
  byQuery = false;

  /** A rule without parameters or an exact query, at `path`. */
  addPlain(path: string, rule: R): void {
    this.scopeOf(rule.locale ? rule.locale : null).plain.set(path, rule);
  }

  add(compiled: CompiledRule<R>): void {
    const target = this.scopeOf(compiled.locale);
    if (compiled.queryKey === null) {
      target.plain.set(compiled.path, compiled.rule);
      return;
    }
    this.byQuery = true;
    const list = (target.byQuery.get(compiled.path) ?? []).filter((other) => other.queryKey !== compiled.queryKey);
    target.byQuery.set(compiled.path, [...list, compiled]);
  }

  /** Gives `visit` the path of every rule, in every scope. */
  forEachPath(visit: (path: string) => void): void {
    for (const where of [this.every, ...this.byLocale.values()]) {
      for (const path of where.plain.keys()) visit(path);
      for (const path of where.byQuery.keys()) visit(path);
    }
  }

  private scopeOf(locale: string | null): Scope<R> {
    if (locale === null) return this.every;
    const found = this.byLocale.get(locale) ?? scope<R>();
    this.byLocale.set(locale, found);
    return found;
  }

  /** The rule for `path` in `locale`: scoped to it first, then for every locale (the kit's one rule, `redirectFor`). */
  find(path: string, locale: string | null, search: string | undefined): R | undefined {
    // A request without a locale reads the rules for every locale only: no closure is made for it.
    if (locale === null) return this.inScope(this.every, path, search);
    return redirectFor((scope) => this.inScope(scope === null ? this.every : this.byLocale.get(scope), path, search), locale);
  }

  private inScope(where: Scope<R> | undefined, path: string, search: string | undefined): R | undefined {
    if (where === undefined) return undefined;
    // The visitor's query is read only for a path that has rules needing one.
    const byQuery = where.byQuery.size > 0 ? where.byQuery.get(path) : undefined;
    if (byQuery !== undefined) {
      const key = canonicalQuery(search ?? '');
      const hit = byQuery.find((compiled) => compiled.queryKey === key);
      if (hit) return hit.rule;
    }
    return where.plain.get(path);
  }
}
