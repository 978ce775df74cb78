import type { ImportFormat } from '../../../shared/contracts/redirects';

/** Each file format's name, as the export and import dialogs list them (translation id `format.<format>`). */
export const FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'sitetools CSV',
  json: 'sitetools JSON',
  netlify: 'Netlify (_redirects)',
  vercel: 'Vercel (vercel.json)',
  'vercel-bulk': 'Vercel bulk redirects (CSV)',
  cloudflare: 'Cloudflare bulk redirect list (CSV)',
  nginx: 'nginx (map and return)',
  apache: 'Apache (.htaccess)',
  next: 'Next.js (redirects())',
  redirection: 'WordPress Redirection (CSV or JSON)',
  yoast: 'Yoast SEO Premium (CSV)',
  'rank-math': 'Rank Math PRO (CSV)',
};
