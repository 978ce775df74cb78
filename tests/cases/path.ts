import { MAX_PATH_LENGTH, type PathProblem } from 'sitetools-kit/path';

/**
 * Inputs of `normalizePath` and what they must become. An input is the value of a `path`
 * parameter *after* the HTTP layer has decoded the query string: a client sending one of these
 * over HTTP encodes it first (`?path=${encodeURIComponent(input)}`), otherwise it is decoded twice.
 */
export interface NormalizeCase {
  readonly name: string;
  readonly input: string;
  readonly expected: string;
}

/** Inputs `normalizePath` must refuse, with the rule each one breaks. */
export interface InvalidPathCase {
  readonly name: string;
  readonly input: unknown;
  readonly problem: PathProblem;
}

const DECOMPOSED_E = 'e\u0301';
const COMPOSED_E = '\u00e9';
const ENCODED_E = '%C3%A9';

export const normalizeCases: ReadonlyArray<NormalizeCase> = [
  { name: 'keeps a path that is already normal', input: '/blog/x', expected: '/blog/x' },
  { name: 'keeps the root', input: '/', expected: '/' },
  { name: 'reduces repeated slashes alone to the root', input: '///', expected: '/' },
  { name: 'strips a trailing slash', input: '/blog/x/', expected: '/blog/x' },
  { name: 'strips several trailing slashes', input: '/blog/x///', expected: '/blog/x' },
  { name: 'collapses leading slashes', input: '//blog/x', expected: '/blog/x' },
  { name: 'collapses inner slashes', input: '/blog//x', expected: '/blog/x' },
  { name: 'collapses slashes everywhere at once', input: '//blog///x//', expected: '/blog/x' },
  { name: 'keeps case', input: '/About', expected: '/About' },
  { name: 'keeps case of a percent-encoded letter', input: '/%41bout', expected: '/About' },
  { name: 'decodes a percent-encoded letter', input: '/blog/%78', expected: '/blog/x' },
  { name: 'decodes lowercase hex digits', input: '/blog/%7a', expected: '/blog/z' },
  { name: 'decodes only once: %2578 becomes %78, not x', input: '/blog/%2578', expected: '/blog/%78' },
  { name: 'decodes only once: %25 becomes a literal %', input: '/100%25', expected: '/100%' },
  { name: 'decodes only once: %2520 becomes %20, not a space', input: '/a%2520b', expected: '/a%20b' },
  { name: 'decodes an encoded slash before collapsing', input: '/blog%2F%2Fx%2F', expected: '/blog/x' },
  { name: 'decodes an encoded leading slash', input: '%2Fabout', expected: '/about' },
  { name: 'keeps a space', input: '/about us', expected: '/about us' },
  { name: 'decodes an encoded space', input: '/about%20us', expected: '/about us' },
  { name: 'keeps a literal plus sign (not a space in a path)', input: '/c++', expected: '/c++' },
  { name: 'composes a decomposed letter (NFC)', input: `/caf${DECOMPOSED_E}`, expected: `/caf${COMPOSED_E}` },
  { name: 'composes a percent-encoded decomposed letter', input: '/cafe%CC%81', expected: `/caf${COMPOSED_E}` },
  { name: 'decodes percent-encoded UTF-8', input: `/caf${ENCODED_E}`, expected: `/caf${COMPOSED_E}` },
  { name: 'decodes lowercase percent-encoded UTF-8', input: '/caf%c3%a9', expected: `/caf${COMPOSED_E}` },
  { name: 'keeps Cyrillic', input: '/блог/привет', expected: '/блог/привет' },
  { name: 'keeps CJK', input: '/新闻/文章', expected: '/新闻/文章' },
  { name: 'decodes percent-encoded CJK', input: '/%E6%96%B0%E9%97%BB', expected: '/新闻' },
  { name: 'decodes a percent-encoded emoji', input: '/%F0%9F%8E%89', expected: '/🎉' },
  { name: 'keeps an emoji written as a surrogate pair', input: '/\ud83c\udf89', expected: '/🎉' },
  { name: 'keeps a segment of three dots', input: '/a/.../b', expected: '/a/.../b' },
  { name: 'keeps dots inside a segment', input: '/.well-known/a.b..c', expected: '/.well-known/a.b..c' },
  {
    name: `accepts a path of exactly ${MAX_PATH_LENGTH} characters`,
    input: `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`,
    expected: `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`,
  },
  {
    name: `accepts ${MAX_PATH_LENGTH + 1} characters that a trailing slash brings to ${MAX_PATH_LENGTH}`,
    input: `/${'a'.repeat(MAX_PATH_LENGTH - 1)}/`,
    expected: `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`,
  },
  {
    name: `accepts a decomposed path that NFC brings under ${MAX_PATH_LENGTH} characters`,
    input: `/${DECOMPOSED_E.repeat(200)}`,
    expected: `/${COMPOSED_E.repeat(200)}`,
  },
  {
    name: `accepts a percent-encoded ASCII path that decodes to ${MAX_PATH_LENGTH} characters`,
    input: `/${'%61'.repeat(MAX_PATH_LENGTH - 1)}`,
    expected: `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`,
  },
  {
    // What a browser sends for a 201-character accented path: 6 encoded characters per letter.
    name: 'accepts a long percent-encoded Unicode path whose decoded form is short enough',
    input: `/${ENCODED_E.repeat(200)}`,
    expected: `/${COMPOSED_E.repeat(200)}`,
  },
];

