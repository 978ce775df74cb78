import { PathPrefixIndex } from './path-prefix-index';
import { flatPrefixes, flatRuleOf } from './pattern-view';
import { isScheduled, type Redirect } from './redirect-rules';

/**
 * One view's pattern rules by (from, locale) key, in the order a Map keeps them, also filed by
 * the static prefixes of their source and output: an exact rule is checked against the patterns
 * that can meet it (those whose prefix is one of its path's), not against every pattern.
 * Only rules that `flatRuleOf` reads are added (the planner leaves the others out).
 */
export class PatternRules extends Map<string, Redirect> {
  readonly #order = new Map<string, number>();
  #next = 0;
  readonly #bySource = new PathPrefixIndex<string>();
  readonly #byOutput = new PathPrefixIndex<string>();
  readonly #scheduled = new Set<string>();

  override set(key: string, version: Redirect): this {
    // A key set again keeps its place, as in a Map.
    if (this.has(key)) this.#unfile(key);
    else this.#order.set(key, (this.#next += 1));
    super.set(key, version);
    if (isScheduled(version)) this.#scheduled.add(key);
    const flat = flatRuleOf(version);
    if (flat) {
      const { source, output } = flatPrefixes(flat);
      this.#bySource.add(source, key);
      if (output !== null) this.#byOutput.add(output, key);
    }
    return this;
  }

  override delete(key: string): boolean {
    if (!this.has(key)) return false;
    this.#unfile(key);
    this.#order.delete(key);
    return super.delete(key);
  }

  /** The rules with a window (activeFrom or activeUntil), in order. */
  scheduled(): Array<[string, Redirect]> {
    return this.#inOrder(this.#scheduled);
  }

  /** The rules whose output's static prefix is `path` or one of its parents, in order. */
  outputOver(path: string): Array<[string, Redirect]> {
    return this.#inOrder(this.#byOutput.over(path));
  }

  /**
   * The rules whose output's static prefix is over `output`, or whose source's static prefix is
   * over one of `sources`, in order (a superset of those that `underPrefix` keeps).
   */
  near(output: string, sources: string[]): Array<[string, Redirect]> {
    const keys = new Set(this.#byOutput.over(output));
    for (const path of sources) for (const key of this.#bySource.over(path)) keys.add(key);
    return this.#inOrder(keys);
  }

  #inOrder(keys: Iterable<string>): Array<[string, Redirect]> {
    return [...new Set(keys)]
      .sort((a, b) => (this.#order.get(a) as number) - (this.#order.get(b) as number))
      .map((key) => [key, this.get(key) as Redirect]);
  }

  #unfile(key: string) {
    this.#scheduled.delete(key);
    const flat = flatRuleOf(this.get(key) as Redirect);
    if (!flat) return;
    const { source, output } = flatPrefixes(flat);
    this.#bySource.delete(source, key);
    if (output !== null) this.#byOutput.delete(output, key);
  }
}
