import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CouponView } from '@yaocai/contract';
import { get } from '../../../lib/api-client';

export type { CouponView };
export interface CouponNum {
  unused: number;
  used: number;
  expired: number;
}
import type { Paged } from '@yaocai/contract';
export type { Paged };

export const COUPON_PAGE_SIZE = 12;

/** GET /api/user/coupon?status=0|1|2&type=0|1|2&page. */
export const myCouponsQuery = (status: number, type: number, page: number) =>
  queryOptions({
    queryKey: ['coupons', 'mine', status, type, page],
    queryFn: () => get<Paged<CouponView>>('/user/coupon', { status, type, page, page_size: COUPON_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/user/couponNum: the tab counts. */
export const couponNumQuery = queryOptions({
  queryKey: ['coupons', 'num'],
  queryFn: () => get<CouponNum>('/user/couponNum', undefined, { silent: true }),
  staleTime: 0,
});