export const invalidPathCases: ReadonlyArray<InvalidPathCase> = [
  { name: 'undefined', input: undefined, problem: 'missing' },
  { name: 'null', input: null, problem: 'missing' },
  { name: 'an empty string', input: '', problem: 'missing' },
  { name: 'an array of two paths (a repeated query parameter)', input: ['/a', '/b'], problem: 'not-a-string' },
  { name: 'an array of one path', input: ['/a'], problem: 'not-a-string' },
  { name: 'an object', input: { path: '/a' }, problem: 'not-a-string' },
  { name: 'a number', input: 42, problem: 'not-a-string' },
  { name: 'zero', input: 0, problem: 'not-a-string' },
  { name: 'a boolean', input: true, problem: 'not-a-string' },
  { name: 'a relative word', input: 'about', problem: 'relative' },
  { name: 'a ./ relative path', input: './a', problem: 'relative' },
  { name: 'a ../ relative path', input: '../a', problem: 'relative' },
  { name: 'an encoded ./ relative path', input: '%2E/a', problem: 'relative' },
  { name: 'a path after a leading space', input: ' /a', problem: 'relative' },
  { name: 'whitespace only', input: '   ', problem: 'relative' },
  { name: 'an absolute URL', input: 'https://example.com/a', problem: 'relative' },
  { name: 'a truncated UTF-8 sequence', input: '/%E0%A4%A', problem: 'bad-encoding' },
  { name: 'a lone percent sign', input: '/100%', problem: 'bad-encoding' },
  { name: 'a percent sign before non-hex digits', input: '/%zz', problem: 'bad-encoding' },
  { name: 'an incomplete UTF-8 character', input: '/%C3', problem: 'bad-encoding' },
  { name: 'an invalid UTF-8 byte', input: '/%FF', problem: 'bad-encoding' },
  { name: 'an encoded UTF-16 surrogate', input: '/%ED%A0%80', problem: 'bad-encoding' },
  // Stored as UTF-8, a lone surrogate would become U+FFFD: a path other than the one checked.
  { name: 'a lone high surrogate', input: '/xml/\ud800', problem: 'lone-surrogate' },
  { name: 'a lone low surrogate', input: '/a\udc00b', problem: 'lone-surrogate' },
  { name: 'two surrogates in the wrong order', input: '/\udc00\ud800', problem: 'lone-surrogate' },
  { name: 'a lone surrogate after percent-decoding', input: '/%41\ud800', problem: 'lone-surrogate' },
  { name: 'an encoded NUL', input: '/a%00b', problem: 'control-character' },
  { name: 'a raw NUL', input: '/a\u0000b', problem: 'control-character' },
  { name: 'a raw newline', input: '/a\nb', problem: 'control-character' },
  { name: 'an encoded newline', input: '/a%0Ab', problem: 'control-character' },
  { name: 'a carriage return', input: '/a\rb', problem: 'control-character' },
  { name: 'a tab', input: '/a\tb', problem: 'control-character' },
  { name: 'an encoded DEL', input: '/a%7Fb', problem: 'control-character' },
  // U+0080-U+009F are control characters too (Unicode category Cc), e.g. NEL.
  { name: 'an encoded C1 control (NEL)', input: '/a%C2%85b', problem: 'control-character' },
  { name: 'a query string', input: '/a?b=1', problem: 'query-or-fragment' },
  { name: 'an empty query', input: '/a?', problem: 'query-or-fragment' },
  { name: 'a fragment', input: '/a#top', problem: 'query-or-fragment' },
  { name: 'an encoded question mark', input: '/a%3Fb', problem: 'query-or-fragment' },
  { name: 'an encoded hash', input: '/a%23b', problem: 'query-or-fragment' },
  { name: 'a .. segment in the middle', input: '/a/../b', problem: 'dot-segment' },
  { name: 'a . segment at the start', input: '/./a', problem: 'dot-segment' },
  { name: 'a .. segment at the end', input: '/a/..', problem: 'dot-segment' },
  { name: 'a . segment at the end', input: '/a/.', problem: 'dot-segment' },
  { name: 'a .. segment before a trailing slash', input: '/a/../', problem: 'dot-segment' },
  { name: 'a .. segment alone', input: '/..', problem: 'dot-segment' },
  { name: 'a .. segment between doubled slashes', input: '//..//a', problem: 'dot-segment' },
  { name: 'an encoded .. segment', input: '/a/%2E%2E/b', problem: 'dot-segment' },
  { name: 'an encoded . segment', input: '/a/%2e/b', problem: 'dot-segment' },
  {
    name: `a path of ${MAX_PATH_LENGTH + 1} characters`,
    input: `/${'a'.repeat(MAX_PATH_LENGTH)}`,
    problem: 'too-long',
  },
  { name: 'a path of 5,000 characters', input: `/${'a'.repeat(4_999)}`, problem: 'too-long' },
  {
    name: `a path of ${MAX_PATH_LENGTH + 1} characters after decoding`,
    input: `/${ENCODED_E.repeat(MAX_PATH_LENGTH)}`,
    problem: 'too-long',
  },
  {
    name: `a decomposed path still ${MAX_PATH_LENGTH + 1} characters after NFC`,
    input: `/${DECOMPOSED_E.repeat(MAX_PATH_LENGTH)}`,
    problem: 'too-long',
  },
];

