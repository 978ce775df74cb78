import Link from 'next/link';
import type { ReactNode } from 'react';
import { isDeadLink, sitePathOf } from '../lib/paths';

/**
 * A link inside an entry's text: to a page of this site, a Next `<Link>` (navigation in the app,
 * prefetched); elsewhere, a plain link; to an entry that is not live, its text alone.
 * `siteUrl` comes as a prop: this also renders inside a client component, where `env` is not set.
 */
export function SiteLink({ href, siteUrl, children }: { href: string; siteUrl: string; children: ReactNode }) {
  if (isDeadLink(href)) return <>{children}</>;
  const path = sitePathOf(href, siteUrl);
  return path ? <Link href={path}>{children}</Link> : <a href={href}>{children}</a>;
}
