import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { env } from '../lib/env';
import './site.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: 'sitetools example', template: '%s · sitetools example' },
};

/** The document around every page; each page draws its header and content (components/SiteFrame). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={env.defaultLocale}>
      <body>
        {children}
        <footer className="site-footer">
          <p className="wrap">Pages, paths, languages and redirects from a Strapi 5 app, through sitetools.</p>
        </footer>
      </body>
    </html>
  );
}
