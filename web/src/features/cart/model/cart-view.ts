import type { CartLine, CartState, CouponOption, ShopGroup } from '@yaocai/contract';
import { chinaFormat } from '@yaocai/contract';
import { quantityRule, type QuantityRule } from '@yaocai/contract';
import { fenToYuan, formatMoney } from '../../../lib/money';

/** A line may be ticked unless the server deselected it (spec §4: not buyable, out of stock, out of scope…). */
export function isSelectable(line: CartLine): boolean {
  return !line.deselect_reason;
}

export function selectableIds(lines: readonly CartLine[]): number[] {
  return lines.filter(isSelectable).map((l) => l.id);
}

/** Checkbox state of a shop or of the whole cart over its selectable lines. */
export function selectionState(lines: readonly CartLine[]): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const open = lines.filter(isSelectable);
  const on = open.filter((l) => l.is_selected === 1).length;
  return { checked: open.length > 0 && on === open.length, indeterminate: on > 0 && on < open.length, disabled: open.length === 0 };
}

export function allLines(groups: readonly ShopGroup[]): CartLine[] {
  return groups.flatMap((g) => g.lines);
}

export function selectedIds(groups: readonly ShopGroup[]): number[] {
  return allLines(groups)
    .filter((l) => l.is_selected === 1 && isSelectable(l))
    .map((l) => l.id);
}

/**
 * Quantity rule of a cart line: multiples of the middle pack from the minimum order (spec §3 goods), capped by stock.
 * A combination (type 3) counts packages, so its goods' pack rules do not apply; nor do they to a flash sale.
 */
export function lineRule(line: CartLine): QuantityRule {
  if (line.type === 3) return { min: 1, step: 1, max: 0 };
  // A flash sale sells single units up to the member's limit (and its own stock), not by the middle pack.
  const flash = line.flash_sale;
  if (line.type === 1 && flash) {
    const caps = [flash.limit_per_member, flash.stock].filter((n) => n > 0);
    return { min: 1, step: 1, max: caps.length > 0 ? Math.min(...caps) : 0 };
  }
  return quantityRule(line.goods);
}

export interface LadderChip {
  text: string;
  state: 'reached' | 'available' | 'needed';
}

/** Spec §4 ladder pricing: each tier reached (the line's price), available but greyed, or the units still needed. */
export function ladderChips(line: CartLine): LadderChip[] {
  const hint = line.ladder_hint;
  if (!hint) return [];
  const unit = line.goods.bzdw;
  return hint.tiers.map((t) => {
    const price = formatMoney(t.price);
    if (t.state === 'needed') return { state: 'needed', text: `再买${t.units_needed}${unit}享${price}` };
    return { state: t.state === 'reached' ? 'reached' : 'available', text: `满${t.number}${unit} ${price}` };
  });
}

/** "比加入时降价¥0.50" / "比加入时涨价¥0.50", or null when the price has not moved. */
export function priceChangeText(line: Pick<CartLine, 'price' | 'price_changed_from'>): { text: string; down: boolean } | null {
  const from = line.price_changed_from;
  if (from === null || from === undefined || from === line.price) return null;
  const down = line.price < from;
  return { down, text: `比加入时${down ? '降价' : '涨价'}${formatMoney(Math.abs(from - line.price))}` };
}

/** Full-reduction tiers as tags, reached first (spec §4): 已满100.00减10.00 / 满200.00减25.00. */
export function reductionTags(group: Pick<ShopGroup, 'manjians'>): Array<{ text: string; reached: boolean }> {
  const tags = group.manjians.map((m) => ({
    reached: m.status === 1,
    text: `${m.status === 1 ? '已满' : '满'}${fenToYuan(m.amount)}减${fenToYuan(m.reduction)}`,
  }));
  return [...tags.filter((t) => t.reached), ...tags.filter((t) => !t.reached)];
}

/** Spec §9 shipping shortfall, floored at 0: 再买¥X免运费 / 已免运费; nothing when the shop has no threshold. */
export function shippingText(
  group: Pick<ShopGroup, 'shipping_amount' | 'shipping_shortfall' | 'selected_total'>,
): { text: string; free: boolean } | null {
  if (!group.shipping_amount || group.selected_total <= 0) return null;
  const short = Math.max(0, group.shipping_shortfall);
  return short > 0 ? { free: false, text: `再买${formatMoney(short)}免运费` } : { free: true, text: '已免运费' };
}

/** "05-20 10:00 至 05-20 12:00" from the flash sale's ISO window. */
export function flashWindowText(startsAt: string, endsAt: string): string {
  // The shop runs on China time whatever the buyer's clock says.
  const fmt = (iso: string) => chinaFormat(iso, 'MM-DD HH:mm') || iso;
  return `${fmt(startsAt)} 至 ${fmt(endsAt)}`;
}

export const FLASH_STATE_TEXT = { upcoming: '未开始', active: '进行中', ended: '已结束' } as const;

/** Sum of the shops' full reductions (already taken off selected_total by the server). */
export function reductionTotal(groups: readonly ShopGroup[]): number {
  return groups.reduce((a, g) => a + (g.mjPrice || 0), 0);
}

