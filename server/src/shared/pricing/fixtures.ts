/** Builders shared by the engine's tests (not used at run time). */
import type { CartLineInput, GoodsFacts } from './types.js';

export const T0 = Date.UTC(2025, 5, 1, 2, 0, 0); // 2025-06-01 10:00 Beijing time, epoch ms
export const HOUR = 3_600_000;

export function goods(over: Partial<GoodsFacts> = {}): GoodsFacts {
  return {
    base_price: 1000,
    ladder_price: [],
    is_buy: 1,
    stock: 100,
    is_free_shipping: 0,
    free_shipping_number: 0,
    middle_pack: 1,
    min_order: 1,
    bzdw: '盒',
    ...over,
  };
}

let nextId = 1;
export function line(over: Partial<Omit<CartLineInput, 'goods'>> & { goods?: Partial<GoodsFacts> } = {}): CartLineInput {
  const id = over.id ?? nextId++;
  return {
    shop_id: 1,
    goods_id: id,
    type: 0,
    number: 1,
    is_selected: 1,
    with_coupon: 1,
    ...over,
    id,
    goods: goods(over.goods),
  };
}
