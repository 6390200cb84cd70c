import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommonData } from '@yaocai/contract';
import { get } from '../../../lib/api-client';
import { syncServerClock } from '../model/server-clock';

/** GET /api/focus/common: hot words, nav, categories, timestamp, site config. Errors ignored (spec §8). */
export const commonDataQuery = queryOptions({
  queryKey: ['common'],
  queryFn: async () => {
    const data = await get<CommonData>('/focus/common', undefined, { silent: true });
    syncServerClock(data.timestamp);
    return data;
  },
  staleTime: 5 * 60_000,
});

export function useCommonData() {
  return useQuery(commonDataQuery).data;
}
