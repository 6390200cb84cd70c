import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

/** GET /api/index/spike: the current or next flash-sale session with its goods. */
export const spikeQuery = queryOptions({
  queryKey: ['home', 'spike'],
  queryFn: () => call(api.promotions.spike),
  staleTime: 30_000,
});

/** GET /api/activity/everyday_price?page&page_size: today's special prices (home strip and /mrtj). */
export const everydayPriceQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['home', 'everyday', page, pageSize],
    queryFn: () => call(api.promotions.everydayPrice, { query: { page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /api/index_wntj/{page}: recommendation floors, one page after another while `has_more`. */
export const floorsQuery = infiniteQueryOptions({
  queryKey: ['home', 'floors'],
  queryFn: ({ pageParam }) => call(api.catalog.floors, { params: { id: pageParam } }),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  staleTime: 60_000,
});
