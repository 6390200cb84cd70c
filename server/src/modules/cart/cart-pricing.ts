import type { CartLine, CartState, CouponOption as CouponOptionView, GiftLine, ShopGroup } from '@yaocai/contract';
import { belowShelfLife, chinaDay, shelfLifeMonthsFor } from '@yaocai/contract';
import { buyRefusalOf, priceTip, type Viewer } from '../../shared/viewer.js';
import { couponInput, couponView } from '../coupons/coupons.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { HeldCouponRow } from '../coupons/coupons.service.js';
import type { CartPromotions, CombinationRow, FlashFactsRow, GiftRuleRow } from '../promotions/promotions.service.js';
import type { CartLineRow } from './cart.repository.js';
export type { CartLineRow };
import type { OneTrip } from '../../db/client.js';
import type { TripRows } from '../../db/one-trip.js';
import {
  applyCoupons,
  flashState,
  lineGifts,
  nextHint,
  priceCart,
  LINE_TYPE,
  type CartLineInput,
  type CartPricing,
  type CouponOption,
  type FullReductionPromotion,
  type GiftRule,
  type LineGifts,
} from '../../shared/pricing/index.js';

/** Everything a cart is priced from besides its lines, each read once for the whole cart. */
export interface PricingContext {
  promotions: Map<number, FullReductionPromotion>;
  gifts: Map<number, GiftRuleRow[]>;
  flash: Map<number, FlashFactsRow>;
  combos: Map<number, CombinationRow>;
  /** Today's 每日特价 by goods id (China day). */
  specials: Map<number, number>;
  held: HeldCouponRow[];
  /** Shops (sjly ids) with coupons the member may still claim. */
  claimableShops: Set<number>;
}

/** What a line's gift rules give: applied outcomes (priced), the 换购 offered but not taken, and the sub-lines. */
export interface PricedGifts extends LineGifts {
  addon_offer: GiftLine | null;
  lines: GiftLine[];
}

export interface PricedCart {
  viewer: Viewer;
  now: number;
  rows: CartLineRow[];
  ctx: PricingContext;
  pricing: CartPricing;
  gifts: Map<number, PricedGifts>;
  /** Each goods' 最低剩余效期 when the member set some per category (absent: the general one for every line). */
  shelfLife?: Map<number, number>;
}

/**
 * A gift or 换购 outcome as a sub-line, from the rule that gave it. 换购 is paid (its total over its units); 赠品 is 0.
 */
function giftLineOf(o: NonNullable<LineGifts['gift_data']>, rule: GiftRuleRow): GiftLine {
  const addon = o.type === 2;
  return {
    kind: addon ? 'addon' : 'gift',
    goods_id: o.gift_goods_id,
    name: rule.gift_name,
    spec: rule.gift_spec,
    unit: rule.gift_unit,
    number: o.gift_number,
    price: addon && o.gift_number > 0 ? Math.round(o.total / o.gift_number) : 0,
    amount: addon ? o.total : 0,
    text: o.text,
  };
}

/**
 * The gifts of one line. Rules whose gift the member may not buy (scope, 控销, prohibited, off sale) or that is out of
 * stock are never offered. A reached 换购 is applied only when the buyer took it; otherwise it is an offer, priced 0.
 */
export function pricedGifts(rules: GiftRuleRow[], viewer: Viewer, number: number, unit: string, addonTaken: boolean): PricedGifts {
  const allowed = rules.filter(
    (g) =>
      g.gift_stock >= g.gift_number &&
      isBuyable(viewer, {
        is_kx: g.gift_is_kx,
        is_buy: g.gift_is_buy,
        on_sale: g.gift_on_sale,
        scope_code: g.gift_scope_code,
        scope_name: g.gift_scope_name,
      }),
  );
  const base = lineGifts(allowed as GiftRule[], number, unit);
  // The rule lineGifts chose: the first reached simple rule (by min_number), or the highest reached ladder tier.
  const reached = (kind: 1 | 2) => allowed.filter((r) => r.kind === kind && r.min_number <= number).sort((a, b) => a.min_number - b.min_number);
  const ruleOf = (key: 'gift_data' | 'jtmz_data') => (key === 'gift_data' ? reached(1)[0] : reached(2).at(-1))!;
  const result: PricedGifts = { gift_data: null, jtmz_data: null, gift_hint: base.gift_hint, addon_offer: null, lines: [] };
  for (const key of ['gift_data', 'jtmz_data'] as const) {
    const o = base[key];
    if (!o) continue;
    const rule = ruleOf(key);
    // Stock for every unit the outcome gives (a multiple of the rule may exceed what is left): else not offered.
    if (rule.gift_stock < o.gift_number) continue;
    const sub = giftLineOf(o, rule);
    if (o.type === 2 && !addonTaken) {
      result.addon_offer ??= sub;
      continue;
    }
    result[key] = o;
    result.lines.push(sub);
  }
  return result;
}

