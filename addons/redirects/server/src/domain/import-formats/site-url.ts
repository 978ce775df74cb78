/**
 * The old site's own address in imported targets: WordPress plugins (Rank Math always) write a
 * redirect to a page of the site as an absolute URL, which on the new site must be its path.
 */
import type { ImportLine } from './import-line';

/** The origin (`https://example.com`) of a site URL, lowercased; null for no URL. */
export const originOf = (siteUrl: string): string | null => {
  try {
    const url = new URL(siteUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : null;
  } catch {
    return null;
  }
};

/** `line` with a target on `origin` (http or https alike) written as its path. */
export const withLocalTarget = (line: ImportLine, origin: string): ImportLine => {
  const to = line.input.to;
  if (typeof to !== 'string' || line.refused !== undefined) return line;
  const host = origin.replace(/^https?:\/\//, '');
  const match = new RegExp(`^https?://${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=$|[/?#])`, 'i').exec(to);
  if (!match) return line;
  const rest = to.slice(match[0].length);
  return { ...line, input: { ...line.input, to: rest.startsWith('/') ? rest : `/${rest}` } };
};
