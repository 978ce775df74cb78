'use client';

import { BlocksRenderer, type BlocksContent } from '@strapi/blocks-react-renderer';
import { SiteLink } from './SiteLink';

/**
 * A Blocks field, with Strapi's renderer. The renderer is a client component, and a server
 * component cannot hand it a function: its link renderer is declared here, on the client side.
 */
export function BlocksText({ content, siteUrl }: { content: BlocksContent; siteUrl: string }) {
  return (
    <BlocksRenderer
      content={content}
      blocks={{
        link: ({ url, children }) => (
          <SiteLink href={url} siteUrl={siteUrl}>
            {children}
          </SiteLink>
        ),
      }}
    />
  );
}