export const isBuyable = (viewer: Viewer, g: { is_kx: boolean; is_buy: boolean; on_sale: boolean; scope_code: string; scope_name: string }) =>
  buyRefusalOf(viewer, g) === '';

/** Packages a combination's items can still make: the smallest stock ÷ quantity among its items. */
export const comboStock = (c: CombinationRow) => Math.min(...c.items.map((i) => Math.floor(i.stock / i.number)));

/** The rows of the pricing's reads (`CartPricer.reads`). */
export type PricingRows = TripRows<ReturnType<CartPricer['reads']>>;

/** Loads promotions and coupons for the cart's shops, goods and activities, and prices it with the pure engine. */
export class CartPricer {
  constructor(
    private readonly promos: CartPromotions,
    private readonly coupons: CouponsService,
    private readonly oneTrip: OneTrip,
    /** Each category's path from the top (catalog's cached tree), for minimums set per category. */
    private readonly categoryPaths: (ids: number[]) => Promise<Map<number, number[]>> = async () => new Map(),
  ) {}

  /** Each goods' 最低剩余效期 when the member set some per category; undefined when it set none (one general minimum). */
  async shelfLifeOf(viewer: Viewer, rows: Array<{ goods_id: number; category_id: number }>): Promise<Map<number, number> | undefined> {
    if (!viewer.shelfLifeRules?.length) return undefined;
    const paths = await this.categoryPaths([...new Set(rows.map((r) => r.category_id))]);
    return new Map(
      rows.map((r) => [r.goods_id, shelfLifeMonthsFor(viewer.minShelfLifeMonths ?? 0, viewer.shelfLifeRules, paths.get(r.category_id) ?? [])]),
    );
  }

  /**
   * What pricing the lines reads besides them: promotions and the member's coupons, as reads for one statement — with
   * the caller's own when it has more to read (checkout's shop terms, licences, address and invoice profile).
   */
  reads(viewer: Viewer, rows: CartLineRow[], now: Date) {
    const shopIds = [...new Set(rows.map((r) => r.shop_id))];
    const ids = (type: number) => [...new Set(rows.filter((r) => r.type === type).map((r) => r.activity_id))];
    const normalGoods = [...new Set(rows.filter((r) => r.type === 0).map((r) => r.goods_id))];
    return {
      fr: this.promos.fullReductions(shopIds, now),
      gifts: this.promos.giftRules(normalGoods, now),
      flash: this.promos.flashSales(ids(LINE_TYPE.flashSale), viewer.memberId),
      combos: this.promos.combinations(ids(LINE_TYPE.combination)),
      held: this.coupons.usable(viewer.memberId!, now),
      specials: this.promos.dailySpecials(normalGoods, chinaDay(now)),
    };
  }

  /** The coupons the member may still claim in the cart's shops: only the cart page shows them (not an order). */
  async claimable(viewer: Viewer, rows: CartLineRow[], now: Date) {
    if (rows.length === 0) return [];
    return this.coupons.claimableOf(viewer.memberId!, [0, ...new Set(rows.map((r) => r.shop_id))], now);
  }

  /** Prices the lines from their promotions and the member's coupons, read in one statement. `forOrder`: no claimable. */
  async price(viewer: Viewer, rows: CartLineRow[], now: Date, { forOrder = false }: { forOrder?: boolean } = {}): Promise<PricedCart> {
    const [read, claimable] = await Promise.all([this.oneTrip(this.reads(viewer, rows, now)), forOrder ? [] : this.claimable(viewer, rows, now)]);
    const priced = this.priceFrom(viewer, rows, now, read, claimable);
    priced.shelfLife = await this.shelfLifeOf(viewer, rows);
    return priced;
  }

