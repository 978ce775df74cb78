/**
 * What a removed entry's path becomes (the removal policy), and the paths above a path that the
 * `parent` policy tries, nearest first.
 */

/** The policies named by a word; any other policy is a path or URL to redirect to. */
export const REMOVAL_KEYWORDS = ['gone', 'parent', 'none'] as const;
export type RemovalPolicy = (typeof REMOVAL_KEYWORDS)[number] | string;

/** The status of a gone path left by the `gone` policy. */
export const REMOVED_GONE_STATUS = 410;

/**
 * The policy of a type: its own, else the default, else the site-wide `redirectRemovedTo` (the
 * option that came first), else `none`.
 */
export const removalPolicyOf = (
  contenttype: string,
  config: { removal: { default?: RemovalPolicy; contentTypes: Record<string, RemovalPolicy> }; redirectRemovedTo: string | null }
): RemovalPolicy => config.removal.contentTypes[contenttype] ?? config.removal.default ?? config.redirectRemovedTo ?? 'none';

/** The paths above `path`, nearest first, the root last: `/a/b/c` → `/a/b`, `/a`, `/`. */
export const ancestorsOf = (path: string): string[] => {
  const segments = path.split('/').filter((segment) => segment !== '');
  const ancestors: string[] = [];
  for (let length = segments.length - 1; length >= 0; length -= 1) ancestors.push(`/${segments.slice(0, length).join('/')}`);
  return ancestors;
};
