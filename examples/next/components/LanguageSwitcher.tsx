import Link from 'next/link';
import type { Alternate } from 'sitetools-client';
import { reachableAlternates } from '../lib/paths';

/** A locale's name in that locale: `fr` is "français". */
const nameOf = (locale: string): string => new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;

/** The entry's locales: this one as text, each other one as a link to its own path. */
export function LanguageSwitcher({ path, locale, alternates }: { path: string; locale: string; alternates: Alternate[] }) {
  const others = reachableAlternates(path, alternates);
  if (others.length === 0) return null;
  return (
    <nav aria-label="Languages">
      <ul className="languages">
        <li aria-current="page" lang={locale}>
          {nameOf(locale)}
        </li>
        {others.map((alternate) => (
          <li key={alternate.locale}>
            <Link href={alternate.path} hrefLang={alternate.locale} lang={alternate.locale}>
              {nameOf(alternate.locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
