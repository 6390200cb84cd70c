import type { CartLineInput } from './types.js';

/** The facts of a goods a sample cart line needs (SampleCartRepository reads them). */
export interface SampleGoods {
  id: number;
  shop_id: number;
  base_price: number;
  ladder: Array<{ number: number; price: number }>;
  stock: number;
  on_sale: boolean;
  is_buy: boolean;
  middle_pack: number;
  min_order: number;
  is_free_shipping: boolean;
  free_shipping_number: number;
  unit: string;
}

/**
 * A console preview's sample cart as the cart engine's lines: normal lines, all selected and with coupons, in the order
 * given (ids 1…n). A goods off sale or not for sale is a line the cart would not count, with the reason.
 */
export function sampleCartLines(facts: Map<number, SampleGoods>, lines: Array<{ goods_id: number; number: number }>): CartLineInput[] {
  return lines.map((l, i) => {
    const g = facts.get(l.goods_id)!;
    const buyable = g.on_sale && g.is_buy;
    return {
      id: i + 1,
      shop_id: g.shop_id,
      goods_id: g.id,
      type: 0,
      number: l.number,
      is_selected: 1,
      with_coupon: 1,
      buy_refusal: buyable ? null : '商品已下架或不可购买',
      goods: {
        base_price: g.base_price,
        ladder_price: g.ladder,
        is_buy: buyable ? 1 : 0,
        stock: g.stock,
        is_free_shipping: g.is_free_shipping ? 1 : 0,
        free_shipping_number: g.free_shipping_number,
        middle_pack: g.middle_pack,
        min_order: g.min_order,
        bzdw: g.unit,
      },
    };
  });
}
