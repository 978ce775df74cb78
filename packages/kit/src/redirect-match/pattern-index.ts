import type { CompiledRule, RedirectRule } from './rule';

export interface TrieNode<R extends RedirectRule> {
  /** How many leading segments lead here. */
  depth: number;
  children: Map<string, TrieNode<R>> | null;
  /** The patterns whose static prefix ends here, most specific first. */
  rules: Array<PatternRule<R>>;
  /**
   * The first of them once sealed, or null: most nodes hold one rule, and a lookup that reads it
   * here reads neither the array nor its elements (on paths each asked for once, each is a cache
   * miss).
   */
  first: PatternRule<R> | null;
  /** For a child of the root: whether some exact rule's path starts with its segment. */
  exact: boolean;
}

/** A compiled rule with parameters. */
export type PatternRule<R extends RedirectRule> = CompiledRule<R> & { pattern: NonNullable<CompiledRule<R>['pattern']> };

const node = <R extends RedirectRule>(depth: number): TrieNode<R> => ({ depth, children: null, rules: [], first: null, exact: false });

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
  /** The nodes of the last walk that hold rules, shallowest first (see `walk`). */
  readonly nodes: Array<Readonly<TrieNode<R>>> = [];
  readonly ends: number[] = [];
  /**
   * The (length, first character) pairs of the root's children, one bit each: a path whose first
   * segment has none of them stops without slicing that segment and hashing it for a map read,
   * the cost that having patterns would otherwise add to every exact lookup that misses.
   */
  private readonly firsts = new Uint32Array(1024);
  /** How many rules were added. */
  size = 0;
  /** Whether some rule needs an exact query: answers then depend on the request's query. */
  byQuery = false;
  /**
   * After a walk: whether an exact rule may start at the path, false when the path's first
   * segment leads to a child of the root that no exact rule's path starts with (see `markExact`).
   */
  exactBeside = true;

  add(compiled: PatternRule<R>): void {
    this.size += 1;
    if (compiled.queryKey !== null) this.byQuery = true;
    let at = this.root;
    const { tokens } = compiled.pattern.source;
    for (let i = 0; i < compiled.pattern.prefix; i += 1) {
      const value = (tokens[i] as { value: string }).value;
      at.children ??= new Map();
      let child = at.children.get(value);
      if (!child) {
        if (i === 0) this.mark(value, 0, value.length);
        child = node<R>(i + 1);
        at.children.set(value, child);
      }
      at = child;
    }
    at.rules.push(compiled);
  }

  // The bit of a segment (path.slice(start, end)) in `firsts`: lengths past 255 (no stored path
  // has one) share bits with shorter ones, which only lets a few more paths through to the map.
  private bit(path: string, start: number, end: number): number {
    return (((end - start) & 255) << 7) | (path.charCodeAt(start) & 127);
  }

  private mark(path: string, start: number, end: number): void {
    const bit = this.bit(path, start, end);
    this.firsts[bit >>> 5] |= 1 << (bit & 31);
  }

  /**
   * Notes an exact rule's path: a lookup under a pattern's first segment then skips the exact
   * rules when none starts with that segment, the usual case (`/blog/:slug` and no `/blog/...`
   * row); a miss in a map of 100k paths measured as the largest part of a pattern hit.
   */
  markExact(path: string): void {
    if (path.length === 1 || this.root.children === null) return;
    const slash = path.indexOf('/', 1);
    const end = slash < 0 ? path.length : slash;
    if (!this.marked(this.bit(path, 1, end))) return;
    const child = this.root.children.get(path.slice(1, end));
    if (child !== undefined) child.exact = true;
  }

  private marked(bit: number): boolean {
    return (this.firsts[bit >>> 5] & (1 << (bit & 31))) !== 0;
  }

  /** Sorts each node's rules once all are added. */
  seal(): void {
    const stack = [this.root];
    for (let at = stack.pop(); at; at = stack.pop()) {
      at.rules.sort(bySpecificity);
      at.first = at.rules.length > 0 ? at.rules[0] : null;
      if (at.children) stack.push(...at.children.values());
    }
  }

  /** False when no pattern can match `path` (normal): none at the root, and its first segment is none of the root's children's. */
  mayMatch(path: string): boolean {
    if (this.root.first !== null) return true;
    if (path.length === 1 || this.root.children === null) return false;
    const slash = path.indexOf('/', 1);
    return this.marked(this.bit(path, 1, slash < 0 ? path.length : slash));
  }

  /**
   * Walks `path` (normal, as `pathOf` gives it) down the trie, one segment at a time, and keeps
   * the nodes on the walk that hold rules in `nodes`, with in `ends` where their static prefix
   * ends in the path (the "/" after it, or the path's length); gives how many. Nothing is split,
   * and the two arrays are kept between lookups (none runs inside another), so a lookup allocates
   * only the segments it reads.
   */
  walk(path: string): number {
    const { nodes, ends } = this;
    let found = 0;
    this.exactBeside = true;
    let at = this.root;
    if (at.first !== null) {
      nodes[found] = at;
      ends[found++] = 0;
    }
    // "/" has no segment: nothing under the root can match it.
    for (let start = path.length > 1 ? 0 : path.length; start < path.length && at.children !== null;) {
      const slash = path.indexOf('/', start + 1);
      const end = slash < 0 ? path.length : slash;
      const child = start === 0 && !this.marked(this.bit(path, 1, end)) ? undefined : at.children.get(path.slice(start + 1, end));
      if (start === 0) this.exactBeside = child === undefined || child.exact;
      if (child === undefined) break;
      at = child;
      if (at.first !== null) {
        nodes[found] = at;
        ends[found++] = end;
      }
      start = end;
    }
    return found;
  }
}
