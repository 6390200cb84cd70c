import { flashAllowance, flashState } from './flash-sale.js';
import { DESELECT_NOT_BUYABLE, DESELECT_OUT_OF_STOCK } from './line.js';
import { LINE_TYPE, type CartLineInput, type FlashSaleFacts, type GoodsFacts } from './types.js';

/**
 * Pure checks of a requested quantity, for the cart service (issue 5 cart behaviour). Expected refusals are
 * returned as typed failures with a Chinese message (field `number`), never thrown.
 */
export type QuantityFailureKind =
  'invalid_number' | 'not_buyable' | 'out_of_stock' | 'min_order' | 'middle_pack' | 'flash_not_started' | 'flash_ended' | 'flash_limit';

/** The engine's own result (pure, no HTTP): the cart service turns a refusal into its reason text. */
export type QuantityResult = { ok: true; value: number } | { ok: false; kind: QuantityFailureKind; message: string; field: 'number' };

const success = (value: number): QuantityResult => ({ ok: true, value });

export type QuantityRules = Pick<GoodsFacts, 'is_buy' | 'stock' | 'middle_pack' | 'min_order' | 'bzdw'>;

const fail = (kind: QuantityFailureKind, message: string): QuantityResult => ({ ok: false, kind, message, field: 'number' });

/** A positive whole number of units (rejects 0, negatives, fractions, NaN and unsafe huge values). */
export function checkWholeQuantity(number: number): QuantityResult {
  if (!Number.isSafeInteger(number) || number <= 0) return fail('invalid_number', '购买数量须为正整数');
  return success(number);
}

export function checkStock(number: number, stock: number, unit = '件'): QuantityResult {
  if (stock <= 0) return fail('out_of_stock', DESELECT_OUT_OF_STOCK);
  if (number > stock) return fail('out_of_stock', `库存不足，仅剩${stock}${unit}`);
  return success(number);
}

export function checkMinOrder(number: number, minOrder: number, unit = '件'): QuantityResult {
  if (minOrder > 1 && number < minOrder) return fail('min_order', `最少起订${minOrder}${unit}`);
  return success(number);
}

/** 中包装: the quantity must be a multiple of the middle pack when it is above 1. */
export function checkMiddlePack(number: number, middlePack: number): QuantityResult {
  if (middlePack > 1 && number % middlePack !== 0) return fail('middle_pack', `购买数量须为中包装${middlePack}的整数倍`);
  return success(number);
}

/** Flash-sale window [start, end) and the per-member limit counting what the member already bought. */
export function checkFlashSale(number: number, sale: FlashSaleFacts, now: number): QuantityResult {
  const state = flashState(sale, now);
  if (state === 'upcoming') return fail('flash_not_started', '秒杀活动未开始');
  if (state === 'ended') return fail('flash_ended', '秒杀活动已结束');
  if (number > flashAllowance(sale)) {
    const already = sale.bought > 0 ? `，您已购买${sale.bought}件` : '';
    return fail('flash_limit', `超出限购数量（每人限购${sale.limit_per_member}件）${already}`);
  }
  return success(number);
}

/** Goods rules in order: whole quantity, buyable, stock, minimum order, middle pack. */
export function checkQuantity(number: number, rules: QuantityRules): QuantityResult {
  const unit = rules.bzdw || '件';
  const checks: Array<() => QuantityResult> = [
    () => checkWholeQuantity(number),
    () => (rules.is_buy ? success(number) : fail('not_buyable', DESELECT_NOT_BUYABLE)),
    () => checkStock(number, rules.stock, unit),
    () => checkMinOrder(number, rules.min_order, unit),
    () => checkMiddlePack(number, rules.middle_pack),
  ];
  for (const check of checks) {
    const r = check();
    if (!r.ok) return r;
  }
  return success(number);
}

/**
 * The quantity for a cart line at `now`: a flash-sale line is checked against its window and limit first and draws on
 * the flash sale's own stock; a combination line (packages) only needs a whole quantity.
 */
export function checkLineQuantity(line: Pick<CartLineInput, 'type' | 'goods' | 'flash_sale'>, number: number, now: number): QuantityResult {
  const whole = checkWholeQuantity(number);
  if (!whole.ok || line.type === LINE_TYPE.combination) return whole;
  if (line.type === LINE_TYPE.flashSale && line.flash_sale) {
    const flash = checkFlashSale(number, line.flash_sale, now);
    if (!flash.ok) return flash;
    return checkQuantity(number, { ...line.goods, stock: line.flash_sale.stock });
  }
  return checkQuantity(number, line.goods);
}
