import { queryOptions } from '@tanstack/react-query';
import type { ShopInfo, ShopSummary } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

/** GET /api/shops: every merchant with its goods count. */
export const shopsQuery = queryOptions({
  queryKey: ['shops'],
  queryFn: () => get<ShopSummary[]>('/shops'),
  staleTime: 5 * 60_000,
});

export const shopInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['shop', id],
    queryFn: () => get<ShopInfo>('/sjly-info', { id }),
    staleTime: 5 * 60_000,
  });
