export { CART_QUERY_KEY, USER_BASE_QUERY_KEY } from './query-keys';
import * as api from '@yaocai/contract/api';
import { CODE, type OutputOf } from '@yaocai/contract';
import { callEnvelope, type RequestOptions } from './api-client';

/** Spec §9: add-to-cart runs 200 ms after the click. */
export const ADD_TO_CART_DELAY_MS = 200;

export interface AddToCartItem {
  goods_id: number;
  number: number;
  ck_id?: number;
  miaosha_goods_id?: number;
  combination_id?: number;
}

export type AddToCartResult = OutputOf<typeof api.cart.add>;

/**
 * POST /api/cart params[i][goods_id]=…: the whole envelope, because the server's `msg` is what the buyer reads
 * (加入购物车成功, or which goods were refused and why).
 */
export async function addToCart(items: AddToCartItem[], onError?: RequestOptions['onError']) {
  const env = await callEnvelope(api.cart.add, { body: { params: items } }, { onError });
  return { code: env.code, msg: env.msg, data: env.data };
}

/** Success icon only when nothing was refused (spec §8: a warning-level reply shows a warning icon). */
export function addToCartLevel(code: number, refused: readonly unknown[]): 'success' | 'warning' {
  return code === CODE.ok && refused.length === 0 ? 'success' : 'warning';
}
