import { useGetSitetoolsOverviewQuery } from '../../api/overview-api';

/** The Overview page's data, from the admin's cache, which a pattern or path change invalidates. */
export const useOverview = () => {
  const { data, error } = useGetSitetoolsOverviewQuery();
  return { data, error };
};
