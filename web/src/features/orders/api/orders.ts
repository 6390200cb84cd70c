import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import type { AfterSaleView, OrderDetail, OrderSummary, OutputOf, Paged } from '@yaocai/contract';
import { call, type RequestOptions } from '../../../lib/api-client';

export type { AfterSaleView, OrderDetail, OrderSummary, Paged };
export type OrderCounts = OutputOf<typeof api.orders.counts>;
export type FastBuyItem = OutputOf<typeof api.orders.fastBuy>['list'][number];
export type AddToCartResult = OutputOf<typeof api.orders.rebuy>;
/** What a member files from an order (召回退货 is filed from a recall notice, never from the order). */
export type AfterSaleKind = Exclude<AfterSaleView['kind'], 'recall'>;

export const ORDER_PAGE_SIZE = 10;

/** Everything under ['orders']: paying, cancelling or receiving refreshes lists, counts and details together. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (q: OrderListFilter) => ['orders', 'list', q] as const,
  counts: ['orders', 'counts'] as const,
  afterSales: ['orders', 'after-sales'] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  afterSale: (id: number) => ['orders', 'after-sale', id] as const,
  fastBuy: (page: number, order: string) => ['orders', 'fast-buy', page, order] as const,
};

export interface OrderListFilter {
  status?: number;
  keyword?: string;
  page: number;
}

/** GET /api/order/list?status=0..4&keyword&page&page_size. */
export const orderListQuery = (q: OrderListFilter) =>
  queryOptions({
    queryKey: orderKeys.list(q),
    queryFn: () => call(api.orders.list, { query: { ...q, keyword: q.keyword || undefined, page_size: ORDER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/order/counts: the tab badges. */
export const orderCountsQuery = queryOptions({
  queryKey: orderKeys.counts,
  queryFn: () => call(api.orders.counts, {}, { silent: true }),
  staleTime: 0,
});

/** GET /api/order/after_sales: the member's return and after-sales requests. */
export const afterSalesQuery = queryOptions({
  queryKey: orderKeys.afterSales,
  queryFn: () => call(api.orders.afterSales),
  staleTime: 0,
});

/** GET /api/order/info/:id. */
export const orderDetailQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => call(api.orders.detail, { params: { id } }), staleTime: 0, retry: false });

/** GET /api/order/after_sale/:id. */
export const afterSaleQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.afterSale(id), queryFn: () => call(api.orders.afterSale, { params: { id } }), staleTime: 0, retry: false });

export function cancelOrder(id: number, reason: string) {
  return call(api.orders.cancel, { params: { id }, body: { reason } });
}
export function receiveOrder(id: number) {
  return call(api.orders.receive, { params: { id } });
}
export function rebuyOrder(id: number) {
  return call(api.orders.rebuy, { params: { id } });
}

export interface AfterSaleBody {
  kind: AfterSaleKind;
  reason: string;
  description: string;
  photos: string[];
  items: { order_item_id: number; number: number }[];
  /** Yuan text (the server parses it to fen). */
  refund_amount?: string;
}
export function requestAfterSale(orderId: number, body: AfterSaleBody, onError?: RequestOptions['onError']) {
  return call(api.orders.requestAfterSale, { params: { id: orderId }, body }, { onError });
}

/** GET /api/user/fast_buy?page&order=times|recent (/kjcg). */
export const fastBuyQuery = (page: number, order: 'times' | 'recent') =>
  queryOptions({
    queryKey: orderKeys.fastBuy(page, order),
    queryFn: () => call(api.orders.fastBuy, { query: { page, order, page_size: 20 } }),
    placeholderData: keepPreviousData,
  });

/** POST /api/user/buy goods_ids: back into the cart in the last quantities. */
export function buyAgain(goodsIds: number[]) {
  return call(api.orders.buyAgain, { body: { goods_ids: goodsIds.join(',') } });
}
