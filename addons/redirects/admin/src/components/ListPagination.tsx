import { Pagination } from '@strapi/strapi/admin';
import { DEFAULT_PAGE_SIZE } from '../hooks/useRedirectList';

const PAGE_SIZES = ['10', String(DEFAULT_PAGE_SIZE), '50', '100'];

/** The page links and page size of a list page (Redirects, Not found, Removed pages), in the page URL. */
export const ListPagination = ({ pagination }: { pagination?: { pageCount: number; total: number } }) => (
  <Pagination.Root pageCount={pagination?.pageCount} total={pagination?.total} defaultPageSize={DEFAULT_PAGE_SIZE}>
    <Pagination.PageSize options={PAGE_SIZES} />
    <Pagination.Links />
  </Pagination.Root>
);
