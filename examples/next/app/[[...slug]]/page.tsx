import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import type { EntryRoute } from 'sitetools-client';
import { EntryView } from '../../components/EntryView';
import { PathIndex } from '../../components/PathIndex';
import { env } from '../../lib/env';
import { locationOf, pathOf, reachableAlternates, slugOf } from '../../lib/paths';
import { isPreview, resolvePath } from '../../lib/content';
import { reportNotFound } from '../../lib/not-found';
import { sitetools, type SiteTypes } from '../../lib/sitetools';

type Props = { params: Promise<{ slug?: string[] }> };

// Pages are rendered at build time and again at most once a minute after a visit (ISR); a path
// published since the build is rendered on its first visit (dynamicParams stays true). The
// revalidation route (app/api/revalidate) renders a changed path again at once; ISR is the
// fallback when no webhook calls it. Draft mode renders every request.
export const revalidate = 60;

/** Every live path of the site, prerendered by `next build` (a path two locales share, once). */
export async function generateStaticParams(): Promise<Array<{ slug: string[] }>> {
  const paths = new Set<string>();
  for await (const { path } of sitetools.paths()) paths.add(path);
  return [...paths].map((path) => ({ slug: slugOf(path) }));
}

/**
 * The entry a path shows. A redirect the proxy has not seen yet is followed here: 301 and 308
 * become Next's permanent redirect (308), 302, 303 and 307 its temporary one (307), the only
 * statuses a page can give. Another form of a stored path (Unicode NFD where the stored one is
 * NFC; Next itself collapses `//` and decodes `%61`) moves to the stored one.
 */
const entryAt = async (path: string): Promise<EntryRoute<SiteTypes> | null> => {
  const route = await resolvePath(path);
  if (route.kind === 'redirect') {
    if (route.statusCode === 301 || route.statusCode === 308) permanentRedirect(locationOf(route.to));
    redirect(locationOf(route.to));
  }
  // A page can only give a 404: the proxy answers a gone path's 410 (or 451) before it gets here.
  if (route.kind === 'notFound' || route.kind === 'gone') return null;
  if (route.path !== path) permanentRedirect(locationOf(route.path));
  return route;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await resolvePath(pathOf((await params).slug));
  // The page throws the redirects and the 404s; the metadata only describes an entry.
  if (route.kind !== 'entry') return {};
  const languages: Record<string, string> = {};
  if (route.locale) {
    // hreflang lists every version, this one included; x-default is the default locale's.
    for (const { locale, path: href } of [
      { locale: route.locale, path: route.path },
      ...reachableAlternates(route.path, route.alternates),
    ]) {
      languages[locale] = href;
      if (locale === env.defaultLocale) languages['x-default'] = href;
    }
  }
  // Relative URLs here are made absolute on the layout's metadataBase (SITE_URL).
  return { title: route.data.title, alternates: { canonical: route.path, languages } };
}

export default async function CatchAllPage({ params }: Props) {
  const path = pathOf((await params).slug);
  const route = await entryAt(path);
  if (route?.status === 'draft') {
    return (
      <>
        <p role="status">Preview: this page shows the entry&apos;s draft.</p>
        <EntryView route={route} />
      </>
    );
  }
  if (route) return <EntryView route={route} />;
  // No entry owns `/` in the playground: the home page lists the site's paths instead.
  if (path === '/') return <PathIndex />;
  // A preview of a path nobody owns is not a visitor's miss.
  if (!(await isPreview())) reportNotFound(path);
  notFound();
}
