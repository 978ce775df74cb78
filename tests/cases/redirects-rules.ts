import { MAX_PATH_LENGTH } from 'sitetools-kit/path';
import {
  MAX_URL_LENGTH,
  type Redirect,
  type RedirectField,
  type RedirectCode,
  type RedirectInput,
} from '../../addons/redirects/server/src/domain/redirect-rules';

/** An input `validateRedirect` accepts, and the redirect it must give. */
export interface ValidRedirectCase {
  readonly name: string;
  readonly input: RedirectInput;
  readonly defaultStatus: RedirectCode;
  readonly expected: Redirect;
}

/** An input `validateRedirect` refuses: the field it names and the message it gives. */
export interface InvalidRedirectCase {
  readonly name: string;
  readonly input: RedirectInput;
  readonly field: RedirectField;
  readonly message: string;
}

/** A value and whether `isStatusCode` accepts it. */
export interface StatusCodeCase {
  readonly name: string;
  readonly value: unknown;
  readonly expected: boolean;
}

/** A stored target and whether `isLocalTarget` counts it as a path on this site. */
export interface LocalTargetCase {
  readonly name: string;
  readonly to: string;
  readonly expected: boolean;
}

const ok = (name: string, input: RedirectInput, expected: Partial<Redirect>, defaultStatus: RedirectCode = 301): ValidRedirectCase => ({
  name,
  input,
  defaultStatus,
  expected: {
    from: '/old',
    to: '/new',
    status_code: defaultStatus,
    locale: null,
    query: 'pass',
    activeFrom: null,
    activeUntil: null,
    ...expected,
  },
});

const base = { from: '/old', to: '/new' };
const LONG_URL_PREFIX = 'https://example.com/';
const urlOfLength = (length: number) => `${LONG_URL_PREFIX}${'a'.repeat(length - LONG_URL_PREFIX.length)}`;
const STATUS_RULE = 'status_code must be 301, 302, 303, 307, 308, 410 or 451';
const ESCAPE_RULE = 'from has a segment starting with "\\:", which a front-end reads as a literal colon: write the path as it is';
const GONE_RULE = (code: number) => `to must be empty for ${code}: a gone path leads nowhere`;
const TO_RULE = 'to must be a path starting with "/" or';
const ROOT_RULE = 'from is only "/" once the spaces around it are removed: write "/" itself to redirect the home page';