  /** Prices the lines from what `reads` read (and the claimable coupons, when the page shows them). */
  priceFrom(
    viewer: Viewer,
    rows: CartLineRow[],
    now: Date,
    { fr, gifts, flash, combos, held, specials }: PricingRows,
    claimable: Array<{ can_claim: boolean; sjly_id: number }>,
  ): PricedCart {
    const ctx: PricingContext = {
      promotions: new Map(fr.map((f) => [f.shop_id, { tiers: f.tiers ?? [], goods_ids: f.goods_ids }])),
      gifts: new Map(),
      flash: new Map(flash.map((f) => [f.id, { ...f, start_ms: Number(f.start_ms), end_ms: Number(f.end_ms) }])),
      combos: new Map(combos.map((c) => [c.id, c])),
      held,
      claimableShops: new Set(claimable.filter((c) => c.can_claim).map((c) => c.sjly_id)),
      specials: new Map(specials.map((d) => [d.goods_id, d.price])),
    };
    for (const g of gifts) ctx.gifts.set(g.goods_id, [...(ctx.gifts.get(g.goods_id) ?? []), g]);

    const lineGiftsById = new Map<number, PricedGifts>();
    const lines = rows.map((r) => {
      const input = lineInput(r, viewer, ctx);
      if (r.type === 0) {
        const g = pricedGifts(ctx.gifts.get(r.goods_id) ?? [], viewer, r.number, r.unit, r.addon_taken);
        lineGiftsById.set(r.id, g);
        input.gift_data = g.gift_data;
        input.jtmz_data = g.jtmz_data;
      }
      return input;
    });
    const pricing = priceCart({
      lines,
      promotions: ctx.promotions,
      shipping: new Map(rows.map((r) => [r.shop_id, { shipping_amount: r.shipping_amount, no_trans_order_amount: 0 }])),
      minimums: new Map(rows.map((r) => [r.shop_id, r.min_order_amount])),
      coupons: held.map(couponInput),
      now: now.getTime(),
    });
    return { viewer, now: now.getTime(), rows, ctx, pricing, gifts: lineGiftsById };
  }
}

