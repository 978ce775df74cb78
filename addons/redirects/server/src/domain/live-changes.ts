import type { RedirectLocale } from 'sitetools-kit/redirect-locale';
import { sameRedirect, type PlannedChange } from './redirect-plan';

/**
 * The published redirects a plan changed, as `{ from, locale }` (both sources of a redirect whose
 * `from` or locale moved), each once: what a front-end applying the published set must look at
 * again. A change of drafts alone changes nothing published and gives nothing.
 */
export const changedLiveSources = (changes: PlannedChange[]): Array<{ from: string; locale: RedirectLocale }> => {
  const sources = new Map<string, { from: string; locale: RedirectLocale }>();
  for (const { before, after } of changes) {
    const [was, is] = [before?.published ?? null, after?.published ?? null];
    if (sameRedirect(was, is)) continue;
    for (const redirect of [was, is]) {
      if (redirect) sources.set(`${redirect.locale ?? ''}\n${redirect.from}`, { from: redirect.from, locale: redirect.locale });
    }
  }
  return [...sources.values()];
};
