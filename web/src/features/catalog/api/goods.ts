import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { goodsFacets } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { ApiError, call, type FormFields } from '../../../lib/api-client';
import { toApiQuery, toFacetQuery, type ListFilters } from '../model/list-filters';

export type Facets = z.infer<typeof goodsFacets>;

/** Detail pass-through query (spec §2): the price, ladder, full-reduction, flash-sale and bargain a link came from. */
export const DETAIL_PASS_THROUGH = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id', 'miaosha_goods_id', 'is_yj'] as const;

/** GET /api/goods/list: one page of a filtered, sorted list. The previous page stays on screen while the next loads. */
export const goodsListQuery = (filters: ListFilters) => {
  const query = toApiQuery(filters);
  return queryOptions({
    queryKey: ['goods', 'list', query],
    queryFn: () => call(api.catalog.list, { query }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** GET /api/goods/facets: manufacturer and dosage-form options of the filtered set. */
export const goodsFacetsQuery = (filters: ListFilters) => {
  const query = toFacetQuery(filters);
  return queryOptions({
    queryKey: ['goods', 'facets', query],
    queryFn: () => call(api.catalog.facets, { query }, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

/** GET /api/goods/detail/:id with the pass-through query. A missing goods is the page's own 404, not an alert. */
export const goodsDetailQuery = (id: number, passThrough: FormFields = {}) =>
  queryOptions({
    queryKey: ['goods', 'detail', id, passThrough],
    queryFn: () => call(api.catalog.detail, { params: { id }, query: passThrough }, { onError: isNotFound }),
    staleTime: 30_000,
  });

/** GET /api/goods/relation?id&limit: same generic name first, then the same category. */
export const relatedGoodsQuery = (id: number, limit = 10) =>
  queryOptions({
    queryKey: ['goods', 'relation', id, limit],
    queryFn: () => call(api.catalog.related, { query: { id, limit } }, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/activities?id: flash sale, today's special and tag offers of one goods. */
export type { GoodsActivity, RecentStat } from '@yaocai/contract';

export const goodsActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods', 'activities', id],
    queryFn: () => call(api.promotions.goodsActivities, { query: { id } }, { silent: true }),
    staleTime: 30_000,
  });

/** GET /api/goods/recent_stat?id: sales and how the same drug is offered across merchants. */
export const recentStatQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods', 'recent_stat', id],
    queryFn: () => call(api.catalog.recentStat, { query: { id } }, { silent: true }),
    staleTime: 60_000,
  });

export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.kind === 'http' && err.code === 404;
}

/** GET /api/combination/list: the packages running now (/zhzq), priced for the viewer. */
export const combinationZoneQuery = queryOptions({
  queryKey: ['catalog', 'combinations'],
  queryFn: () => call(api.promotions.combinations),
});

/** GET /api/goods/kx/groups: the 控销 groups (/kxzq, /kxzq/new lead to them). */
export const kxGroupsQuery = queryOptions({
  queryKey: ['goods', 'kx-groups'],
  queryFn: () => call(api.catalog.kxGroups, undefined, { silent: true }),
  staleTime: 5 * 60_000,
});

/** GET /api/goods/kx/groups/{url}: one group's heading (an unknown group is shown on the page, not toasted). */
export const kxGroupQuery = (url: string) =>
  queryOptions({
    queryKey: ['goods', 'kx-groups', url],
    queryFn: () => call(api.catalog.kxGroup, { params: { url } }, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET /api/focus/kxzq_ad?ids=: the banners a group page names in its address. */
export const kxAdsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['focus', 'kxzq_ad', ids],
    queryFn: () => call(api.content.focus, { params: { name: 'kxzq_ad' }, query: { ids: ids.join(',') } }, { silent: true }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/insert?goods_id=: the 说明书 tab. */
export const goodsInsertQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['goods', 'insert', goodsId],
    queryFn: () => call(api.catalog.insert, { query: { goods_id: goodsId } }, { silent: true }),
    staleTime: 10 * 60_000,
  });

/** GET /api/goods/reports: a goods' batch reports, or the header's search by name and batch. */
export const qualityReportsQuery = (q: { goods_id?: number; keyword?: string; batch?: string; page?: number }) =>
  queryOptions({
    queryKey: ['goods', 'reports', q],
    queryFn: () => call(api.catalog.reports, { query: { ...q, keyword: q.keyword || undefined, batch: q.batch || undefined } }),
    enabled: q.goods_id !== undefined || Boolean(q.keyword) || Boolean(q.batch),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** GET /api/goods/cgjl?id&page: who bought this goods lately (buyers masked). */
export const purchaseRecordsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: ['goods', 'cgjl', id, page],
    queryFn: () => call(api.orders.purchaseRecords, { query: { id, page, page_size: 10 } }, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
