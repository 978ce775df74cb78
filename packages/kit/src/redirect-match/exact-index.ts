import { redirectFor } from '../redirect-locale';
import { canonicalQuery } from './query';
import type { CompiledRule, RedirectRule } from './rule';

interface Scope<R extends RedirectRule> {
  readonly plain: Map<string, CompiledRule<R>>;
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

  add(compiled: CompiledRule<R>): void {
    let target = this.every;
    if (compiled.locale !== null) {
      target = this.byLocale.get(compiled.locale) ?? scope<R>();
      this.byLocale.set(compiled.locale, target);
    }
    if (compiled.queryKey === null) {
      target.plain.set(compiled.path, compiled);
      return;
    }
    const list = (target.byQuery.get(compiled.path) ?? []).filter((other) => other.queryKey !== compiled.queryKey);
    target.byQuery.set(compiled.path, [...list, compiled]);
  }

  /** The rule for `path` in `locale`: scoped to it first, then for every locale (the kit's one rule, `redirectFor`). */
  find(path: string, locale: string | null, search: string | undefined): CompiledRule<R> | undefined {
    return redirectFor((scope) => this.inScope(scope === null ? this.every : this.byLocale.get(scope), path, search), locale);
  }

  private inScope(where: Scope<R> | undefined, path: string, search: string | undefined): CompiledRule<R> | undefined {
    if (where === undefined) return undefined;
    // The visitor's query is read only for a path that has rules needing one.
    const byQuery = where.byQuery.size > 0 ? where.byQuery.get(path) : undefined;
    if (byQuery !== undefined) {
      const key = canonicalQuery(search ?? '');
      const hit = byQuery.find((compiled) => compiled.queryKey === key);
      if (hit) return hit;
    }
    return where.plain.get(path);
  }
}
