import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Banner,
  goodsFacets,
  GoodsInsertView,
  QualityReportPage,
  CombinationPackage,
  GoodsActivities,
  GoodsCard,
  GoodsDetail,
  GoodsPage,
  KxGroupCard,
  KxGroupView,
  RecentStat,
} from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { ApiError, call, get, type FormFields } from '../../../lib/api-client';
import { toApiQuery, toFacetQuery, type ListFilters } from '../model/list-filters';

export type Facets = z.infer<typeof goodsFacets>;

/** Detail pass-through query (spec §2): the price, ladder, full-reduction, flash-sale and bargain a link came from. */
export const DETAIL_PASS_THROUGH = ['goods_price_id', 'ladder_price_id', 'goods_manjian_id', 'miaosha_goods_id', 'is_yj'] as const;

/** GET /api/goods/list: one page of a filtered, sorted list. The previous page stays on screen while the next loads. */
export const goodsListQuery = (filters: ListFilters) => {
  const query = toApiQuery(filters);
  return queryOptions({
    queryKey: ['goods', 'list', query],
    queryFn: () => get<GoodsPage>('/goods/list', query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** GET /api/goods/facets: manufacturer and dosage-form options of the filtered set. */
export const goodsFacetsQuery = (filters: ListFilters) => {
  const query = toFacetQuery(filters);
  return queryOptions({
    queryKey: ['goods', 'facets', query],
    queryFn: () => get<Facets>('/goods/facets', query, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

/** GET /api/goods/detail/:id with the pass-through query. A missing goods is the page's own 404, not an alert. */
export const goodsDetailQuery = (id: number, passThrough: FormFields = {}) =>
  queryOptions({
    queryKey: ['goods', 'detail', id, passThrough],
    queryFn: () => get<GoodsDetail>(`/goods/detail/${id}`, passThrough, { onError: isNotFound }),
    staleTime: 30_000,
  });

/** GET /api/goods/relation?id&limit: same generic name first, then the same category. */
export const relatedGoodsQuery = (id: number, limit = 10) =>
  queryOptions({
    queryKey: ['goods', 'relation', id, limit],
    queryFn: () => get<GoodsCard[]>('/goods/relation', { id, limit }, { silent: true }),
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/activities?id: flash sale, today's special and tag offers of one goods. */
export type { GoodsActivity, RecentStat } from '@yaocai/contract';

export const goodsActivitiesQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods', 'activities', id],
    queryFn: () => get<GoodsActivities>('/goods/activities', { id }, { silent: true }),
    staleTime: 30_000,
  });

/** GET /api/goods/recent_stat?id: sales and how the same drug is offered across merchants. */
export const recentStatQuery = (id: number) =>
  queryOptions({
    queryKey: ['goods', 'recent_stat', id],
    queryFn: () => get<RecentStat>('/goods/recent_stat', { id }, { silent: true }),
    staleTime: 60_000,
  });

export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.kind === 'http' && err.code === 404;
}

/** GET /api/combination/list: the packages running now (/zhzq), priced for the viewer. */
export const combinationZoneQuery = queryOptions({
  queryKey: ['catalog', 'combinations'],
  queryFn: () => get<CombinationPackage[]>('/combination/list'),
});

/** GET /api/goods/kx/groups: the 控销 groups (/kxzq, /kxzq/new lead to them). */
export const kxGroupsQuery = queryOptions({
  queryKey: ['goods', 'kx-groups'],
  queryFn: () => get<KxGroupCard[]>('/goods/kx/groups', undefined, { silent: true }),
  staleTime: 5 * 60_000,
});

/** GET /api/goods/kx/groups/{url}: one group's heading (an unknown group is shown on the page, not toasted). */
export const kxGroupQuery = (url: string) =>
  queryOptions({
    queryKey: ['goods', 'kx-groups', url],
    queryFn: () => get<KxGroupView>(`/goods/kx/groups/${encodeURIComponent(url)}`, undefined, { silent: true }),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** GET /api/focus/kxzq_ad?ids=: the banners a group page names in its address. */
export const kxAdsQuery = (ids: number[]) =>
  queryOptions({
    queryKey: ['focus', 'kxzq_ad', ids],
    queryFn: () => get<Banner[]>('/focus/kxzq_ad', { ids: ids.join(',') }, { silent: true }),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });

/** GET /api/goods/insert?goods_id=: the 说明书 tab. */
export const goodsInsertQuery = (goodsId: number) =>
  queryOptions({
    queryKey: ['goods', 'insert', goodsId],
    queryFn: () => get<GoodsInsertView>('/goods/insert', { goods_id: goodsId }, { silent: true }),
    staleTime: 10 * 60_000,
  });

/** GET /api/goods/reports: a goods' batch reports, or the header's search by name and batch. */
export const qualityReportsQuery = (q: { goods_id?: number; keyword?: string; batch?: string; page?: number }) =>
  queryOptions({
    queryKey: ['goods', 'reports', q],
    queryFn: () => get<QualityReportPage>('/goods/reports', { ...q, keyword: q.keyword || undefined, batch: q.batch || undefined }),
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