export const validRedirectCases: ReadonlyArray<ValidRedirectCase> = [
  ok('keeps a pattern and its target', { from: '/blog/:slug', to: '/news/:slug' }, { from: '/blog/:slug', to: '/news/:slug' }),
  ok(
    'normalises the static segments of a pattern like a stored path',
    { from: ' //caf%C3%A9//:slug/ ', to: '/new//:slug/' },
    { from: '/café/:slug', to: '/new/:slug' }
  ),
  ok(
    'keeps modifiers and constraints',
    { from: '/:lang(en|fr)?/docs/:path*', to: 'https://docs.example.com/:lang?/:path*' },
    { from: '/:lang(en|fr)?/docs/:path*', to: 'https://docs.example.com/:lang?/:path*' }
  ),
  ok('keeps a gone pattern', { from: '/old/:path+', to: '', status_code: 410 }, { from: '/old/:path+', to: null, status_code: 410 }),
  ok('keeps a pattern with a fixed target', { from: '/tag/:tag', to: '/tags' }, { from: '/tag/:tag', to: '/tags' }),
  ok('reads a segment that is no parameter as text', { from: '/a:b/c', to: '/d' }, { from: '/a:b/c', to: '/d' }),
  ok('keeps a redirect that is already normal', { ...base, status_code: 302 }, { status_code: 302 }),
  ok('normalises from like a stored path', { ...base, from: '//old//page/' }, { from: '/old/page' }),
  ok('decodes percent-encoding in from once', { ...base, from: '/caf%C3%A9' }, { from: '/café' }),
  ok('drops whitespace before from', { ...base, from: '  /old' }, { from: '/old' }),
  ok('drops whitespace after from', { ...base, from: '/old \t' }, { from: '/old' }),
  ok('drops whitespace on both sides of a local target', { ...base, to: '\t/a/b ' }, { to: '/a/b' }),
  ok(
    'an exact query rule keeps its query, in canonical order',
    { ...base, from: '/p?b=2&a=1', query: 'exact' },
    { from: '/p?a=1&b=2', query: 'exact' }
  ),
  ok(
    'an exact query rule reads "+" as a space and encodes it',
    { ...base, from: ' /p?q=a+b ', query: 'exact' },
    { from: '/p?q=a%20b', query: 'exact' }
  ),
  ok('an exact query rule on the root', { ...base, from: '/?p=123', query: 'exact' }, { from: '/?p=123', query: 'exact' }),
  ok('ignore is a policy of its own', { ...base, query: 'ignore' }, { query: 'ignore' }),
  ok('an empty policy is pass', { ...base, query: '' }, { query: 'pass' }),
  ok('a gone path (410) without a target', { from: '/old', status_code: 410 }, { to: null, status_code: 410 }),
  ok('a gone path (451) with an empty target', { from: '/old', to: ' ', status_code: '451' }, { to: null, status_code: 451 }),
  ok('a gone path with a null target', { from: '/old', to: null, status_code: 410 }, { to: null, status_code: 410 }),
  ok('accepts the root as from', { ...base, from: '/' }, { from: '/' }),
  ok('normalises a local target', { ...base, to: '/a//b/' }, { to: '/a/b' }),
  ok('decodes percent-encoding in a local target once', { ...base, to: '/a%20b' }, { to: '/a b' }),
  ok('drops whitespace around a local target before normalising it', { ...base, to: ' /a/b/' }, { to: '/a/b' }),
  ok('keeps an http target already in serialised form', { ...base, to: 'http://example.com/a' }, { to: 'http://example.com/a' }),
  ok('serialises an https target without a path with its "/"', { ...base, to: 'https://example.com' }, { to: 'https://example.com/' }),
  ok(
    'keeps an https target with query, fragment and a trailing slash already in serialised form',
    { ...base, to: 'https://example.com/a/?b=1&c=%20#top' },
    { to: 'https://example.com/a/?b=1&c=%20#top' }
  ),
  ok('lowercases scheme and host, keeps the case of the path', { ...base, to: 'HTTPS://Example.COM/A' }, { to: 'https://example.com/A' }),
  ok(
    'serialises a Unicode URL: punycode host, percent-encoded path',
    { ...base, to: 'https://bücher.de/straße' },
    { to: 'https://xn--bcher-kva.de/stra%C3%9Fe' }
  ),
  // Stored as typed, these would be unsafe in any front-end that writes the target into HTML.
  ok(
    'percent-encodes quotes, angle brackets and spaces in path, query and fragment',
    { ...base, to: 'https://example.com/a b"<>?q="<> x#f "<>`' },
    { to: 'https://example.com/a%20b%22%3C%3E?q=%22%3C%3E%20x#f%20%22%3C%3E%60' }
  ),
  ok(
    'drops the default port and resolves dot segments',
    { ...base, to: 'https://example.com:443/a/../b' },
    { to: 'https://example.com/b' }
  ),
  ok('trims spaces around a URL', { ...base, to: '  https://example.com/a \n' }, { to: 'https://example.com/a' }),
  ok(
    `accepts a URL of exactly ${MAX_URL_LENGTH} characters`,
    { ...base, to: urlOfLength(MAX_URL_LENGTH) },
    { to: urlOfLength(MAX_URL_LENGTH) }
  ),
  ok('gives the default status when status_code is absent', base, { status_code: 308 }, 308),
  ok('gives the default status for an undefined status_code', { ...base, status_code: undefined }, {}, 307),
  ok('gives the default status for a null status_code', { ...base, status_code: null }, {}, 302),
  ok('gives the default status for an empty status_code (an empty CSV cell)', { ...base, status_code: '' }, {}, 303),
  ok('gives the default status for a blank status_code', { ...base, status_code: '  ' }, {}, 301),
  ok('keeps 301', { ...base, status_code: 301 }, { status_code: 301 }, 302),
  ok('keeps 302', { ...base, status_code: 302 }, { status_code: 302 }),
  ok('keeps 303', { ...base, status_code: 303 }, { status_code: 303 }),
  ok('keeps 307', { ...base, status_code: 307 }, { status_code: 307 }),
  ok('keeps 308', { ...base, status_code: 308 }, { status_code: 308 }),
  ok('reads a numeric string status (a CSV cell)', { ...base, status_code: '302' }, { status_code: 302 }),
  ok('reads a numeric string status with spaces around it', { ...base, status_code: ' 308 ' }, { status_code: 308 }),
  ok('scopes a redirect to a locale', { ...base, locale: 'fr' }, { locale: 'fr' }),
  ok('keeps a locale with a region and a script', { ...base, locale: 'zh-Hans-HK' }, { locale: 'zh-Hans-HK' }),
  ok('drops whitespace around a locale (a CSV cell)', { ...base, locale: ' fr ' }, { locale: 'fr' }),
  ok('reads an empty locale as every locale', { ...base, locale: '' }, { locale: null }),
  ok('reads a blank locale as every locale', { ...base, locale: '  ' }, { locale: null }),
  ok('reads a null locale as every locale', { ...base, locale: null }, { locale: null }),
];

