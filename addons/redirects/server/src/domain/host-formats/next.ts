/** A module for `next.config`: its default export is the `redirects()` function. */
import { expressAll, limitCrossed, type HostFile, type HostRule } from './host-rule';
import { nextRedirectOf } from './next-redirect';

// Next.js warns past this many headers, redirects and rewrites together: every request walks them.
const MAX_CUSTOM_ROUTES = 1000;

/** Writes `redirects.mjs`. */
export const writeNext = (rules: ReadonlyArray<HostRule>): HostFile => {
  const { entries, left } = expressAll(rules, nextRedirectOf);
  const list = JSON.stringify(
    entries.map(({ entry }) => entry),
    null,
    2
  );
  return {
    text: [
      '// The published redirects of sitetools, for next.config.mjs:',
      "// import redirects from './redirects.mjs'; export default { redirects };",
      `const list = ${list};`,
      '',
      'export default async function redirects() {',
      '  return list;',
      '}',
      '',
    ].join('\n'),
    exported: entries.length,
    left,
    limits: limitCrossed(
      MAX_CUSTOM_ROUTES,
      entries.length,
      'Next.js warns past 1,000 headers, redirects and rewrites together, because every request walks the list'
    ),
  };
};
