import { queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { call } from './api-client';

/** GET /api/shops/{id}/first-camp: a merchant's licences and agreements (the files open once signed in). */
export const shopDocumentsQuery = (shopId: number) =>
  queryOptions({
    queryKey: ['first-camp', 'shop', shopId],
    queryFn: () => call(api.firstCamp.shop, { params: { id: shopId } }),
    enabled: shopId > 0,
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/{id}/first-camp: the goods' documents and its merchant's. */
export const goodsDocumentsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['first-camp', 'goods', goodsId],
    queryFn: () => call(api.firstCamp.goods, { params: { id: goodsId } }),
    staleTime: 5 * 60_000,
  });