const LOCALE_RULE = 'locale must be a locale code such as "en" or "fr-CA", or empty for every locale';

const bad = (name: string, input: RedirectInput, field: RedirectField, message: string): InvalidRedirectCase => ({
  name,
  input: { ...base, ...input },
  field,
  message,
});

export const invalidRedirectCases: ReadonlyArray<InvalidRedirectCase> = [
  bad('a locale that is not text', { locale: 3 }, 'locale', 'locale must be a locale code such as "en", or empty for every locale'),
  bad('a locale with a space inside', { locale: 'fr CA' }, 'locale', LOCALE_RULE),
  bad('a locale with a slash', { locale: '../en' }, 'locale', LOCALE_RULE),
  bad('a locale over 100 characters', { locale: 'a'.repeat(101) }, 'locale', LOCALE_RULE),
  bad('a bad from before a bad locale', { from: '', locale: 3 }, 'from', 'from is required'),
  bad('a missing from', { from: undefined }, 'from', 'from is required'),
  bad('a from that decodes to a trailing space', { from: '/old%20' }, 'from', 'from must not start or end with a space'),
  bad('a target whose first segment decodes to a leading space', { to: '/%20a' }, 'to', 'to must not start or end with a space'),
  bad('a null from', { from: null }, 'from', 'from is required'),
  bad('an empty from', { from: '' }, 'from', 'from is required'),
  bad('a blank from', { from: '   ' }, 'from', 'from is required'),
  bad('a from that is the root only once spaces are trimmed', { from: '/  ' }, 'from', ROOT_RULE),
  bad('a from that is the root only once a tab is trimmed', { from: '\t/\t' }, 'from', ROOT_RULE),
  bad(
    'a from with a lone surrogate',
    { from: '/xml/\ud800' },
    'from',
    'from must not contain half of a surrogate pair (an invalid Unicode character)'
  ),
  bad(
    'a local to with a lone surrogate',
    { to: '/a\udc00' },
    'to',
    'to must not contain half of a surrogate pair (an invalid Unicode character)'
  ),
  bad('a number as from', { from: 42 }, 'from', 'from must be text'),
  bad('an array as from', { from: ['/a'] }, 'from', 'from must be text'),
  bad('from without a leading slash', { from: 'old' }, 'from', 'from must start with "/"'),
  bad(
    'a full URL as from',
    { from: 'https://example.com/old' },
    'from',
    'from must be a path on this site starting with "/", not a full URL'
  ),
  bad('from with a .. segment', { from: '/a/../b' }, 'from', 'from must not contain "." or ".." segments'),
  bad('from with an encoded .. segment', { from: '/a/%2e%2e/b' }, 'from', 'from must not contain "." or ".." segments'),
  bad('from with %00', { from: '/a%00b' }, 'from', 'from must not contain control characters such as line breaks, tabs or %00'),
  bad('from with a line break', { from: '/a\nb' }, 'from', 'from must not contain control characters such as line breaks, tabs or %00'),
  bad('from with a query', { from: '/a?b=1' }, 'from', 'from must not contain "?" or "#": to match a query string, set query to exact'),
  bad(
    'from with malformed percent-encoding',
    { from: '/100%' },
    'from',
    'from has malformed percent-encoding (write "%25" for a literal "%")'
  ),
  bad('from that is too long', { from: `/${'a'.repeat(MAX_PATH_LENGTH)}` }, 'from', `from must be at most ${MAX_PATH_LENGTH} characters`),
  bad(
    'a bad from before a bad to and status (from is checked first)',
    { from: 'x', to: 'y', status_code: 1 },
    'from',
    'from must start with "/"'
  ),
  bad('a missing to', { to: undefined }, 'to', 'to is required'),
  bad('an empty to', { to: '' }, 'to', 'to is required'),
  bad('a blank to', { to: '  ' }, 'to', 'to is required'),
  bad('an object as to', { to: { url: '/a' } }, 'to', 'to must be text'),
  bad('a relative to', { to: 'about' }, 'to', `${TO_RULE} a full URL starting with http:// or https://`),
  bad('a ./ relative to', { to: './about' }, 'to', `${TO_RULE} a full URL starting with http:// or https://`),
  bad('a to with a host but no scheme', { to: 'example.com/a' }, 'to', `${TO_RULE} a full URL starting with http:// or https://`),
  bad('an ftp: to', { to: 'ftp://example.com/file' }, 'to', `${TO_RULE} an http:// or https:// URL, not a "ftp:" link`),
  bad('a javascript: to', { to: 'javascript:alert(1)' }, 'to', `${TO_RULE} an http:// or https:// URL, not a "javascript:" link`),
  bad(
    'an uppercase JavaScript: to',
    { to: ' JavaScript:alert(1)' },
    'to',
    `${TO_RULE} an http:// or https:// URL, not a "javascript:" link`
  ),
  bad('a mailto: to', { to: 'mailto:a@example.com' }, 'to', `${TO_RULE} an http:// or https:// URL, not a "mailto:" link`),
  bad('a data: to', { to: 'data:text/html,<b>x</b>' }, 'to', `${TO_RULE} an http:// or https:// URL, not a "data:" link`),
  bad(
    'a protocol-relative to',
    { to: '//evil.example/x' },
    'to',
    'to must not start with "//": write the full URL with https:// or a path with one "/"'
  ),
  bad(
    'a to starting with /\\ (read as // by browsers)',
    { to: '/\\evil.example' },
    'to',
    'to must not start with "/\\": browsers read it as a link to another site'
  ),
  bad(
    'a to starting with an encoded /\\',
    { to: '/%5Cevil.example' },
    'to',
    'to must not start with "/\\": browsers read it as a link to another site'
  ),
  bad('an https: to without //', { to: 'https:example.com' }, 'to', 'to must have "//" after the scheme, such as https://example.com/page'),
  bad('an http URL without a host', { to: 'http://' }, 'to', 'to is not a valid URL'),
  bad('an http URL with a space in the host', { to: 'http://exa mple.com/' }, 'to', 'to is not a valid URL'),
  bad(
    'a URL with a line break inside',
    { to: 'https://example.com/a\r\nSet-Cookie: x=1' },
    'to',
    'to must not contain control characters such as line breaks or tabs'
  ),
  bad(
    'a URL with a tab inside',
    { to: 'https://exam\tple.com/' },
    'to',
    'to must not contain control characters such as line breaks or tabs'
  ),
  bad(
    `a URL of ${MAX_URL_LENGTH + 1} characters`,
    { to: urlOfLength(MAX_URL_LENGTH + 1) },
    'to',
    `to must be at most ${MAX_URL_LENGTH} characters`
  ),
  bad(
    `a URL of ${MAX_URL_LENGTH} characters that is longer once serialised`,
    { to: `${urlOfLength(MAX_URL_LENGTH - 1)}"` },
    'to',
    `to must be at most ${MAX_URL_LENGTH} characters once percent-encoded`
  ),
  bad('a local to with a .. segment', { to: '/a/../b' }, 'to', 'to must not contain "." or ".." segments'),
  bad('a local to with %00', { to: '/a%00' }, 'to', 'to must not contain control characters such as line breaks, tabs or %00'),
  bad('a local to with a fragment', { to: '/a#top' }, 'to', 'to must not contain "?" or "#": redirects match the path only'),
  bad('a local to that is too long', { to: `/${'a'.repeat(MAX_PATH_LENGTH)}` }, 'to', `to must be at most ${MAX_PATH_LENGTH} characters`),
  bad(
    'a bad to before a bad status (to is checked before status_code)',
    { to: 'y', status_code: 1 },
    'to',
    `${TO_RULE} a full URL starting with http:// or https://`
  ),
  bad('status 300', { status_code: 300 }, 'status_code', `${STATUS_RULE}, not 300`),
  bad('status 304', { status_code: 304 }, 'status_code', `${STATUS_RULE}, not 304`),
  bad('status 200', { status_code: 200 }, 'status_code', `${STATUS_RULE}, not 200`),
  bad('status 301.5', { status_code: 301.5 }, 'status_code', `${STATUS_RULE}, not 301.5`),
  bad('status NaN', { status_code: Number.NaN }, 'status_code', `${STATUS_RULE}, not NaN`),
  bad('status "abc"', { status_code: 'abc' }, 'status_code', `${STATUS_RULE}, not "abc"`),
  bad('status "304" as a string', { status_code: '304' }, 'status_code', `${STATUS_RULE}, not "304"`),
  bad('status "301.0"', { status_code: '301.0' }, 'status_code', `${STATUS_RULE}, not "301.0"`),
  bad('status "0x12d" (301 in hex)', { status_code: '0x12d' }, 'status_code', `${STATUS_RULE}, not "0x12d"`),
  bad('status "0301"', { status_code: '0301' }, 'status_code', `${STATUS_RULE}, not "0301"`),
  bad('status true', { status_code: true }, 'status_code', STATUS_RULE),
  bad('status [301]', { status_code: [301] }, 'status_code', STATUS_RULE),
  bad(
    'a query in from without the exact policy',
    { from: '/p?id=5' },
    'from',
    'from must not contain "?" or "#": to match a query string, set query to exact'
  ),
  bad(
    'the exact policy without a query in from',
    { from: '/p', query: 'exact' },
    'from',
    'from must hold a query string such as /page?id=5 when query is exact'
  ),
  bad(
    'the exact policy with an empty query',
    { from: '/p?', query: 'exact' },
    'from',
    'from must hold a query string such as /page?id=5 when query is exact'
  ),
  bad('a fragment in an exact query source', { from: '/p?id=5#top', query: 'exact' }, 'from', 'from must not contain "#"'),
  bad('a policy that is none', { query: 'keep' }, 'query', 'query must be pass, ignore, exact or empty for pass'),
  bad('a source with an escaped colon', { from: '/a/\\:literal' }, 'from', ESCAPE_RULE),
  bad(
    'a pattern with a repeated parameter',
    { from: '/a/:x/:x', to: '/b/:x' },
    'from',
    'from uses the parameter ":x" twice: give each parameter its own name'
  ),
  bad(
    'a pattern constraint with a capturing group',
    { from: '/a/:x(a(b))', to: '/b/:x' },
    'from',
    'from has a constraint for ":x" with a capturing group: write (?:...) instead of (...)'
  ),
  bad('a target parameter the source does not have', { from: '/a/:x', to: '/b/:y' }, 'to', 'to uses ":y", which "from" does not have'),
  bad(
    'a repeat in a one-segment target slot',
    { from: '/a/:x*', to: '/b/:x' },
    'to',
    'to cannot put ":x*" (any number of segments) in ":x": write :x*'
  ),
  bad(
    'a pattern target with a query',
    { from: '/a/:x', to: '/b/:x?y=1' },
    'to',
    'to must not contain "?" or "#" after a path: only a full URL may hold a query'
  ),
  bad(
    'the exact query policy on a pattern',
    { from: '/a/:x', to: '/b/:x', query: 'exact' },
    'query',
    'query must be pass or ignore for a pattern rule: exact query rules need an exact path'
  ),
  bad('a pattern with a dot segment', { from: '/a/../:x', to: '/b/:x' }, 'from', 'from must not contain "." or ".." segments'),
  bad('a gone path (410) with a target', { status_code: 410 }, 'to', GONE_RULE(410)),
  bad('a gone path (451) with a URL', { to: 'https://example.com/', status_code: '451' }, 'to', GONE_RULE(451)),
  bad('a redirect code without a target', { to: '', status_code: 301 }, 'to', 'to is required'),
  bad('a bad code without a target names the target first', { to: '', status_code: 410.5 }, 'to', 'to is required'),
];

export const statusCodeCases: ReadonlyArray<StatusCodeCase> = [
  { name: '301', value: 301, expected: true },
  { name: '302', value: 302, expected: true },
  { name: '303', value: 303, expected: true },
  { name: '307', value: 307, expected: true },
  { name: '308', value: 308, expected: true },
  { name: '410', value: 410, expected: true },
  { name: '451', value: 451, expected: true },
  { name: '404', value: 404, expected: false },
  { name: '300', value: 300, expected: false },
  { name: '304', value: 304, expected: false },
  { name: '200', value: 200, expected: false },
  { name: '301.5', value: 301.5, expected: false },
  { name: 'the string "301"', value: '301', expected: false },
  { name: 'undefined', value: undefined, expected: false },
];

export const localTargetCases: ReadonlyArray<LocalTargetCase> = [
  { name: 'a path', to: '/new', expected: true },
  { name: 'the root', to: '/', expected: true },
  { name: 'an https URL', to: 'https://example.com/new', expected: false },
  { name: 'an http URL', to: 'http://example.com', expected: false },
];
