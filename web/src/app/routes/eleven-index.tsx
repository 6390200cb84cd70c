import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { commonDataQuery } from '../../features/content/api/common-data';
import { PageLoading } from '../layout/page-loading';

/** Spec §2: the route named eleven_index sends the browser to the main site address. */
export function ElevenIndexRoute() {
  const navigate = useNavigate();
  const { data, isError } = useQuery(commonDataQuery);
  const url = data?.config.main_site_url;

  useEffect(() => {
    if (url) window.location.replace(url);
    else if (data || isError) navigate('/', { replace: true });
  }, [url, data, isError, navigate]);

  return <PageLoading />;
}
