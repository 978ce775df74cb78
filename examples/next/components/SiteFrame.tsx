import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * What every page of the site shows: the header bar (the site's name, and at its end what the
 * page adds there, such as an entry's languages) above the page's own content.
 */
export function SiteFrame({ headerEnd, children }: { headerEnd?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="site-header">
        <div className="wrap site-header-bar">
          <Link href="/" className="site-name">
            sitetools example
          </Link>
          {headerEnd}
        </div>
      </header>
      <main className="wrap site-main">{children}</main>
    </>
  );
}
