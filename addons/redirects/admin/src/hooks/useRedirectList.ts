import { useQueryParams } from '@strapi/strapi/admin';
import {
  REDIRECT_KINDS,
  SORTS,
  STATUS_CODES,
  type BulkRedirects,
  type FindRedirects,
  type RedirectKind,
  type Sort,
  type StatusCode,
} from '../../../shared/contracts/redirects';
import { useGetRedirectsQuery } from '../api/redirects-api';
import { useNotifyQueryError } from './useNotifyError';

/** The list's state as it sits in the page URL (all strings); the admin's Table writes `sort` as `from:ASC`. */
export interface ListUrlQuery {
  page?: string;
  pageSize?: string;
  q?: string;
  status_code?: string;
  state?: string;
  kind?: string;
  unusedDays?: string;
  sort?: string;
}

/** The page size of a URL without one; also the page-size select's default. */
export const DEFAULT_PAGE_SIZE = 25;

/** A positive integer from a URL parameter, else undefined. */
export const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * The filter of the URL's query, without paging and sort: what the list shows and what a bulk
 * operation acts on. Values the server would refuse (a hand-edited URL) are dropped.
 */
export const filterOf = (query: ListUrlQuery): BulkRedirects.Request => {
  const statusCode = Number(query.status_code);
  const unusedDays = positive(query.unusedDays);
  return {
    ...(query.q ? { q: query.q } : {}),
    ...(STATUS_CODES.includes(statusCode as StatusCode) ? { status_code: statusCode as StatusCode } : {}),
    ...(query.state === 'draft' || query.state === 'published' ? { state: query.state } : {}),
    ...(REDIRECT_KINDS.includes(query.kind as RedirectKind) ? { kind: query.kind as RedirectKind } : {}),
    ...(unusedDays ? { unusedDays } : {}),
  };
};

/** The API query for the URL's. */
const toApiQuery = (query: ListUrlQuery): FindRedirects.Query => {
  const sort = query.sort?.toLowerCase();
  return {
    page: positive(query.page) ?? 1,
    pageSize: Math.min(positive(query.pageSize) ?? DEFAULT_PAGE_SIZE, 100),
    ...filterOf(query),
    ...(SORTS.includes(sort as Sort) ? { sort: sort as Sort } : {}),
  };
};

/**
 * Reads the page of redirects the URL asks for; a failure is notified. A write anywhere in the
 * admin invalidates the store's `SitetoolsRedirect` tag, which fetches the page again.
 */
export const useRedirectList = () => {
  const [{ query }, setQuery] = useQueryParams<ListUrlQuery>();
  const { data, isLoading, error } = useGetRedirectsQuery(toApiQuery(query));
  useNotifyQueryError(error);
  return { query, setQuery, data, isLoading };
};
