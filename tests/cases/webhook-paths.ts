/** A webhook body as the revalidation route receives it, and the paths it makes stale. */
export interface WebhookPathsCase {
  readonly name: string;
  readonly body: unknown;
  readonly expected: string[];
}

const change = (oldPath: string | null, newPath: string | null, locale = 'en') => ({
  contentType: 'api::page.page',
  documentId: 'd1',
  locale,
  oldPath,
  newPath,
});
const urlUpdate = (...changes: unknown[]) => ({ event: 'sitetools.url.update', createdAt: '2026-11-27T08:00:00.000Z', changes });
const redirectsUpdate = (...redirects: unknown[]) => ({
  event: 'sitetools.redirects.update',
  createdAt: '2026-11-27T08:00:00.000Z',
  version: '42',
  redirects,
});

export const webhookPathsCases: ReadonlyArray<WebhookPathsCase> = [
  { name: 'a moved page: its old and its new path', body: urlUpdate(change('/pages/a', '/pages/b')), expected: ['/pages/a', '/pages/b'] },
  { name: 'a first publish: the new path only', body: urlUpdate(change(null, '/pages/new')), expected: ['/pages/new'] },
  { name: 'an unpublish: the old path only', body: urlUpdate(change('/pages/gone', null)), expected: ['/pages/gone'] },
  {
    name: 'a batch: every path once, in order',
    body: urlUpdate(change('/a', '/b'), change('/b', '/c', 'fr'), change('/a', '/d')),
    expected: ['/a', '/b', '/c', '/d'],
  },
  { name: 'a change that kept its path: that path once', body: urlUpdate(change('/same', '/same')), expected: ['/same'] },
  { name: 'an empty batch', body: urlUpdate(), expected: [] },
  {
    name: 'redirects: every changed from, once, whatever its locale',
    body: redirectsUpdate({ from: '/old', locale: null }, { from: '/ancien', locale: 'fr' }, { from: '/old', locale: 'en' }),
    expected: ['/old', '/ancien'],
  },
  { name: "Strapi's own entry event", body: { event: 'entry.publish', model: 'page', entry: { id: 1 } }, expected: [] },
  { name: 'an event named like an object method', body: { event: 'toString', changes: [{ newPath: '/x' }] }, expected: [] },
  { name: 'a body that is not an object', body: 'sitetools.url.update', expected: [] },
  { name: 'null', body: null, expected: [] },
  { name: 'a url event without a changes list', body: { event: 'sitetools.url.update', changes: 'x' }, expected: [] },
  {
    name: 'values that are not paths left out',
    body: urlUpdate(change('pages/a', 'https://evil.example/x'), { oldPath: 3, newPath: '/ok' }, null),
    expected: ['/ok'],
  },
  { name: 'a redirect without a from', body: redirectsUpdate({ locale: null }, { from: '/kept', locale: null }), expected: ['/kept'] },
];
