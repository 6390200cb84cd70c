import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { availableCouponQuery, claimCouponResult, couponNum, couponView, idQuery, myCouponsQuery } from '../cart.js';
import { paged } from '../envelope.js';

/**
 * Coupon centre (/lqzx), a merchant's coupons and claiming (spec §7). The coupon centre and claiming are a member's
 * (spec §7 /api/user/*); a shop's coupons may be looked at by guests.
 */
const tags = ['coupons'];

export const couponsEndpoints = {
  centre: defineEndpoint({
    method: 'GET',
    path: '/api/user/availableCoupon',
    tags,
    summary: '领券中心：可领取的优惠券（type 0全部 1平台 2店铺）',
    query: availableCouponQuery,
    response: paged(couponView),
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/v1/cart/lq-coupon',
    tags,
    summary: '领取优惠券（query id 为优惠券）',
    query: idQuery('优惠券'),
    response: claimCouponResult,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/user/coupon',
    tags,
    summary: '我的优惠券（未使用、已使用、已过期）',
    query: myCouponsQuery,
    response: paged(couponView),
  }),
  counts: defineEndpoint({ method: 'GET', path: '/api/user/couponNum', tags, summary: '我的优惠券数量', response: couponNum }),
  ofShop: defineEndpoint({
    method: 'GET',
    path: '/api/sjly-coupon',
    tags,
    summary: '店铺可领优惠券（id 为店铺）',
    query: idQuery('店铺'),
    response: z.array(couponView),
  }),
};
