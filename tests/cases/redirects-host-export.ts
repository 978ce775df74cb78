import type { HostFormat, RedirectFields } from '../../addons/redirects/shared/contracts/redirects';

/** One rule of each kind a host may or may not express, as the manifest lists them. */
export const HOST_SAMPLE: ReadonlyArray<RedirectFields> = [
  { from: '/old', to: '/new', status_code: 301, locale: null },
  { from: '/a b', to: '/c "d" 100%', status_code: 302, locale: null },
  { from: '/tidy', to: '/clean', status_code: 307, locale: null, query: 'ignore' },
  { from: '/p?id=5', to: '/product/5', status_code: 301, locale: null, query: 'exact' },
  { from: '/gone', to: null, status_code: 410, locale: null },
  { from: '/legal', to: null, status_code: 451, locale: null },
  { from: '/blog/:slug', to: '/news/:slug', status_code: 301, locale: null },
  { from: '/docs/:path*', to: 'https://docs.example.com/guide/:path*', status_code: 308, locale: null },
  { from: '/p/:id(\\d+)', to: '/products/:id', status_code: 301, locale: null },
  { from: '/fr-only', to: '/fr/new', status_code: 301, locale: 'fr' },
];

/** A host's file for {@link HOST_SAMPLE}, and the sources it leaves out (each with a word of its reason). */
export interface HostExportCase {
  readonly format: HostFormat;
  readonly text: string;
  readonly left: ReadonlyArray<readonly [from: string, reason: RegExp]>;
}

const LOCALE = ['/fr-only', /no locale/] as const;

export const hostExportCases: ReadonlyArray<HostExportCase> = [
  {
    format: 'netlify',
    text: [
      '/p id=5 /product/5 301',
      '/a%20b /c%20%22d%22%20100%25 302',
      '/gone /404.html 410',
      '/legal /404.html 451',
      '/old /new 301',
      '/blog/:slug /news/:slug 301',
      '/docs/* https://docs.example.com/guide/:splat 308',
      '',
    ].join('\n'),
    left: [LOCALE, ['/tidy', /passes the query string on/], ['/p/:id(\\d+)', /constraint/]],
  },
  {
    format: 'vercel-bulk',
    text: [
      'source,destination,statusCode,caseSensitive,query',
      '/a%20b,/c%20%22d%22%20100%25,302,true,true',
      '/old,/new,301,true,true',
      '/tidy,/clean,307,true,false',
      '',
    ].join('\n'),
    left: [
      LOCALE,
      ['/p?id=5', /never the query string/],
      ['/gone', /cannot answer 410/],
      ['/legal', /cannot answer 451/],
      ['/blog/:slug', /no patterns/],
      ['/docs/:path*', /no patterns/],
      ['/p/:id(\\d+)', /no patterns/],
    ],
  },
  {
    format: 'cloudflare',
    text: [
      'www.example.com/a%20b,/c%20%22d%22%20100%25,302,true,false,false,false',
      'www.example.com/old,/new,301,true,false,false,false',
      'www.example.com/tidy,/clean,307,false,false,false,false',
      '',
    ].join('\n'),
    left: [
      LOCALE,
      ['/p?id=5', /never the query string/],
      ['/gone', /cannot answer 410/],
      ['/legal', /cannot answer 451/],
      ['/blog/:slug', /no patterns/],
      ['/docs/:path*', /no patterns/],
      ['/p/:id(\\d+)', /no patterns/],
    ],
  },
  {
    format: 'nginx',
    text: [
      '# The published redirects of sitetools. In the http {} block:',
      'map "$uri?$args" $sitetools_query_to {',
      '    default "";',
      '    "/p?id=5" "/product/5";',
      '}',
      'map "$uri?$args" $sitetools_query_status {',
      '    default "";',
      '    "/p?id=5" "301";',
      '}',
      'map $uri $sitetools_to {',
      '    default "";',
      '    "/a b" "/c%20%22d%22%20100%25$is_args$args";',
      '    "/gone" "";',
      '    "/legal" "";',
      '    "/old" "/new$is_args$args";',
      '    "/tidy" "/clean";',
      '    "~^/blog/([^/]+)$" "/news/$1$is_args$args";',
      '    "~^/docs((?:/[^/]+)*)$" "https://docs.example.com/guide$1$is_args$args";',
      '    "~^/p/((?:\\\\d+))$" "/products/$1$is_args$args";',
      '}',
      'map $uri $sitetools_status {',
      '    default "";',
      '    "/a b" "302";',
      '    "/gone" "410";',
      '    "/legal" "451";',
      '    "/old" "301";',
      '    "/tidy" "307";',
      '    "~^/blog/([^/]+)$" "301";',
      '    "~^/docs((?:/[^/]+)*)$" "308";',
      '    "~^/p/((?:\\\\d+))$" "301";',
      '}',
      '',
      '# In the server {} block:',
      'if ($sitetools_query_status = 301) { return 301 $sitetools_query_to; }',
      'if ($sitetools_status = 301) { return 301 $sitetools_to; }',
      'if ($sitetools_status = 302) { return 302 $sitetools_to; }',
      'if ($sitetools_status = 307) { return 307 $sitetools_to; }',
      'if ($sitetools_status = 308) { return 308 $sitetools_to; }',
      'if ($sitetools_status = 410) { return 410; }',
      'if ($sitetools_status = 451) { return 451; }',
      '',
    ].join('\n'),
    left: [LOCALE],
  },
  {
    format: 'apache',
    text: [
      '# The published redirects of sitetools (mod_rewrite).',
      'RewriteEngine On',
      'RewriteCond %{QUERY_STRING} "^id=5$"',
      'RewriteRule "^/?p$" "/product/5" [R=301,L,NE,QSD]',
      'RewriteRule "^/?a\\sb$" "/c\\%20\\%22d\\%22\\%20100\\%25" [R=302,L,NE,QSA]',
      'RewriteRule "^/?gone$" - [R=410,L]',
      'RewriteRule "^/?legal$" - [R=451,L]',
      'RewriteRule "^/?old$" "/new" [R=301,L,NE,QSA]',
      'RewriteRule "^/?tidy$" "/clean" [R=307,L,NE,QSD]',
      'RewriteRule "^/?blog/([^/]+)$" "/news/$1" [R=301,L,NE,QSA]',
      'RewriteRule "^/?docs((?:/[^/]+)*)$" "https://docs.example.com/guide$1" [R=308,L,NE,QSA]',
      'RewriteRule "^/?p/((?:\\d+))$" "/products/$1" [R=301,L,NE,QSA]',
      '',
    ].join('\n'),
    left: [LOCALE],
  },
];

