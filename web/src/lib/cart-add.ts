export { CART_QUERY_KEY, USER_BASE_QUERY_KEY } from './query-keys';
import type { z } from 'zod';
import { CODE, type addToCartResult } from '@yaocai/contract';
import { request, type RequestOptions } from './api-client';

/** Spec §9: add-to-cart runs 200 ms after the click. */
export const ADD_TO_CART_DELAY_MS = 200;

export interface AddToCartItem {
  goods_id: number;
  number: number;
  ck_id?: number;
  miaosha_goods_id?: number;
  combination_id?: number;
}

export type AddToCartResult = z.infer<typeof addToCartResult>;

/**
 * POST /api/cart params[i][goods_id]=…: the whole envelope, because the server's `msg` is what the buyer reads
 * (加入购物车成功, or which goods were refused and why).
 */
export async function addToCart(items: AddToCartItem[], onError?: RequestOptions['onError']) {
  const env = await request<AddToCartResult>('POST', '/cart', { body: { params: items.map((i) => ({ ...i })) }, onError });
  return { code: env.code, msg: env.msg, data: env.data };
}

/** Success icon only when nothing was refused (spec §8: a warning-level reply shows a warning icon). */
export function addToCartLevel(code: number, refused: readonly unknown[]): 'success' | 'warning' {
  return code === CODE.ok && refused.length === 0 ? 'success' : 'warning';
}
