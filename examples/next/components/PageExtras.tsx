import Link from 'next/link';
import Markdown from 'react-markdown';
import { env } from '../lib/env';
import type { Page } from '../lib/sitetools';
import { BlocksText } from './BlocksText';
import { SiteLink } from './SiteLink';

/**
 * What a page holds beside its body: its Blocks content, its Markdown notes and its "Internal link"
 * field (`related`). Links to entries in all three come written out as the entries' live paths.
 */
export function PageExtras({ page }: { page: Page }) {
  return (
    <>
      {page.content ? <BlocksText content={page.content} siteUrl={env.siteUrl} /> : null}
      {page.notes ? (
        <Markdown
          components={{
            a: ({ href, children }) => (
              <SiteLink href={href ?? ''} siteUrl={env.siteUrl}>
                {children}
              </SiteLink>
            ),
          }}
        >
          {page.notes}
        </Markdown>
      ) : null}
      {/* Null when the linked entry is not published: then there is nothing to show. */}
      {page.related ? (
        <p className="related">
          See also: <Link href={page.related.path}>{page.related.path}</Link>
        </p>
      ) : null}
    </>
  );
}
