import type { HandlesOf } from '../endpoint.js';
import type { Endpoints } from '../endpoints/index.js';

/** Handles on contract endpoints.cart, one export each (./index.ts says why and how they are checked). */
type Handles = HandlesOf<Endpoints>['cart'];

export const list: Handles['list'] = { method: 'GET', path: '/api/cart/list' };
export const nextHint: Handles['nextHint'] = { method: 'POST', path: '/api/cart/next_hint' };
export const coupons: Handles['coupons'] = { method: 'GET', path: '/api/v1/cart/coupon' };
export const couponCategories: Handles['couponCategories'] = { method: 'GET', path: '/api/v1/cart/coupon-category' };
export const total: Handles['total'] = { method: 'GET', path: '/api/cart/total' };
export const add: Handles['add'] = { method: 'POST', path: '/api/cart' };
export const quickAdd: Handles['quickAdd'] = { method: 'POST', path: '/api/cart/quick_add/:id' };
export const edit: Handles['edit'] = { method: 'POST', path: '/api/cart/:id/edit' };
export const addon: Handles['addon'] = { method: 'POST', path: '/api/cart/:id/addon' };
export const select: Handles['select'] = { method: 'POST', path: '/api/cart/batch_select' };
export const remove: Handles['remove'] = { method: 'POST', path: '/api/cart/batch_delete' };
