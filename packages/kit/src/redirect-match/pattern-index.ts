import type { CompiledRule, RedirectRule } from './rule';

interface TrieNode<R extends RedirectRule> {
  /** How many leading segments lead here. */
  depth: number;
  children: Map<string, TrieNode<R>> | null;
  /** The patterns whose static prefix ends here, most specific first. */
  rules: Array<PatternRule<R>>;
}

/** A compiled rule with parameters. */
export type PatternRule<R extends RedirectRule> = CompiledRule<R> & { pattern: NonNullable<CompiledRule<R>['pattern']> };

const node = <R extends RedirectRule>(depth: number): TrieNode<R> => ({ depth, children: null, rules: [] });

// Within one static prefix: fewer parameters first, then rules scoped to a locale before those
// for every locale, then a rule that needs an exact query before one that does not, then the
// source's text (code units, so the order is the same in every runtime).
const bySpecificity = <R extends RedirectRule>(a: PatternRule<R>, b: PatternRule<R>): number =>
  a.pattern.params - b.pattern.params ||
  Number(a.locale === null) - Number(b.locale === null) ||
  Number(a.queryKey === null) - Number(b.queryKey === null) ||
  (a.rule.from < b.rule.from ? -1 : a.rule.from > b.rule.from ? 1 : 0);

/**
 * The pattern rules, in a trie over their leading static segments: a lookup walks the path's
 * segments down it and tests only the patterns on that walk, deepest first, so the most specific
 * prefix wins and 10k patterns under distinct prefixes cost a lookup a few map reads, not 10k tests.
 */
export class PatternIndex<R extends RedirectRule> {
  private readonly root = node<R>(0);
  private readonly walk: Array<TrieNode<R>> = [];

  add(compiled: PatternRule<R>): void {
    let at = this.root;
    const { tokens } = compiled.pattern.source;
    for (let i = 0; i < compiled.pattern.prefix; i += 1) {
      const value = (tokens[i] as { value: string }).value;
      at.children ??= new Map();
      let child = at.children.get(value);
      if (!child) {
        child = node<R>(i + 1);
        at.children.set(value, child);
      }
      at = child;
    }
    at.rules.push(compiled);
  }

  /** Sorts each node's rules once all are added. */
  seal(): void {
    const stack = [this.root];
    for (let at = stack.pop(); at; at = stack.pop()) {
      at.rules.sort(bySpecificity);
      if (at.children) stack.push(...at.children.values());
    }
  }

  /**
   * False when no pattern can match `path`: none at the root and none under its first segment.
   * Most paths a site serves are of neither kind, and this spares them splitting the path.
   */
  mayMatch(path: string): boolean {
    if (this.root.rules.length > 0) return true;
    const slash = path.indexOf('/', 1);
    return this.root.children?.has(slash < 0 ? path.slice(1) : path.slice(1, slash)) ?? false;
  }

  /**
   * The first answer `attempt` gives for the rules on the path's walk, deepest first; `depth` is
   * how many leading segments the trie has already matched.
   */
  find<T>(segments: ReadonlyArray<string>, attempt: (compiled: PatternRule<R>, depth: number) => T | null): T | null {
    // The nodes on the walk go in one array kept between lookups (none runs inside another), and
    // only nodes that hold rules are kept.
    const walk = this.walk;
    let found = 0;
    if (this.root.rules.length > 0) walk[found++] = this.root;
    for (let at: TrieNode<R> | undefined = this.root, i = 0; i < segments.length; i += 1) {
      at = at.children?.get(segments[i]);
      if (!at) break;
      if (at.rules.length > 0) walk[found++] = at;
    }
    for (let w = found - 1; w >= 0; w -= 1) {
      const { rules, depth } = walk[w];
      for (const compiled of rules) {
        const answer = attempt(compiled, depth);
        if (answer !== null) return answer;
      }
    }
    return null;
  }
}
