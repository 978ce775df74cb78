import { useEffect, useState } from 'react';
import type { GetConfig } from '../../../../shared/contracts/config';
import { useConfigApi } from '../../api/config';

/** The Overview page's data, loaded once. */
export const useOverview = () => {
  const api = useConfigApi();
  const [data, setData] = useState<GetConfig.Response['data']>();
  const [error, setError] = useState<unknown>();

  useEffect(() => {
    api.overview().then(setData, setError);
  }, [api]);

  return { data, error };
};