/** One row as the engine's line: flash-sale facts and its own stock, or a package's price, items and stock. */
function lineInput(r: CartLineRow, viewer: Viewer, ctx: PricingContext): CartLineInput {
  const refusal = buyRefusalOf(viewer, r);
  const input: CartLineInput = {
    id: r.id,
    shop_id: r.shop_id,
    goods_id: r.goods_id,
    type: r.type,
    number: r.number,
    is_selected: r.is_selected ? 1 : 0,
    with_coupon: 1,
    buy_refusal: refusal || null,
    goods: {
      base_price: r.base_price,
      ladder_price: r.ladder,
      is_buy: refusal ? 0 : 1,
      stock: r.stock,
      is_free_shipping: r.is_free_shipping ? 1 : 0,
      free_shipping_number: r.free_shipping_number,
      middle_pack: r.middle_pack,
      min_order: r.min_order,
      bzdw: r.unit,
      special_price: r.type === LINE_TYPE.normal ? (ctx.specials.get(r.goods_id) ?? null) : null,
    },
  };
  if (r.type === LINE_TYPE.flashSale) {
    const f = ctx.flash.get(r.activity_id);
    if (f)
      input.flash_sale = {
        price: f.price,
        start: f.start_ms,
        end: f.end_ms,
        limit_per_member: f.per_member_limit,
        stock: f.stock,
        bought: Number(f.bought),
      };
    else input.type = 0; // the flash sale was withdrawn: the line falls back to the normal price
  }
  if (r.type === LINE_TYPE.combination) {
    const c = ctx.combos.get(r.activity_id);
    if (c) {
      input.combination = { id: c.id, price: c.price, items: c.items.map((i) => ({ goods_id: i.goods_id, number: i.number })) };
      const allBuyable = c.items.every((i) => isBuyable(viewer, i));
      input.goods = {
        ...input.goods,
        base_price: c.items.reduce((a, i) => a + i.base_price * i.number, 0),
        ladder_price: [],
        is_buy: allBuyable ? 1 : 0,
        stock: comboStock(c),
        middle_pack: 1,
        min_order: 1,
        bzdw: '套',
      };
      // A package whose items cannot all be bought, or that sold out, is not counted even though §9 counts packages.
      if (!allBuyable || comboStock(c) < r.number) input.is_selected = 0;
    }
  }
  return input;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The cart state of spec §3 from a priced cart: shop groups, lines with hints, coupons applied and the payable total. */
export function cartState(priced: PricedCart, couponIds: number[] | undefined, now: Date): CartState {
  const { rows, ctx, pricing } = priced;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const heldById = new Map(ctx.held.map((h) => [h.member_coupon_id, h]));
  const options = pricing.coupons.map((o) => optionView(o, heldById.get(o.id)!, now));
  const applied = applyCoupons(pricing.coupons, ctx.held.map(couponInput), pricing.selected_total, couponIds);
  const appliedIds = new Set(applied.applied.map((a) => a.id));

  const data: ShopGroup[] = pricing.shops.map((shop) => {
    const first = byId.get(shop.lines[0].id)!;
    const shopOptions = pricing.coupons.filter((o) => o.sjly_id === shop.shop_id).map((o) => ({ ...o, amount: heldById.get(o.id)!.amount }));
    return {
      shop_id: shop.shop_id,
      shop_name: first.shop_name,
      manjian_scope: shop.manjian_scope,
      manjians: shop.manjians,
      mjPrice: shop.mjPrice,
      manjiansArr: shop.manjiansArr,
      selected_total: shop.selected_total,
      shipping_amount: first.shipping_amount,
      shipping_shortfall: shop.shipping_shortfall,
      coupon_total: shop.coupon_total,
      has_coupons: ctx.claimableShops.has(shop.shop_id) || ctx.held.some((h) => h.sjly_id === shop.shop_id),
      next_hint: nextHint(shop, shopOptions).text || null,
      // Shown in the cart as soon as something of the shop is selected; 去结算 leaves the shop out until it is reached.
      min_order_amount: shop.min_order_amount,
      min_order_shortfall: shop.min_order_shortfall,
      settles: shop.settles,
      lines: shop.lines.map((l) => lineView(l, byId.get(l.id)!, priced)),
    };
  });
  return {
    action: false,
    data,
    count: pricing.count,
    badge: pricing.badge,
    selected_total: pricing.selected_total,
    settle_ids: pricing.settle_ids,
    free_shipping: pricing.free_shipping,
    coupon_total: pricing.coupon_total,
    coupons: options.filter((o) => appliedIds.has(o.member_coupon_id!)),
    coupon_discount: applied.discount,
    payable: applied.payable,
    breakdown: breakdownOf(pricing, applied.discount, applied.payable),
  };
}

/**
 * The settle bar's figures from the engine's counted lines of the shops that settle: goods at their prices before 满减,
 * the 满减 shared onto them, the coupons, and the taken 换购 — so that goods − 满减 − coupons + 换购 = 应付 (a property
 * test checks it).
 */
export function breakdownOf(pricing: CartPricing, couponDiscount: number, payable: number, shippingFee = 0) {
  const counted = pricing.shops.filter((s) => s.settles).flatMap((s) => s.lines.filter((l) => l.counted));
  return {
    goods_amount: counted.reduce((a, l) => a + l.amount, 0),
    manjian_amount: counted.reduce((a, l) => a + l.goods_manjian_amount, 0),
    coupon_amount: couponDiscount,
    addon_amount: counted.reduce((a, l) => a + l.gift_total, 0),
    shipping_fee: shippingFee,
    payable: payable + shippingFee,
  };
}

export function optionView(o: CouponOption, held: HeldCouponRow, now: Date): CouponOptionView {
  return {
    ...couponView(held, now.getTime()),
    applicable: o.applicable,
    reason: o.reason,
    eligible_total: o.eligible_total,
    discount: o.discount,
    shortfall: o.shortfall,
  };
}

function lineView(l: CartPricing['shops'][number]['lines'][number], r: CartLineRow, priced: PricedCart): CartLine {
  const f = r.type === LINE_TYPE.flashSale ? priced.ctx.flash.get(r.activity_id) : undefined;
  const c = r.type === LINE_TYPE.combination ? priced.ctx.combos.get(r.activity_id) : undefined;
  const g = priced.gifts.get(r.id);
  const stock = c ? comboStock(c) : f && l.flash_state === 'active' ? f.stock : r.stock;
  const unit = c ? '套' : r.unit;
  // Every price goes through the one visibility rule: a 控销 line in the cart of an unauthorised member (e.g. copied
  // from another store's cart) shows the tip, never its price.
  const tip = priceTip(priced.viewer, { isKx: r.is_kx });
  if (tip) return hidePrices(lineViewOf(l, r, priced, f, c, g, stock, unit), tip);
  return lineViewOf(l, r, priced, f, c, g, stock, unit);
}

function hidePrices(v: CartLine, tip: string): CartLine {
  return {
    ...v,
    price: 0,
    line_total: 0,
    goods_manjian_amount: 0,
    price_changed_from: null,
    ladder_hint: null,
    price_tip: tip,
    gift_lines: [],
    addon_offer: null,
    flash_sale: v.flash_sale ? { ...v.flash_sale, price: 0 } : null,
    combination: v.combination
      ? { ...v.combination, price: 0, original_price: 0, items: v.combination.items.map((i) => ({ ...i, base_price: 0 })) }
      : null,
    goods: { ...v.goods, base_price: 0 },
  };
}

function lineViewOf(
  l: CartPricing['shops'][number]['lines'][number],
  r: CartLineRow,
  priced: PricedCart,
  f: FlashFactsRow | undefined,
  c: CombinationRow | undefined,
  g: PricedGifts | undefined,
  stock: number,
  unit: string,
): CartLine {
  return {
    price_tip: null,
    id: l.id,
    type: l.type,
    goods_type: l.goods_type,
    number: l.number,
    price: l.price,
    price_source: l.price_source,
    line_total: l.line_total,
    is_selected: l.is_selected,
    with_coupon: l.with_coupon,
    goods_manjian_amount: l.goods_manjian_amount,
    manjian_covered: l.manjian_covered,
    deselect_reason:
      l.deselect_reason ??
      (c && l.is_selected === 0 && r.is_selected ? (stock < r.number ? `套餐库存不足，仅剩${stock}套` : '套餐中有商品暂不可购买') : null),
    price_changed_from: r.added_price !== l.price ? r.added_price : null,
    ladder_hint: l.ladder_hint,
    free_shipping_hint: l.free_shipping_hint,
    stock_notice: stock > 0 && stock < r.number ? `库存仅剩${stock}${unit}` : null,
    flash_sale: f
      ? {
          id: f.id,
          price: f.price,
          starts_at: iso(f.start_ms),
          ends_at: iso(f.end_ms),
          state: l.flash_state ?? flashState({ start: f.start_ms, end: f.end_ms }, priced.now),
          limit_per_member: f.per_member_limit,
          stock: f.stock,
        }
      : null,
    gift_data: g?.gift_data ?? null,
    jtmz_data: g?.jtmz_data ?? null,
    gift_hint: g?.gift_hint ?? null,
    gift_lines: g?.lines ?? [],
    addon_offer: g?.addon_offer ?? null,
    addon_taken: r.addon_taken ? 1 : 0,
    combination: c
      ? {
          id: c.id,
          name: c.name,
          price: c.price,
          original_price: c.items.reduce((a, i) => a + i.base_price * i.number, 0),
          items: c.items.map((i) => ({ goods_id: i.goods_id, name: i.name, ypgg: i.ypgg, bzdw: i.bzdw, number: i.number, base_price: i.base_price })),
        }
      : null,
    goods: {
      id: r.goods_id,
      name: c ? c.name : r.name,
      sccj: r.manufacturer,
      ypgg: r.spec,
      bzdw: unit,
      base_price: r.base_price,
      is_buy: l.deselect_reason === null ? 1 : 0,
      number: stock,
      middle_pack: c ? 1 : r.middle_pack,
      min_order: c ? 1 : r.min_order,
      expiry_date: r.expiry_date,
      short_expiry: belowShelfLife(r.expiry_date, priced.shelfLife?.get(r.goods_id) ?? priced.viewer.minShelfLifeMonths ?? 0, chinaDay(priced.now))
        ? 1
        : 0,
      goods_image: [`/media/goods/${r.goods_id}.svg`],
    },
  };
}
