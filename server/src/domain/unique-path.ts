/**
 * Picks a free path for `base` given the paths already taken that start with it.
 *
 * `base` itself when free, else the smallest `base-N` (N >= 2) that is free. The caller fetches
 * `taken` in one query (the base and its `base-*` siblings), so this never costs a query per try.
 * `skip` passes over that many free candidates: retries after a lost race spread out instead of
 * all competing for the same suffix again.
 */
export const nextFreePath = (base: string, taken: Iterable<string>, skip = 0): string => {
  const used = new Set(taken);
  let remaining = skip;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!used.has(candidate)) {
      if (remaining === 0) return candidate;
      remaining -= 1;
    }
  }
};

/** True when `path` is `base` or `base` with a collision suffix (`base-2`, `base-3`, ...). */
export const isPathOfBase = (path: string, base: string): boolean => {
  if (path === base) return true;
  if (!path.startsWith(`${base}-`)) return false;
  return /^[1-9]\d*$/.test(path.slice(base.length + 1));
};

/** `count` suffixed paths of `base` from suffix `from` on: `base-<from>`, `base-<from + 1>` ... */
export const suffixedPaths = (base: string, from: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `${base}-${from + i}`);

/** Every candidate path of `base` looked up by exact value: `base`, `base-2` ... `base-<count>`. */
export const candidatePaths = (base: string, count: number): string[] => [base, ...suffixedPaths(base, 2, count - 1)];

/** The free paths among `candidates`, in order, after passing over `skip` of them. */
export const freeAmong = (candidates: ReadonlyArray<string>, taken: Iterable<string>, skip = 0): string | undefined => {
  const used = new Set(taken);
  return candidates.filter((candidate) => !used.has(candidate))[skip];
};

/**
 * Picks a free path for each of `bases` in order, given the paths already taken, so that two equal
 * bases of one batch get distinct paths; undefined where all of `base`'s `limit` candidates are
 * taken (the caller's prefix search decides those).
 */
export const assignFreePaths = (bases: string[], taken: Iterable<string>, limit: number): Array<string | undefined> => {
  const used = new Set(taken);
  return bases.map((base) => {
    const path = candidatePaths(base, limit).find((candidate) => !used.has(candidate));
    if (path !== undefined) used.add(path);
    return path;
  });
};
