import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';

/** GET /api/shops: every merchant with its goods count. */
export const shopsQuery = queryOptions({
  queryKey: ['shops'],
  queryFn: () => call(api.catalog.shops),
  staleTime: 5 * 60_000,
});

export const shopInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['shop', id],
    queryFn: () => call(api.catalog.shop, { query: { id } }),
    staleTime: 5 * 60_000,
  });
