import type { EntryRoute } from 'sitetools-client';
import type { SiteTypes } from '../lib/sitetools';
import { Breadcrumbs } from './Breadcrumbs';
import { LanguageSwitcher } from './LanguageSwitcher';
import { PageExtras } from './PageExtras';
import { SiteFrame } from './SiteFrame';

/** The text of an entry, by its type: pages have a body, articles a content. */
const textOf = (route: EntryRoute<SiteTypes>): string | null =>
  route.contentType === 'api::page.page' ? route.data.body : route.data.content;

/** A page or an article, with links to its other locales in the header and its breadcrumb trail. */
export function EntryView({ route }: { route: EntryRoute<SiteTypes> }) {
  const text = textOf(route);
  const languages = route.locale ? <LanguageSwitcher path={route.path} locale={route.locale} alternates={route.alternates} /> : null;
  return (
    <SiteFrame headerEnd={languages}>
      <article lang={route.locale ?? undefined}>
        <Breadcrumbs crumbs={route.breadcrumbs} title={route.data.title} />
        <h1>{route.data.title}</h1>
        {text?.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {route.contentType === 'api::page.page' ? <PageExtras page={route.data} /> : null}
      </article>
    </SiteFrame>
  );
}
