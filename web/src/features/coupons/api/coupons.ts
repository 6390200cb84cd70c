import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { couponNum, CouponView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';
import { COUPONS_QUERY_KEY } from '../../../lib/query-keys';

export type { CouponView };
export type CouponNum = z.infer<typeof couponNum>;
import type { Paged } from '@yaocai/contract';
export type { Paged };

export const COUPON_PAGE_SIZE = 12;

/** GET /api/user/coupon?status=0|1|2&type=0|1|2&page. */
export const myCouponsQuery = (status: number, type: number, page: number) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'mine', status, type, page],
    queryFn: () => call(api.coupons.mine, { query: { status, type, page, page_size: COUPON_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/user/couponNum: the tab counts. */
export const couponNumQuery = queryOptions({
  queryKey: [...COUPONS_QUERY_KEY, 'num'],
  queryFn: () => call(api.coupons.counts, undefined, { silent: true }),
  staleTime: 0,
});

/** Coupon centre tabs: GET /api/user/availableCoupon type 0 all, 1 platform, 2 merchant. */
export type CouponCentreType = 0 | 1 | 2;

/** GET /api/user/availableCoupon?type&page: the coupon centre's page of coupons. */
export const couponCentreQuery = (type: CouponCentreType, page: number) =>
  queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'centre', type, page],
    queryFn: () => call(api.coupons.centre, { query: { type, page } }),
    staleTime: 0,
  });
