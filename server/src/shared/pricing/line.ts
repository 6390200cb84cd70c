import { flashState } from './flash-sale.js';
import { ladderHint, ladderUnitPrice } from './ladder.js';
import { LINE_TYPE, type CartLineInput, type PricedLine } from './types.js';

export const DESELECT_NOT_BUYABLE = '该商品暂不可购买';
export const DESELECT_OUT_OF_STOCK = '库存不足';

/** A line priced on its own, before the shop's full reduction and the cart's free-shipping hint are known. */
export type LinePrice = Omit<PricedLine, 'goods_manjian_amount' | 'line_total' | 'free_shipping_hint' | 'manjian_covered'>;

function assertCount(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/** The stock a line draws on: the flash sale's own stock while it runs, else the goods stock. */
export function lineStock(line: CartLineInput, now: number): number {
  if (line.type === LINE_TYPE.flashSale && line.flash_sale && flashState(line.flash_sale, now) === 'active') {
    return line.flash_sale.stock;
  }
  return line.goods.stock;
}

/**
 * Spec §4 automatic deselection: is_buy 0 or stock 0 deselects a line, with the reason. Combination lines always
 * count when selected (§9), so they are never deselected here.
 */
export function deselectReason(line: CartLineInput, now: number): string | null {
  if (line.type === LINE_TYPE.combination) return null;
  if (!line.goods.is_buy) return line.buy_refusal || DESELECT_NOT_BUYABLE;
  if (lineStock(line, now) <= 0) return DESELECT_OUT_OF_STOCK;
  return null;
}

/** Unit price, its source, selection and ladder hint of one line at `now`. */
export function priceLine(line: CartLineInput, now: number): LinePrice {
  assertCount(line.number, 'number');
  assertCount(line.goods.base_price, 'base_price');
  const gift_total = (line.gift_data?.total ?? 0) + (line.jtmz_data?.total ?? 0);
  assertCount(gift_total, 'gift total');

  let price: number;
  let price_source: PricedLine['price_source'];
  let flash_state: PricedLine['flash_state'] = null;
  let ladder_hint: PricedLine['ladder_hint'] = null;

  if (line.type === LINE_TYPE.combination) {
    price = line.combination?.price ?? line.goods.base_price;
    price_source = 'combination';
  } else {
    const ladder = ladderUnitPrice(line.goods.base_price, line.goods.ladder_price, line.number);
    price = ladder.price;
    price_source = ladder.fromLadder ? 'ladder' : 'base';
    // 每日特价: the day's special price, unless the ladder already gives less at this quantity.
    const special = line.goods.special_price;
    if (line.type === LINE_TYPE.normal && special !== null && special !== undefined && special < price) {
      price = special;
      price_source = 'special';
    }
    if (line.type === LINE_TYPE.flashSale && line.flash_sale) {
      flash_state = flashState(line.flash_sale, now);
      if (flash_state === 'active') {
        price = line.flash_sale.price;
        price_source = 'flash';
      }
    }
    ladder_hint = ladderHint(line.goods.ladder_price, line.number, price);
  }
  assertCount(price, 'price');

  const deselect_reason = deselectReason(line, now);
  const selected = Boolean(line.is_selected) && deselect_reason === null;
  return {
    id: line.id,
    shop_id: line.shop_id,
    goods_id: line.goods_id,
    type: line.type,
    goods_type: line.type,
    number: line.number,
    price,
    price_source,
    flash_state,
    amount: line.number * price,
    gift_total,
    is_selected: selected ? 1 : 0,
    deselect_reason,
    counted: selected,
    with_coupon: line.with_coupon ? 1 : 0,
    ladder_hint,
  };
}
