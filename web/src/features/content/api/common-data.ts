import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';
import { syncServerClock } from '../model/server-clock';

/** GET /api/focus/common: hot words, nav, categories, timestamp, site config. Errors ignored (spec §8). */
export const commonDataQuery = queryOptions({
  queryKey: ['common'],
  queryFn: async () => {
    const data = await call(api.content.common, undefined, { silent: true });
    syncServerClock(data.timestamp);
    return data;
  },
  staleTime: 5 * 60_000,
});

export function useCommonData() {
  return useQuery(commonDataQuery).data;
}
