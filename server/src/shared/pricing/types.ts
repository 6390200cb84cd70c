/**
 * Inputs and outputs of the pure pricing engine (spec §3 Cart line, Goods, Shop group, Full-reduction tier).
 * All money is integer fen; all instants are epoch milliseconds supplied by the caller (`now` is an input).
 */

/** Spec §3: 1 flash sale, 3 combination, anything else normal. */
export const LINE_TYPE = { normal: 0, flashSale: 1, combination: 3 } as const;

export interface LadderTier {
  /** Quantity from which the tier's price applies. */
  number: number;
  /** Unit price in fen. */
  price: number;
}

/** The goods facts a line is priced from (spec §3 Goods). */
export interface GoodsFacts {
  base_price: number;
  ladder_price: LadderTier[];
  is_buy: number;
  /** Stock (spec Goods.number). */
  stock: number;
  is_free_shipping: number;
  free_shipping_number: number;
  middle_pack: number;
  min_order: number;
  /** Pack unit for messages, e.g. 盒. */
  bzdw?: string;
  /** The goods' 每日特价 today (fen), when it has one: a normal line never pays more than it. */
  special_price?: number | null;
}

export interface FlashSaleFacts {
  price: number;
  start: number;
  end: number;
  /** Per-member limit; 0 means no limit. */
  limit_per_member: number;
  /** The flash sale's own remaining stock. */
  stock: number;
  /** Units this member has already bought in this flash sale. */
  bought: number;
}

export interface CombinationFacts {
  id: number;
  /** Package price in fen for one package. */
  price: number;
  items: Array<{ goods_id: number; number: number }>;
}

export interface GiftData {
  total: number;
  type: number;
}

export interface CartLineInput {
  id: number;
  shop_id: number;
  goods_id: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  number: number;
  is_selected: number;
  with_coupon: number;
  goods: GoodsFacts;
  flash_sale?: FlashSaleFacts | null;
  combination?: CombinationFacts | null;
  gift_data?: GiftData | null;
  jtmz_data?: { total: number } | null;
  /** Why this buyer may not buy the goods (business scope, controlled sales…), shown when is_buy is 0. */
  buy_refusal?: string | null;
}

export interface FullReductionTierInput {
  threshold: number;
  reduction: number;
}

/** One shop's active full-reduction (满减) promotion. */
export interface FullReductionPromotion {
  tiers: FullReductionTierInput[];
  /** Eligible goods; null means every normal line of the shop. */
  goods_ids: number[] | null;
}

export interface ShopShipping {
  shipping_amount: number;
  no_trans_order_amount: number;
}

export interface CouponInput {
  id: number;
  /** Source channel: 0 platform coupon (whole cart), otherwise the shop id of the issuing merchant. */
  sjly_id: number;
  threshold: number;
  amount: number;
  start: number;
  end: number;
}

export interface PricingInput {
  lines: CartLineInput[];
  /** Active full-reduction promotion per shop id. */
  promotions?: Map<number, FullReductionPromotion>;
  /** Shipping rule per shop id. */
  shipping?: Map<number, ShopShipping>;
  /**
   * 起订金额 per shop id (fen): a shop whose selected total is below it does not go to checkout, so the cart's totals
   * and coupons leave it out. No entry: no minimum.
   */
  minimums?: Map<number, number>;
  coupons?: CouponInput[];
  now: number;
}

export type LadderTierState = 'reached' | 'available' | 'needed';

export interface LadderTierHint {
  number: number;
  price: number;
  state: LadderTierState;
  /** Units still needed to reach the tier (0 when reached). */
  units_needed: number;
}

export interface LadderHint {
  tiers: LadderTierHint[];
  reached: LadderTier[];
  not_reached: LadderTier[];
  /** Units short for the next tier not yet reached, null when every tier is reached. */
  units_short: number | null;
}

export interface FreeShippingHint {
  /** True when exactly one line is selected, it is this one and its number reaches free_shipping_number. */
  applies: boolean;
  units_needed: number;
}

export type PriceSource = 'base' | 'ladder' | 'special' | 'flash' | 'combination';
export type FlashState = 'upcoming' | 'active' | 'ended';

export interface PricedLine {
  id: number;
  shop_id: number;
  goods_id: number;
  type: number;
  goods_type: number;
  number: number;
  /** Unit price in fen. */
  price: number;
  price_source: PriceSource;
  flash_state: FlashState | null;
  /** number × price. */
  amount: number;
  goods_manjian_amount: number;
  /** Spec §5: number × price − goods_manjian_amount. */
  line_total: number;
  /** gift_data.total + jtmz_data.total, added to the selected total when the line counts (§9). */
  gift_total: number;
  is_selected: 0 | 1;
  deselect_reason: string | null;
  /** Counts in the selected total (§9). */
  counted: boolean;
  with_coupon: 0 | 1;
  /**
   * The shop's 满减 covers this line (a normal line of goods the promotion names, or of any goods when it names none):
   * its amount counts toward the tiers whenever it is selected.
   */
  manjian_covered: boolean;
  ladder_hint: LadderHint | null;
  free_shipping_hint: FreeShippingHint | null;
}

/** Spec §3 Full-reduction tier, with the reduction it gives. */
export interface ManjianTier {
  amount: number;
  reduction: number;
  status: 0 | 1;
  /** Eligible amount still missing (0 when reached). */
  shortfall: number;
}

/**
 * Which of a shop's lines its 满减 counts: none (no promotion), all of them, or some — goods named by the promotion,
 * or lines that carry their own price (秒杀, 套餐) beside covered ones. With `some`, the cart marks the covered lines.
 */
export type ManjianScope = 'none' | 'all' | 'some';

export interface ShopPricing {
  shop_id: number;
  lines: PricedLine[];
  manjian_scope: ManjianScope;
  manjians: ManjianTier[];
  /** Full reduction applied to the shop, fen. */
  mjPrice: number;
  /** Labels of the tiers in `manjians` order, e.g. 满100.00减10.00. */
  manjiansArr: string[];
  eligible_amount: number;
  selected_total: number;
  coupon_total: number;
  shipping_shortfall: number;
  /** The shop's 起订金额 (0: none). */
  min_order_amount: number;
  /** What the selected lines lack to reach it (0 when reached or when nothing of the shop is selected). */
  min_order_shortfall: number;
  /** The shop's counted lines go to checkout: something is selected and the minimum is reached. */
  settles: boolean;
}

export interface CouponOption {
  id: number;
  sjly_id: number;
  applicable: boolean;
  reason: string | null;
  eligible_total: number;
  /** Discount the coupon gives now (0 when not applicable). */
  discount: number;
  /** Eligible amount still missing to reach the threshold. */
  shortfall: number;
}

export interface CartPricing {
  shops: ShopPricing[];
  /** The selected total of the shops that settle (a shop under its 起订金额 is left out until it reaches it). */
  selected_total: number;
  /** The coupon-eligible total of the shops that settle; coupons are evaluated against these. */
  coupon_total: number;
  /** The line ids checkout takes: the counted lines of the shops that settle. */
  settle_ids: number[];
  coupons: CouponOption[];
  best_coupon: CouponOption | null;
  /** Number of lines (spec §4 badge). */
  count: number;
  badge: string;
  free_shipping: boolean;
}
