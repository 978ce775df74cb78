import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { env } from '../lib/env';
import './site.css';

export const metadata: Metadata = {
  metadataBase: new URL(env.siteUrl),
  title: { default: 'sitetools example', template: '%s · sitetools example' },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={env.defaultLocale}>
      <body>
        <header>
          <Link href="/">sitetools example</Link>
        </header>
        <main>{children}</main>
      </body>
    </html>
  );
}
