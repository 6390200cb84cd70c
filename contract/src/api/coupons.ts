import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.coupons, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['coupons'];

export const centre: Handles['centre'] = { method: 'GET', path: '/api/user/availableCoupon' };
export const claim: Handles['claim'] = { method: 'POST', path: '/api/v1/cart/lq-coupon' };
export const mine: Handles['mine'] = { method: 'GET', path: '/api/user/coupon' };
export const counts: Handles['counts'] = { method: 'GET', path: '/api/user/couponNum' };
export const ofShop: Handles['ofShop'] = { method: 'GET', path: '/api/sjly-coupon' };
