import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

export const HOME_BANNER_ID = 1;
/** Spec §9: the bottom banner of the home page. */
export const BOTTOM_BANNER_ID = 164;

/** GET /api/focus/demo?banner_id=N. */
export const bannerQuery = (bannerId: number) =>
  queryOptions({
    queryKey: ['banner', bannerId],
    queryFn: () => get<Banner[]>('/focus/demo', { banner_id: bannerId }),
    staleTime: 5 * 60_000,
  });

/** GET /api/focus/top: the thin banner above the header; errors ignored (spec §8). */
export const topBannerQuery = queryOptions({
  queryKey: ['banner', 'top'],
  queryFn: () => get<Banner[]>('/focus/top', undefined, { silent: true }),
  staleTime: 5 * 60_000,
});

export function useBanners(bannerId: number) {
  return useQuery(bannerQuery(bannerId));
}

export function useTopBanner() {
  const q = useQuery(topBannerQuery);
  return { banner: q.data?.[0], isPending: q.isPending };
}
