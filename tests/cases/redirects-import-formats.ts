import type { ImportFormat } from '../../addons/redirects/shared/contracts/redirects';

/** A file as each tool writes it (the WordPress plugins' as their exporters do), with its name where it has a fixed one. */
export interface ImportSample {
  readonly format: ImportFormat;
  readonly fileName?: string;
  readonly content: string;
}

export const IMPORT_SAMPLES: ReadonlyArray<ImportSample> = [
  {
    format: 'netlify',
    fileName: '_redirects',
    content: [
      '# Moved pages',
      '/old           /new',
      '/blog/*        /news/:splat    301',
      '/shop  id=5    /product/5      302',
      '/legacy        /new-home       301!',
      '/gone          /404.html       410',
      '/api/*         https://api.example.com/:splat  200',
      '/fr/*          /fr/index.html  302  Language=fr',
      '/search  q=:term  /find  301',
      '',
    ].join('\n'),
  },
  {
    format: 'vercel',
    fileName: 'vercel.json',
    content: JSON.stringify(
      {
        cleanUrls: true,
        redirects: [
          { source: '/old', destination: '/new', permanent: true },
          { source: '/blog/:slug', destination: '/news/:slug', statusCode: 301 },
          { source: '/docs/:path*', destination: 'https://docs.example.com/:path*', permanent: false },
          { source: '/p', has: [{ type: 'query', key: 'id', value: '5' }], destination: '/product/5', permanent: true },
          { source: '/beta', has: [{ type: 'cookie', key: 'beta' }], destination: '/beta-home', permanent: false },
        ],
      },
      null,
      2
    ),
  },
  {
    format: 'next',
    fileName: 'next.config.mjs',
    content: [
      '/** @type {import("next").NextConfig} */',
      'const nextConfig = {',
      '  async redirects() {',
      '    return [',
      "      { source: '/old', destination: '/new', permanent: true },",
      '      // Section moved in 2024',
      "      { source: '/blog/:slug', destination: '/news/:slug', permanent: false, },",
      "      { source: '/p/:id(\\\\d+)', destination: '/products/:id', statusCode: 301 },",
      '    ];',
      '  },',
      '};',
      'export default nextConfig;',
      '',
    ].join('\n'),
  },
  {
    format: 'vercel-bulk',
    content: [
      'source,destination,permanent,statusCode,caseSensitive,query',
      '/old,/new,true,,false,true',
      '/promo,https://shop.example.com/sale,,302,,',
      '',
    ].join('\n'),
  },
  {
    format: 'cloudflare',
    content: [
      'www.example.com/old,https://www.example.com/new,301,true,false,false,false',
      'https://www.example.com/blog,https://www.example.com/news,301,false,true,true,true',
      'www.example.com/shop,/store,302,,,true,false',
      'not a url,/x,301',
      '',
    ].join('\n'),
  },
  {
    format: 'nginx',
    fileName: 'redirects.conf',
    content: [
      'server {',
      '    listen 80;',
      '    # Moved pages',
      '    location = /old { return 301 /new; }',
      '    location = /tidy { return 301 /clean$is_args$args; }',
      '    location ~ "^/blog/(\\d{4})/([^/]+)/?$" { return 301 /news/$2; }',
      '    location = /gone { return 410; }',
      '    location /prefix { return 301 /elsewhere; }',
      '    rewrite ^/docs/(.*)$ /guides/$1 permanent;',
      '    rewrite ^/tmp$ /temporary redirect;',
      '    rewrite ^/internal$ /index.php last;',
      '    rewrite ^/away$ https://example.org/$host;',
      '}',
      '',
    ].join('\n'),
  },
  {
    format: 'apache',
    fileName: '.htaccess',
    content: [
      '<IfModule mod_rewrite.c>',
      'RewriteEngine On',
      'RewriteBase /',
      'RewriteRule ^old-page/?$ /new-page [R=301,L]',
      'RewriteCond %{QUERY_STRING} ^id=5$',
      'RewriteRule ^product\\.php$ /product/5? [R=301,L]',
      'RewriteRule ^blog/([0-9]+)/(.*)$ /news/$2 [R=302,L,QSD]',
      'RewriteRule ^closed/ - [G]',
      'RewriteRule ^closed$ - [G,L]',
      'RewriteCond %{HTTP_HOST} ^old\\.example\\.com$',
      'RewriteRule ^(.*)$ https://www.example.com/$1 [R=301,L]',
      'RewriteRule ^index\\.php$ /home [L]',
      '</IfModule>',
      'Redirect 301 /shop /store',
      'Redirect gone /retired',
      'RedirectMatch 301 ^/tag/([^/]+)$ /topics/$1',
      '',
    ].join('\n'),
  },
  {
    format: 'redirection',
    fileName: 'redirection-example-com-2026-11-29.csv',
    content: [
      'source,target,regex,code,type,hits,title,status',
      '"/old-page","/new-page/",0,301,"url",12,"Moved page","active"',
      '"/shop?cat=5","https://example.com/category/shoes/",0,302,"url",0,"","active"',
      '"^/blog/(\\d{4})/(.*)$","/news/$2",1,301,"url",347,"Blog archive move","active"',
      '"/discontinued-product","",0,410,"error",3,"","active"',
      '"/members-area","/unknown",0,301,"url",0,"Login-conditional","disabled"',
      '"/feed/(.*)","/rss/$1",1,301,"url",0,"","active"',
      '',
    ].join('\n'),
  },
  {
    format: 'yoast',
    fileName: 'wordpress-seo-redirects.csv',
    content: [
      'Origin,Target,Type,Format',
      '"/old-page","/new-page/","301","plain"',
      '"/shop?cat=5","/category/shoes/","302","plain"',
      '"^/blog/(\\d{4})/(.*)$","/news/$2/","301","regex"',
      '"/discontinued-product","/","410","plain"',
      '"/removed-by-court","/","451","plain"',
    ].join('\n'),
  },
  {
    format: 'rank-math',
    fileName: 'example_rank-math-redirections-2026-11-29_10-00-00.csv',
    content: [
      'id,source,matching,destination,type,category,status,ignore',
      '"1","old-page","exact","https://example.com/new-page/","301","","active",""',
      '"2","shop/summer-sale","exact","https://example.com/sale/","302","promotions","active","case"',
      '"2","shop/winter-sale","exact","https://example.com/sale/","302","promotions","active",""',
      '"3","^blog/(\\\\d{4})/(.*)$","regex","https://example.com/news/$2","301","","active",""',
      '"4","discontinued-product","exact","","410","","inactive",""',
      '"5","wp-content/uploads/old","start","https://example.com/media/","301","legacy, media","active",""',
      '"6","draft","contains","https://example.com/","301","","active",""',
      '',
    ].join('\n'),
  },
];
