/**
 * Values filed under paths, found by prefix: what `underPrefix` (pattern-view) keeps, without
 * reading every path. A pattern rule meets only the rules under its static prefixes, so an import
 * of many exact rules and some patterns checks each pattern against the few rules near it, not
 * against the whole set (which made 100,000 lines with 1,000 patterns take hours).
 */

/** The path one '/' up: "/a/b" → "/a", "/a" → "/"; the chain from any path ends at "/". */
const parentOf = (path: string): string => {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
};

/** The path and every path one '/' up from it, down to "/". */
export const prefixesOfPath = (path: string): string[] => {
  const found = [path];
  for (let current = path; current !== '/' && current !== '';) {
    current = parentOf(current);
    found.push(current);
  }
  return found;
};

export class PathPrefixIndex<V> {
  /** Path → the values filed there. */
  readonly #values = new Map<string, Set<V>>();
  /** Path → the paths one '/' below it that hold values or have some below them. */
  readonly #children = new Map<string, Set<string>>();

  add(path: string, value: V): void {
    const here = this.#values.get(path);
    if (here) {
      here.add(value);
      return;
    }
    this.#values.set(path, new Set([value]));
    for (let child = path; child !== '/' && child !== '';) {
      const parent = parentOf(child);
      const children = this.#children.get(parent);
      if (children?.has(child)) break;
      if (children) children.add(child);
      else this.#children.set(parent, new Set([child]));
      child = parent;
    }
  }

  delete(path: string, value: V): void {
    const here = this.#values.get(path);
    if (!here?.delete(value) || here.size > 0) return;
    this.#values.delete(path);
    // Prunes the paths left with nothing at or below them.
    for (let child = path; child !== '/' && child !== '' && !this.#values.has(child) && !this.#children.has(child);) {
      const parent = parentOf(child);
      const children = this.#children.get(parent);
      children?.delete(child);
      if (children?.size === 0) this.#children.delete(parent);
      child = parent;
    }
  }

  /** The values filed at `prefix` or below it (every value for "/"): a superset of what `underPrefix(prefix, path)` keeps. */
  under(prefix: string): V[] {
    const found: V[] = [];
    const stack = [prefix];
    while (stack.length > 0) {
      const path = stack.pop() as string;
      found.push(...(this.#values.get(path) ?? []));
      stack.push(...(this.#children.get(path) ?? []));
    }
    return found;
  }

  /** The values filed at `path` or at a path one or more '/' up from it: those whose path is a prefix of `path`. */
  over(path: string): V[] {
    return prefixesOfPath(path).flatMap((prefix) => [...(this.#values.get(prefix) ?? [])]);
  }
}
