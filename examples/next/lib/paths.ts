import type { Alternate } from 'sitetools-client';

/** The URL path a catch-all route was called for: `['pages', 'about']` is `/pages/about`. */
export const pathOf = (slug: string[] | undefined): string => `/${(slug ?? []).map(decodeSegment).join('/')}`;

/** The catch-all params that give a stored path, for `generateStaticParams`. */
export const slugOf = (path: string): string[] => path.split('/').filter(Boolean);

/**
 * Next hands segments over percent-encoded; the stored paths are decoded (NFC) text, and the
 * canonical redirect compares the two.
 */
const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The other locales an entry can be reached in by URL. An alternate at the very same path (the
 * same path may exist once per locale) is not one: that URL shows the default locale's entry.
 */
export const reachableAlternates = (path: string, alternates: Alternate[]): Alternate[] =>
  alternates.filter((alternate) => alternate.path !== path);

const LOCAL = 'http://local.invalid';

/**
 * A redirect target as a Location header must carry it: percent-encoded as the URL standard does
 * (existing `%XX` escapes are kept). Stored paths are decoded text, and Node would send their
 * non-ASCII characters as Latin-1 bytes (`è` as %E8). A path stays a path.
 */
export const locationOf = (target: string): string => {
  const url = new URL(target, LOCAL);
  return url.origin === LOCAL ? `${url.pathname}${url.search}${url.hash}` : url.href;
};

/**
 * The path of this site a link in an entry's text leads to, or null for a link elsewhere. Links to
 * entries come as paths, or as URLs on the site's origin when the plugin's `frontendUrl` is set.
 */
export const sitePathOf = (href: string, siteUrl: string): string | null => {
  if (!URL.canParse(href, siteUrl)) return null;
  const url = new URL(href, siteUrl);
  return url.origin === new URL(siteUrl).origin ? `${url.pathname}${url.search}${url.hash}` : null;
};

/**
 * A sitetools link whose target is not live (unpublished, deleted): responses leave it as written.
 * An empty one is what react-markdown makes of a URL scheme it does not allow (`sitetools:`).
 */
export const isDeadLink = (href: string): boolean => href === '' || /^(sitetools:|https:\/\/sitetools\.invalid\/)/i.test(href);
