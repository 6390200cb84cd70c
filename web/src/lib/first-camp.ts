import { queryOptions } from '@tanstack/react-query';
import type { FirstCampDocument, GoodsFirstCamp } from '@yaocai/contract';
import { get } from './api-client';

/** GET /api/shops/{id}/first-camp: a merchant's licences and agreements (the files open once signed in). */
export const shopDocumentsQuery = (shopId: number) =>
  queryOptions({
    queryKey: ['first-camp', 'shop', shopId],
    queryFn: () => get<FirstCampDocument[]>(`/shops/${shopId}/first-camp`),
    enabled: shopId > 0,
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/{id}/first-camp: the goods' documents and its merchant's. */
export const goodsDocumentsQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['first-camp', 'goods', goodsId],
    queryFn: () => get<GoodsFirstCamp>(`/goods/${goodsId}/first-camp`),
    staleTime: 5 * 60_000,
  });
