import type { Core } from '@strapi/strapi';
import type { FindRedirects, RedirectKind } from '../../../shared/contracts/redirects';
import { pathSearch } from 'sitetools-kit/path-search';
import { redirectHitReader } from './redirect-hit-read';

/** The list's filters, without paging and sort: what the bulk operations act on too. */
export type ListFilter = Omit<FindRedirects.Query, 'page' | 'pageSize' | 'sort'>;

/**
 * The filter of each kind of rule. A pattern's source has a segment starting with ":"; an exact
 * rule's has none, whatever its query (a ":" after the "?" is no parameter, so such a rule may
 * also show under `pattern`: a rare overlap the filter accepts).
 */
const KIND_FILTERS: Record<RedirectKind, Record<string, unknown>> = {
  exact: { to: { $notNull: true }, from: { $notContains: '/:' } },
  pattern: { from: { $contains: '/:' } },
  gone: { to: { $null: true } },
  query: { query: 'exact' },
  scheduled: { $or: [{ activeFrom: { $notNull: true } }, { activeUntil: { $notNull: true } }] },
};

/**
 * The Document Service parameters of the redirects a filter lists (the search: a source or target
 * starting with a term that starts with "/", else containing it in any case; see pathSearch): their draft rows (the latest
 * edit), `hasPublishedVersion` narrowing to one state. One place for the Redirects page's list and
 * its bulk operations, so that a bulk delete acts on exactly the rules the page shows.
 */
export const listParams = async (strapi: Core.Strapi, { q, status_code, locale, state, kind, unusedDays }: ListFilter) => {
  const unused = unusedDays === undefined ? null : await redirectHitReader(strapi).unusedFilter(unusedDays);
  const filters = {
    $and: [
      ...(q ? [{ $or: [{ from: pathSearch(strapi, q) }, { to: pathSearch(strapi, q) }] }] : []),
      ...(status_code ? [{ status_code }] : []),
      ...(locale ? [{ locale }] : []),
      ...(kind ? [KIND_FILTERS[kind]] : []),
      ...(unused ? [unused] : []),
    ],
  };
  return {
    status: 'draft' as const,
    // The Document Service types filters from the app's generated types, which do not know the
    // addon's content type.
    filters: filters as never,
    ...(state ? { hasPublishedVersion: state === 'published' } : {}),
  };
};
