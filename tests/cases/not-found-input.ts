/** A body sent to `POST /api/sitetools/not-found` that must be refused, and the field the 400 names. */
export interface NotFoundInputCase {
  readonly name: string;
  readonly body: unknown;
  /** Sent as this content type instead of JSON. */
  readonly form?: boolean;
  readonly key: string;
}

export const notFoundBadInput: ReadonlyArray<NotFoundInputCase> = [
  { name: 'no path', body: {}, key: 'path' },
  { name: 'an empty path', body: { path: '' }, key: 'path' },
  { name: 'a path that is not a string', body: { path: ['/a', '/b'] }, key: 'path' },
  { name: 'a relative path', body: { path: 'pages/about' }, key: 'path' },
  { name: 'a path with a query', body: { path: '/a?b=c' }, key: 'path' },
  { name: 'a path with a dot segment', body: { path: '/a/../b' }, key: 'path' },
  { name: 'a path with a control character', body: { path: '/a\u0000b' }, key: 'path' },
  { name: 'malformed percent-encoding', body: { path: '/a%zz' }, key: 'path' },
  { name: 'a path over the alias path limit', body: { path: `/${'a'.repeat(255)}` }, key: 'path' },
  { name: 'a huge path', body: { path: `/${'a'.repeat(10_000)}` }, key: 'path' },
  { name: 'an unknown locale', body: { path: '/x', locale: 'xx' }, key: 'locale' },
  { name: 'a locale that is not a code', body: { path: '/x', locale: "en'; drop" }, key: 'locale' },
  { name: 'a locale that is not a string', body: { path: '/x', locale: 3 }, key: 'locale' },
  { name: 'a relative referrer', body: { path: '/x', referrer: '/from/here' }, key: 'referrer' },
  { name: 'a referrer of another scheme', body: { path: '/x', referrer: 'javascript:alert(1)' }, key: 'referrer' },
  { name: 'a referrer over 2048 characters', body: { path: '/x', referrer: `https://a.example/${'r'.repeat(2048)}` }, key: 'referrer' },
  { name: 'an unknown key', body: { path: '/x', ip: '1.2.3.4' }, key: 'body' },
  { name: 'a form body', body: 'path=/x', form: true, key: 'body' },
  { name: 'an empty batch', body: { data: [] }, key: 'data' },
  { name: 'a batch over 100 reports', body: { data: Array.from({ length: 101 }, (_, i) => ({ path: `/b${i}` })) }, key: 'data' },
  { name: 'a bad report in a batch', body: { data: [{ path: '/ok' }, { path: 'bad' }] }, key: 'data.1.path' },
  { name: 'a batch that is not a list', body: { data: { path: '/x' } }, key: 'data' },
];
