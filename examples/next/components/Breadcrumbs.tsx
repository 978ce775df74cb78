import Link from 'next/link';
import type { Breadcrumb } from 'sitetools-client';

/**
 * The trail above an entry's title: its live ancestors as links, root first, then the entry itself.
 * Nothing when it has no ancestor (the front page, a top-level page under no front page).
 */
export function Breadcrumbs({ crumbs, title }: { crumbs: Breadcrumb[]; title: string }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="breadcrumbs">
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            {/* An ancestor with an empty title field is named by its path. */}
            <Link href={crumb.path}>{crumb.title ?? crumb.path}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
