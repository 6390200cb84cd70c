import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pointsGoodsDetail, pointsGoodsView, pointsSummary } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { memberAddressesQuery } from '../../../lib/addresses';
import { call, type RequestOptions } from '../../../lib/api-client';

export type Gift = z.infer<typeof pointsGoodsView>;
export type GiftDetail = z.infer<typeof pointsGoodsDetail>;
export type PointsSummary = z.infer<typeof pointsSummary>;

export const MALL_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE = 10;

/** GET /api/points/goods: the mall's gifts. */
export const giftsQuery = (page: number) =>
  queryOptions({
    queryKey: ['points', 'goods', page],
    queryFn: () => call(api.points.goods, { query: { page, page_size: MALL_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** GET /api/points/goods/{id}: one gift with what the viewer already exchanged and holds. */
export const giftQuery = (id: number) =>
  queryOptions({ queryKey: ['points', 'goods', 'detail', id], queryFn: () => call(api.points.goodsDetail, { params: { id } }), staleTime: 0 });

/** GET /api/user/points: balance and the earning rule (members only). */
export const myPointsQuery = queryOptions({ queryKey: ['points', 'mine'], queryFn: () => call(api.points.summary), staleTime: 0 });

/** GET /api/points/orders: /jfdd. */
export const pointsOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: ['points', 'orders', page],
    queryFn: () => call(api.points.orders, { query: { page, page_size: ORDERS_PAGE_SIZE } }),
    staleTime: 0,
  });

/** The member's delivery addresses for the exchange dialog. */
export const exchangeAddressesQuery = memberAddressesQuery;

/** POST /api/points/exchange. */
export function exchange(body: { goods_id: number; number: number; address_id: number }, onError?: RequestOptions['onError']) {
  return call(api.points.exchange, { body }, { onError });
}
