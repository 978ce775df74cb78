import { URL_PATH_STEP } from './pattern/ast';
import { PatternSyntaxError, parsePattern } from './pattern/parse';

/** A token of a Strapi Webtools pattern that sitetools cannot express, and why. */
export interface WebtoolsPatternProblem {
  token: string;
  reason: string;
}

/** A Webtools pattern as a sitetools pattern, or the tokens that have no sitetools form. */
export type WebtoolsPatternConversion = { ok: true; pattern: string } | { ok: false; problems: WebtoolsPatternProblem[] };

// Webtools' token grammar (its url-pattern service): brackets around word characters, dots,
// dashes and inner brackets. Text between tokens is kept as written.
const WEBTOOLS_TOKEN = /\[[\w.\-[\]]+\]/g;
// One step of a Webtools token: a name with an optional array index (`tags[0]`).
const STEP = /^([\w-]+)(\[\d+\])?$/;

/**
 * Why a Webtools token has no sitetools form, or undefined when it has one. The spellings that
 * remain are sitetools' own (`[title]`, `[category.slug]`, `[tags[0].name]`, `[pluralName]`,
 * `[documentId]`, `[locale]`), so a convertible token is kept as written.
 */
const problemOf = (inner: string): string | undefined => {
  const steps = inner.split('.');
  if (!steps.every((step) => STEP.test(step))) return 'not a field path';
  // Webtools reads the first two steps only: `[a.b.c]` gives the value of `a.b`.
  if (steps.length > 2) return 'Webtools reads only one relation level, so the path it stands for is not known';
  const [first, second] = steps;
  if (second === undefined && first.includes('[')) return 'an indexed relation without a field gives no value in Webtools';
  if (second?.includes('[')) return 'an index on the field of a relation is not read by Webtools';
  if (second === URL_PATH_STEP) return "in sitetools this token is the related entry's path, not a field";
  return undefined;
};

/**
 * Converts a Strapi Webtools URL pattern to a sitetools pattern. Webtools puts a `/` in front of a
 * pattern that lacks one and collapses repeated slashes, so the conversion does the same to the
 * text; tokens keep their spelling. A token sitetools cannot express is reported, never guessed,
 * and so is a result sitetools' parser refuses (brackets left as literal text, say). Whether the
 * fields exist is checked later against the content type.
 */
export const convertWebtoolsPattern = (source: string): WebtoolsPatternConversion => {
  const problems: WebtoolsPatternProblem[] = [];
  for (const [token] of source.matchAll(WEBTOOLS_TOKEN)) {
    const reason = problemOf(token.slice(1, -1));
    if (reason) problems.push({ token, reason });
  }
  if (problems.length > 0) return { ok: false, problems };

  const pattern = `/${source}`.replace(/\/{2,}/g, '/');
  try {
    parsePattern(pattern);
  } catch (error) {
    if (!(error instanceof PatternSyntaxError)) throw error;
    return { ok: false, problems: [{ token: source, reason: error.message }] };
  }
  return { ok: true, pattern };
};