/** The Next.js and Vercel entries for {@link HOST_SAMPLE}, in the order they apply. */
export const NEXT_SAMPLE_ENTRIES = [
  { source: '/p', destination: '/product/5', statusCode: 301, has: [{ type: 'query', key: 'id', value: '^5$' }] },
  { source: '/a%20b', destination: '/c%20%22d%22%20100%25', statusCode: 302 },
  { source: '/old', destination: '/new', statusCode: 301 },
  { source: '/blog/:slug', destination: '/news/:slug', statusCode: 301 },
  { source: '/docs/:path*', destination: 'https://docs.example.com/guide/:path*', statusCode: 308 },
  { source: '/p/:id(\\d+)', destination: '/products/:id', statusCode: 301 },
];
export const NEXT_SAMPLE_LEFT = [
  LOCALE,
  ['/gone', /cannot answer 410/],
  ['/legal', /cannot answer 451/],
  ['/tidy', /pass the query string on/],
] as const;

/** Literal text that a host would read as syntax, and how each host must write it. */
export interface HostEscapeCase {
  readonly name: string;
  readonly rule: RedirectFields;
  readonly format: HostFormat;
  /** A line (or JSON text) the file must hold. */
  readonly holds: string;
}

export const hostEscapeCases: ReadonlyArray<HostEscapeCase> = [
  {
    name: 'netlify: a literal colon and star stay literal',
    format: 'netlify',
    rule: { from: '/\\:a/b*c', to: '/x', status_code: 301, locale: null },
    holds: '/%3Aa/b%2Ac /x 301',
  },
  {
    name: 'netlify: an exact query keeps its encoded values',
    format: 'netlify',
    rule: { from: '/s?q=a%20b&z=1', to: '/search', status_code: 302, locale: null, query: 'exact' },
    holds: '/s q=a%20b z=1 /search 302',
  },
  {
    name: 'next: path-to-regexp syntax in a literal segment is escaped',
    format: 'next',
    rule: { from: '/c++/(x)', to: '/cpp', status_code: 301, locale: null },
    holds: '"source": "/c\\\\+\\\\+/\\\\(x\\\\)"',
  },
  {
    name: 'vercel: a query value is matched as literal text',
    format: 'vercel',
    rule: { from: '/s?q=1.5%2B', to: '/search', status_code: 301, locale: null, query: 'exact' },
    holds: '"value": "^1\\\\.5\\\\+$"',
  },
  {
    name: 'nginx: a quote in a path is escaped inside the quoted key',
    format: 'nginx',
    rule: { from: '/say "hi"', to: '/hello', status_code: 301, locale: null },
    holds: '    "/say \\"hi\\"" "/hello$is_args$args";',
  },
  {
    name: 'apache: a dollar in the target is not a back-reference',
    format: 'apache',
    rule: { from: '/price', to: 'https://shop.example.com/$5', status_code: 302, locale: null },
    holds: 'RewriteRule "^/?price$" "https://shop.example.com/\\$5" [R=302,L,NE,QSA]',
  },
  {
    name: 'apache: a dot and a quote in the source are literal',
    format: 'apache',
    rule: { from: '/old.html', to: '/new', status_code: 301, locale: null },
    holds: 'RewriteRule "^/?old\\.html$" "/new" [R=301,L,NE,QSA]',
  },
  {
    name: 'cloudflare: a comma in a URL is quoted',
    format: 'cloudflare',
    rule: { from: '/a,b', to: 'https://example.com/x,y', status_code: 301, locale: null },
    holds: '"www.example.com/a,b","https://example.com/x,y",301,true,false,false,false',
  },
];
