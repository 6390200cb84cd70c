import { z } from 'zod';
import { flagField } from './member-fields.js';
import { idListField, intField, pagingFields, type IdListInput } from './fields.js';

export const cartGoods = z.object({
  id: z.number(),
  name: z.string(),
  sccj: z.string(),
  ypgg: z.string(),
  bzdw: z.string(),
  base_price: z.number(),
  is_buy: z.number(),
  number: z.number(),
  middle_pack: z.number(),
  min_order: z.number(),
  expiry_date: z.string(),
  /** 1 when the batch expires before the member's minimum remaining shelf life (最低剩余效期): checkout asks to confirm. */
  short_expiry: z.number(),
  goods_image: z.array(z.string()),
});

const ladderTier = z.object({ number: z.number(), price: z.number() });

const giftInfo = z.object({
  total: z.number(),
  type: z.number(),
  /** What the buyer gets, e.g. 满10盒赠 板蓝根颗粒 1盒. */
  text: z.string(),
  gift_goods_id: z.number(),
  gift_number: z.number(),
});

/**
 * A unit that leaves the warehouse with a line besides the goods bought: 赠品 (free) or 换购 (taken add-on, paid).
 * Shown as its own sub-line everywhere (cart, side panel, step 2, order, invoice).
 */
export const giftLine = z.object({
  kind: z.enum(['gift', 'addon']),
  goods_id: z.number(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  number: z.number(),
  /** Unit price (fen) of the sub-line: 0 for 赠品, the add-on price per unit for 换购. */
  price: z.number(),
  amount: z.number(),
  /** The rule, e.g. 满5盒加1元换购安乃近注射液5盒. */
  text: z.string(),
});
export type GiftLine = z.infer<typeof giftLine>;

/** Spec §3 Cart line (prices in fen), with the server-computed hints of spec §4. */
export const cartLine = z.object({
  id: z.number(),
  type: z.number(),
  goods_type: z.number(),
  number: z.number(),
  price: z.number(),
  price_source: z.string(),
  line_total: z.number(),
  is_selected: z.number(),
  with_coupon: z.number(),
  goods_manjian_amount: z.number(),
  /**
   * The shop's 满减 covers this line: its amount counts toward the tiers when selected. Where the 满减 covers only some
   * lines (the shop's manjian_scope is some) the cart marks these with a 满减 tag.
   */
  manjian_covered: z.boolean(),
  deselect_reason: z.string().nullable(),
  /** Unit price when the line was added, when it has changed since (else null). */
  price_changed_from: z.number().nullable(),
  ladder_hint: z
    .object({
      tiers: z.array(ladderTier.extend({ state: z.string(), units_needed: z.number() })),
      reached: z.array(ladderTier),
      not_reached: z.array(ladderTier),
      units_short: z.number().nullable(),
    })
    .nullable(),
  free_shipping_hint: z.object({ applies: z.boolean(), units_needed: z.number() }).nullable(),
  /** Stock fell below the quantity (or to zero) since the line was added, e.g. 库存仅剩5盒. */
  stock_notice: z.string().nullable(),
  /** Flash-sale facts for type 1 lines. */
  flash_sale: z
    .object({
      id: z.number(),
      price: z.number(),
      starts_at: z.string(),
      ends_at: z.string(),
      state: z.enum(['upcoming', 'active', 'ended']),
      limit_per_member: z.number(),
      stock: z.number(),
    })
    .nullable(),
  /** Spec §3 gift_data: a gift (type 1 free, type 2 换购 at `total`) reached by this line's quantity. */
  gift_data: giftInfo.nullable(),
  /** Spec §3 jtmz_data: ladder gift (阶梯满赠) reached by this line's quantity. */
  jtmz_data: giftInfo.nullable(),
  /** The next gift rule not yet reached: 再买2盒赠… */
  gift_hint: z.string().nullable(),
  /** 赠品 and taken 换购 units that go with this line, each a sub-line. */
  gift_lines: z.array(giftLine),
  /** A reached 换购 the buyer has not taken (offered under the line; POST /api/cart/{id}/addon take=1). */
  addon_offer: giftLine.nullable(),
  /** 1 when the buyer took this line's 换购. */
  addon_taken: z.number(),
  /** Set (e.g. 控销商品，授权后可见) when this member may not see the line's price: every price field is then 0. */
  price_tip: z.string().nullable(),
  /** Combination package (type 3): its price per package and items; `goods` is the first item. */
  combination: z
    .object({
      id: z.number(),
      name: z.string(),
      price: z.number(),
      original_price: z.number(),
      items: z.array(
        z.object({ goods_id: z.number(), name: z.string(), ypgg: z.string(), bzdw: z.string(), number: z.number(), base_price: z.number() }),
      ),
    })
    .nullable(),
  goods: cartGoods,
});
export type CartLine = z.infer<typeof cartLine>;

export const shopGroup = z.object({
  shop_id: z.number(),
  shop_name: z.string(),
  lines: z.array(cartLine),
  /** Which lines the shop's 满减 counts: none (no 满减), all, or some (the lines with manjian_covered). */
  manjian_scope: z.enum(['none', 'all', 'some']),
  /** Spec §3/§4 tiers; status 1 when the covered goods selected (eligible amount) reach the tier; shortfall of those. */
  manjians: z.array(z.object({ amount: z.number(), reduction: z.number(), status: z.number(), shortfall: z.number() })),
  mjPrice: z.number(),
  manjiansArr: z.array(z.string()),
  selected_total: z.number(),
  shipping_amount: z.number(),
  shipping_shortfall: z.number(),
  /** Coupon-eligible total of the shop's counted lines (with_coupon set). */
  coupon_total: z.number(),
  /** The shop has coupons the member holds or may claim (shows 领券). */
  has_coupons: z.boolean(),
  /**
   * Spec §3 activity_data: the next full-reduction tier not reached, of the covered goods, e.g. 再买¥12.00可减¥20.00
   * (…（仅标「满减」的商品参与） when the 满减 covers only some lines), then free shipping and the nearest coupon.
   */
  next_hint: z.string().nullable(),
  /** The shop's 起订金额 (minimum order amount, fen) and how much the selected lines lack (0: reached or none selected). */
  min_order_amount: z.number(),
  min_order_shortfall: z.number(),
  /** Its selected lines go to checkout (去结算): something is selected and the 起订金额 is reached. */
  settles: z.boolean(),
});
export type ShopGroup = z.infer<typeof shopGroup>;

/** The settle figures of the cart and of step 2 (fen). shipping_fee is 0 in the cart (known at step 2). */
export const moneyBreakdown = z.object({
  goods_amount: z.number(),
  manjian_amount: z.number(),
  coupon_amount: z.number(),
  addon_amount: z.number(),
  shipping_fee: z.number(),
  payable: z.number(),
});
export type MoneyBreakdown = z.infer<typeof moneyBreakdown>;

/**
 * Spec §3 Cart state. The cart-wide figures (selected_total, coupons, payable, breakdown) are those of what 去结算
 * takes: the selected lines of the shops that settle. A shop under its 起订金额 keeps its own figures in its group.
 */
export const cartState = z.object({
  action: z.boolean(),
  data: z.array(shopGroup),
  count: z.number(),
  badge: z.string(),
  selected_total: z.number(),
  /** The line ids 去结算 sends to step 2 (empty: nothing selected, or every selected shop is under its 起订金额). */
  settle_ids: z.array(z.number()),
  free_shipping: z.boolean(),
  /** Coupon-eligible total of the whole cart. */
  coupon_total: z.number(),
  /** Coupons applied (the buyer's choice from `coupon_ids`, else the best per source). */
  coupons: z.array(z.lazy(() => couponOption)),
  coupon_discount: z.number(),
  /** selected_total − coupon_discount, never negative. */
  payable: z.number(),
  /** Figures that add up: goods_amount − manjian_amount − coupon_amount + addon_amount (+ shipping at step 2) = payable. */
  breakdown: moneyBreakdown,
});
export type CartState = z.infer<typeof cartState>;

export const cartTotal = z.object({ total: z.number() });
/** What the cart's line actions answer: the new quantity, whether the 换购 is taken, how many lines changed. */
export const cartLineNumber = z.object({ number: z.number() });
export const cartAddonState = z.object({ taken: z.boolean() });
export const cartLinesUpdated = z.object({ updated: z.number() });
export const cartLinesDeleted = z.object({ deleted: z.number() });
export const cartIdsBody = z.object({ ids: idListField('商品') });

/** Spec §3 Add-to-cart item; the client's `price` is ignored (the server prices everything). */
export const addToCartItem = z.object({
  goods_id: intField('商品', { min: 1, max: 2147483647 }),
  number: intField('购买数量', { min: 1, max: 100000 }),
  ck_id: intField('仓库', { min: 1 }).optional(),
  price: z.unknown().optional(),
  goods_price_id: z.unknown().optional(),
  ladder_price_id: z.unknown().optional(),
  goods_manjian_id: z.unknown().optional(),
  /** Flash sale (秒杀) id: the line becomes type 1 at the flash price inside its window. */
  miaosha_goods_id: intField('秒杀活动', { min: 1, max: 2147483647 }).optional(),
  /** Combination package id (组合购, line type 3); goods_id then names the package's main goods. */
  combination_id: intField('组合套餐', { min: 1, max: 2147483647 }).optional(),
  is_yj: z.unknown().optional(),
});
/** Up to 200 goods at once: a quick order's whole purchase sheet goes in one request. */
export const addToCartBody = z.object({
  params: z.array(addToCartItem, { error: '请选择商品' }).min(1, { error: '请选择商品' }).max(200, { error: '一次最多加入200种商品' }),
});
export const addToCartResult = z.object({
  added: z.array(z.object({ goods_id: z.number(), number: z.number() })),
  refused: z.array(z.object({ goods_id: z.number(), reason: z.string() })),
  total: z.number(),
});
export const editCartBody = z.object({ params: z.object({ number: intField('购买数量', { min: 1, max: 100000 }) }, { error: '请填写购买数量' }) });
export const selectCartBody = z.object({ ids: idListField('商品'), is_selected: intField('选中状态', { min: 0, max: 1 }) });

/** GET /api/cart/list and /api/v1/cart/list: filters (default 99999, spec §9) and the member coupons chosen in the cart. */
export const cartListQuery = z.object({
  filters: intField('筛选', { min: 0, max: 99999 }).default(99999),
  coupon_ids: z
    .preprocess(
      (v: IdListInput) => (typeof v === 'string' ? v.split(',').filter(Boolean) : typeof v === 'number' ? [v] : v),
      z.array(intField('优惠券', { min: 1 })).max(20, { error: '优惠券最多20张' }),
    )
    .optional(),
});

/** POST /api/cart/next_hint: the hint for one shop (sjly_id) or, without it, for the cart. */
export const nextHintQuery = z.object({ sjly_id: intField('店铺', { min: 1, max: 2147483647 }).optional() });
export const nextHint = z.object({
  /** Full-reduction: amount still needed for the next tier and its reduction (null when every tier is reached or none). */
  manjian: z.object({ shortfall: z.number(), amount: z.number(), reduction: z.number() }).nullable(),
  /** Shipping shortfall for the shop (0 when free). */
  shipping_shortfall: z.number(),
  /** A coupon held whose threshold is not reached yet, and what is missing. */
  coupon: z.object({ id: z.number(), shortfall: z.number(), amount: z.number() }).nullable(),
  /** The hint as one sentence, e.g. 再买¥12.00可减¥20.00，再买¥50.00免运费. Empty when nothing is missing. */
  text: z.string(),
});

/** A coupon as the buyer sees it: template facts plus, for a held coupon, its instance and usability in the cart. */
export const couponView = z.object({
  /** Coupon template id (what lq-coupon claims). */
  id: z.number(),
  /** Member coupon id when held (what checkout's coupon_ids and the cart's coupon_ids name), else null. */
  member_coupon_id: z.number().nullable(),
  /** Source channel: 0 platform, otherwise the merchant (shop) id. */
  sjly_id: z.number(),
  shop_name: z.string(),
  name: z.string(),
  threshold: z.number(),
  amount: z.number(),
  /** e.g. 满200.00可用 / 无门槛. */
  condition_text: z.string(),
  /** e.g. 全平台通用 / 仅限××店铺商品使用. */
  scope_text: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  /** 0 unused, 1 used, 2 expired (held); null for a claimable template. */
  status: z.number().nullable(),
  claimed: z.number(),
  /** Member may still claim one more. */
  can_claim: z.boolean(),
  /** Share claimed, 0–100, for the progress bar of the coupon centre. */
  claimed_percent: z.number(),
});
export type CouponView = z.infer<typeof couponView>;

/** A held coupon evaluated against the current cart selection. */
export const couponOption = couponView.extend({
  applicable: z.boolean(),
  reason: z.string().nullable(),
  eligible_total: z.number(),
  discount: z.number(),
  shortfall: z.number(),
});
export type CouponOption = z.infer<typeof couponOption>;

/** GET /api/v1/cart/coupon-category and /api/v1/cart/coupon: sjly_id 0 = platform coupons; omitted = all. */
export const cartCouponQuery = z.object({ sjly_id: intField('店铺', { min: 0, max: 2147483647 }).optional() });
export const couponCategory = z.object({ key: z.enum(['usable', 'unusable', 'claimable']), name: z.string(), count: z.number() });
export const cartCoupons = z.object({
  usable: z.array(couponOption),
  unusable: z.array(couponOption),
  claimable: z.array(couponView),
});
/** GET /api/sjly-coupon?id=shop and POST /api/v1/cart/lq-coupon?id=coupon. */
export const idQuery = (label: string) => z.object({ id: intField(label, { min: 1, max: 2147483647 }) });
export const claimCouponResult = z.object({ coupon: couponView });
/** GET /api/user/availableCoupon (coupon centre /lqzx): type 0 all, 1 platform, 2 merchant. */
export const availableCouponQuery = z.object({
  type: intField('类型', { min: 0, max: 2 }).default(0),
  ...pagingFields(),
});

/** GET /api/user/coupon (/yhq): the member's coupons by status 0 unused, 1 used, 2 expired; type 0 all, 1 platform, 2 merchant. */
export const myCouponsQuery = z.object({
  status: intField('状态', { min: 0, max: 2 }).default(0),
  type: intField('类型', { min: 0, max: 2 }).default(0),
  ...pagingFields(),
});
export const couponNum = z.object({ unused: z.number(), used: z.number(), expired: z.number() });

/** POST /api/cart/{id}/addon: take (1) or drop (0) the line's 换购 offer. */
export const cartAddonBody = z.object({ take: flagField('是否换购') });