/** Paths a page or a redirect may not be stored at (`normalizeSitePath`), though a lookup reads them. */
export const offSitePathCases: ReadonlyArray<InvalidPathCase> = [
  { name: 'a backslash after the first slash', input: '/\\evil.com', problem: 'off-site' },
  { name: 'the same, percent-encoded', input: '/%5Cevil.com', problem: 'off-site' },
  { name: 'the same, lower-case encoded, deeper', input: '/%5cevil.com/x', problem: 'off-site' },
  { name: 'a segment of spaces', input: '/a/%20%20/b', problem: 'blank-segment' },
  { name: 'a segment of a right-to-left override', input: '/a/\u202e', problem: 'blank-segment' },
  { name: 'the same, percent-encoded', input: '/a/%E2%80%AE/b', problem: 'blank-segment' },
  { name: 'a segment of direction marks and a space', input: '/\u200e \u2066', problem: 'blank-segment' },
];

/** Paths `normalizeSitePath` accepts: a backslash or a direction mark inside a segment with text. */
export const siteCases: ReadonlyArray<NormalizeCase> = [
  { name: 'a backslash later in the path', input: '/a\\b', expected: '/a\\b' },
  { name: 'a right-to-left override beside text', input: '/\u202eabc', expected: '/\u202eabc' },
  { name: 'a space inside a segment', input: '/a b', expected: '/a b' },
];