/** What 去结算 does: the lines it takes, the shops left behind under their 起订金额, and why it is off (null: on). */
export interface SettlePlan {
  ids: number[];
  heldBack: Array<{ shop_id: number; shop_name: string; shortfall: number }>;
  blocked: string | null;
}

/**
 * 去结算 takes the server's settle_ids (the selected lines of the shops that reach their 起订金额); the selected shops
 * still under it stay in the cart, named. With nothing to take it is off, and says why.
 */
export function settlePlan(state: Pick<CartState, 'data' | 'settle_ids'>): SettlePlan {
  const heldBack = state.data
    .filter((g) => g.min_order_shortfall > 0)
    .map((g) => ({ shop_id: g.shop_id, shop_name: g.shop_name, shortfall: g.min_order_shortfall }));
  const ids = state.settle_ids;
  const blocked = ids.length > 0 ? null : heldBack.length > 0 ? '所选店铺均未达到起订金额' : '请先选择商品';
  return { ids, heldBack, blocked };
}

/** A line's 满减 mark: only where the shop's 满减 covers some of its lines (with all of them, a mark says nothing). */
export function showsManjianMark(group: Pick<ShopGroup, 'manjian_scope'>, line: Pick<CartLine, 'manjian_covered'>): boolean {
  return group.manjian_scope === 'some' && line.manjian_covered;
}

/** Member coupon ids of the applied coupons, for the list query and the step-2 link. */
export function appliedCouponIds(coupons: readonly Pick<CouponOption, 'member_coupon_id'>[]): number[] {
  return coupons.map((c) => c.member_coupon_id).filter((id): id is number => typeof id === 'number');
}

/** At most one coupon per source (platform 0 or a shop): picking one replaces the other of the same source. */
export function toggleCoupon(chosen: readonly number[], options: readonly CouponOption[], pick: CouponOption): number[] {
  const id = pick.member_coupon_id;
  if (id === null) return [...chosen];
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  const sameSource = new Set(options.filter((o) => o.sjly_id === pick.sjly_id).map((o) => o.member_coupon_id));
  return [...chosen.filter((c) => !sameSource.has(c)), id];
}

/**
 * /cart/step2?ids=1,2&coupon_ids=3 (step 2 belongs to checkout). The coupons the cart applied always go along — an
 * empty `coupon_ids=` means none — so step 2 prices exactly what the cart showed.
 */
export function settleHref(ids: readonly number[], couponIds: readonly number[]): string {
  const q = new URLSearchParams({ ids: ids.join(',') });
  q.set('coupon_ids', couponIds.join(','));
  return `/cart/step2?${q.toString().replace(/%2C/g, ',')}`;
}

/**
 * Fills fields a server of an older contract leaves out, so the page never reads `undefined` (the cart contract
 * grew coupons, gifts and hints; old replies stay readable).
 */
export function normalizeCart(state: CartState): CartState {
  const data = (state.data ?? []).map((g) => ({
    ...g,
    manjians: g.manjians ?? [],
    manjiansArr: g.manjiansArr ?? [],
    coupon_total: g.coupon_total ?? 0,
    has_coupons: g.has_coupons ?? false,
    next_hint: g.next_hint ?? null,
    manjian_scope: g.manjian_scope ?? (g.manjians?.length ? 'all' : 'none'),
    min_order_amount: g.min_order_amount ?? 0,
    min_order_shortfall: g.min_order_shortfall ?? 0,
    settles: g.settles ?? ((g.min_order_shortfall ?? 0) === 0 && g.lines.some((l) => l.is_selected === 1 && !l.deselect_reason)),
    lines: g.lines.map((l) => ({
      ...l,
      manjian_covered: l.manjian_covered ?? false,
      deselect_reason: l.deselect_reason ?? null,
      price_changed_from: l.price_changed_from ?? null,
      ladder_hint: l.ladder_hint ?? null,
      free_shipping_hint: l.free_shipping_hint ?? null,
      stock_notice: l.stock_notice ?? null,
      flash_sale: l.flash_sale ?? null,
      gift_data: l.gift_data ?? null,
      jtmz_data: l.jtmz_data ?? null,
      gift_hint: l.gift_hint ?? null,
      gift_lines: l.gift_lines ?? [],
      addon_offer: l.addon_offer ?? null,
      addon_taken: l.addon_taken ?? 0,
      price_tip: l.price_tip ?? null,
      combination: l.combination ?? null,
    })),
  }));
  const selected = state.selected_total ?? 0;
  const discount = state.coupon_discount ?? 0;
  return {
    ...state,
    data,
    settle_ids: state.settle_ids ?? data.filter((g) => g.settles).flatMap((g) => selectedIds([g])),
    coupons: state.coupons ?? [],
    coupon_discount: discount,
    coupon_total: state.coupon_total ?? 0,
    payable: state.payable ?? Math.max(0, selected - discount),
    breakdown: state.breakdown ?? {
      goods_amount: selected,
      manjian_amount: 0,
      coupon_amount: discount,
      addon_amount: 0,
      shipping_fee: 0,
      payable: Math.max(0, selected - discount),
    },
  };
}
