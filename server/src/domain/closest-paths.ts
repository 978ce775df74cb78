/**
 * Which known paths are closest to a path nobody owns (the 404 inbox's suggestions): pure
 * functions; the `paths` service picks the candidates with indexed queries and ranks them here.
 */

/** The Levenshtein distance between two strings (insertions, deletions, substitutions), in O(|a|·|b|). */
export const editDistance = (a: string, b: string): number => {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length];
};

/** The parts of a path that find candidates: its parent folder, last segment and that segment's first word. */
export const pathHints = (path: string) => {
  const cut = path.lastIndexOf('/');
  const last = path.slice(cut + 1);
  return { parent: path.slice(0, cut + 1), last, word: last.split(/[-_.]/)[0] ?? '' };
};

/**
 * The `limit` candidates closest to `path`, closest first; ties by the shorter, then the
 * alphabetically first path, so the order is stable. `path` itself is left out.
 */
export const rankClosest = (path: string, candidates: Iterable<string>, limit: number): string[] => {
  const lowered = path.toLowerCase();
  return (
    [...new Set(candidates)]
      .filter((candidate) => candidate !== path)
      // Case counts for the router, not for a reader guessing a mistyped URL.
      .map((candidate) => ({ candidate, distance: editDistance(lowered, candidate.toLowerCase()) }))
      .sort((x, y) => x.distance - y.distance || x.candidate.length - y.candidate.length || (x.candidate < y.candidate ? -1 : 1))
      .slice(0, limit)
      .map(({ candidate }) => candidate)
  );
};
