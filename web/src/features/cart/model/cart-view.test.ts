import { describe, expect, it } from 'vitest';
import type { CartLine, CouponOption } from '@yaocai/contract';
import {
  appliedCouponIds,
  flashWindowText,
  ladderChips,
  lineRule,
  normalizeCart,
  priceChangeText,
  reductionTags,
  selectionState,
  settleHref,
  settlePlan,
  showsManjianMark,
  shippingText,
  toggleCoupon,
} from './cart-view';
import { couponChoiceParam, parseCouponChoice } from './coupon-choice';

const goods = {
  id: 5,
  name: '阿莫西林胶囊',
  sccj: '某药业',
  ypgg: '0.25g*24粒',
  bzdw: '盒',
  base_price: 1000,
  is_buy: 1,
  number: 500,
  middle_pack: 10,
  min_order: 25,
  expiry_date: '2027-05-01',
  short_expiry: 0,
  goods_image: [],
};

function line(over: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    type: 0,
    goods_type: 0,
    number: 30,
    price: 1000,
    price_source: 'base',
    line_total: 30000,
    is_selected: 1,
    with_coupon: 1,
    goods_manjian_amount: 0,
    manjian_covered: false,
    deselect_reason: null,
    price_changed_from: null,
    ladder_hint: null,
    free_shipping_hint: null,
    stock_notice: null,
    flash_sale: null,
    gift_data: null,
    jtmz_data: null,
    gift_hint: null,
    gift_lines: [],
    addon_offer: null,
    addon_taken: 0,
    price_tip: null,
    combination: null,
    goods,
    ...over,
  };
}

describe('cart line rules', () => {
  it('steps by the middle pack from the minimum order; combinations and flash sales do not', () => {
    expect(lineRule(line())).toEqual({ min: 30, step: 10, max: 500 });
    expect(lineRule(line({ type: 3 }))).toEqual({ min: 1, step: 1, max: 0 });
    const flash_sale = { id: 9, price: 240, starts_at: '', ends_at: '', state: 'active' as const, limit_per_member: 5, stock: 80 };
    expect(lineRule(line({ type: 1, flash_sale }))).toEqual({ min: 1, step: 1, max: 5 });
  });

  it('ticks over selectable lines only', () => {
    const open = line({ id: 1, is_selected: 1 });
    const off = line({ id: 2, is_selected: 0 });
    const blocked = line({ id: 3, is_selected: 0, deselect_reason: '库存不足' });
    expect(selectionState([open, blocked])).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(selectionState([open, off])).toEqual({ checked: false, indeterminate: true, disabled: false });
    expect(selectionState([blocked])).toEqual({ checked: false, indeterminate: false, disabled: true });
  });

  it('writes ladder tiers as reached, greyed or units still needed', () => {
    const l = line({
      number: 8,
      ladder_hint: {
        tiers: [
          { number: 5, price: 990, state: 'available', units_needed: 0 },
          { number: 8, price: 980, state: 'reached', units_needed: 0 },
          { number: 10, price: 950, state: 'needed', units_needed: 2 },
        ],
        reached: [],
        not_reached: [],
        units_short: 2,
      },
    });
    expect(ladderChips(l)).toEqual([
      { state: 'available', text: '满5盒 ¥9.90' },
      { state: 'reached', text: '满8盒 ¥9.80' },
      { state: 'needed', text: '再买2盒享¥9.50' },
    ]);
  });

  it('says how the price moved since the line was added', () => {
    expect(priceChangeText({ price: 950, price_changed_from: 1000 })).toEqual({ down: true, text: '比加入时降价¥0.50' });
    expect(priceChangeText({ price: 1100, price_changed_from: 1000 })).toEqual({ down: false, text: '比加入时涨价¥1.00' });
    expect(priceChangeText({ price: 1000, price_changed_from: null })).toBeNull();
  });

  it('shows a flash-sale window in China time', () => {
    expect(flashWindowText('2026-05-20T02:00:00Z', '2026-05-20T04:30:00Z')).toBe('05-20 10:00 至 05-20 12:30');
  });
});

describe('shop figures', () => {
  it('lists reached reduction tiers first', () => {
    const tags = reductionTags({
      manjians: [
        { amount: 20000, reduction: 2500, status: 0, shortfall: 1200 },
        { amount: 10000, reduction: 1000, status: 1, shortfall: 0 },
      ],
    });
    expect(tags).toEqual([
      { reached: true, text: '已满100.00减10.00' },
      { reached: false, text: '满200.00减25.00' },
    ]);
  });

  it('floors the shipping shortfall at free shipping', () => {
    expect(shippingText({ shipping_amount: 50000, shipping_shortfall: 1200, selected_total: 48800 })).toEqual({
      free: false,
      text: '再买¥12.00免运费',
    });
    expect(shippingText({ shipping_amount: 50000, shipping_shortfall: -5, selected_total: 60000 })).toEqual({ free: true, text: '已免运费' });
    expect(shippingText({ shipping_amount: 0, shipping_shortfall: 0, selected_total: 100 })).toBeNull();
  });
});

describe('去结算 and 起订金额', () => {
  const group = (shop_id: number, min_order_shortfall: number) => ({ shop_id, shop_name: `店铺${shop_id}`, min_order_shortfall });
  it('takes the server’s settle ids and names the shops left under their minimum', () => {
    const plan = settlePlan({ data: [group(1, 0), group(4, 13180)] as never, settle_ids: [7, 8] });
    expect(plan).toEqual({ ids: [7, 8], heldBack: [{ shop_id: 4, shop_name: '店铺4', shortfall: 13180 }], blocked: null });
  });

  it('is off, with the reason, when no shop qualifies or nothing is selected', () => {
    expect(settlePlan({ data: [group(4, 13180)] as never, settle_ids: [] }).blocked).toBe('所选店铺均未达到起订金额');
    expect(settlePlan({ data: [group(4, 0)] as never, settle_ids: [] }).blocked).toBe('请先选择商品');
  });

  it('marks 满减 lines only where the shop’s 满减 covers some of its lines', () => {
    expect(showsManjianMark({ manjian_scope: 'some' }, { manjian_covered: true })).toBe(true);
    expect(showsManjianMark({ manjian_scope: 'some' }, { manjian_covered: false })).toBe(false);
    expect(showsManjianMark({ manjian_scope: 'all' }, { manjian_covered: true })).toBe(false);
  });
});

describe('coupons in the cart', () => {
  const opt = (member_coupon_id: number, sjly_id: number) => ({ member_coupon_id, sjly_id }) as CouponOption;
  it('keeps one coupon per source', () => {
    const options = [opt(1, 0), opt(2, 0), opt(3, 7)];
    expect(toggleCoupon([1, 3], options, options[1])).toEqual([3, 2]);
    expect(toggleCoupon([1, 3], options, options[0])).toEqual([3]);
    expect(appliedCouponIds([opt(4, 0), { member_coupon_id: null } as CouponOption])).toEqual([4]);
  });

  it('round-trips the URL choice: absent is auto, empty is none', () => {
    expect(parseCouponChoice(null)).toBe('auto');
    expect(parseCouponChoice('')).toEqual([]);
    expect(parseCouponChoice('3,x,9')).toEqual([3, 9]);
    expect(couponChoiceParam('auto')).toBeNull();
    expect(couponChoiceParam([3, 9])).toBe('3,9');
  });

  it('links step 2 with the lines and coupons', () => {
    expect(settleHref([1, 2], [])).toBe('/cart/step2?ids=1,2&coupon_ids=');
    expect(settleHref([1], [5, 6])).toBe('/cart/step2?ids=1&coupon_ids=5,6');
  });
});

describe('normalizeCart', () => {
  it('fills what an older reply leaves out', () => {
    const old = {
      action: false,
      data: [
        {
          shop_id: 1,
          shop_name: 'A',
          lines: [{ ...line(), gift_data: undefined }],
          manjians: [],
          mjPrice: 0,
          manjiansArr: [],
          selected_total: 100,
          shipping_amount: 0,
          shipping_shortfall: 0,
        },
      ],
      count: 1,
      badge: '1',
      selected_total: 100,
      free_shipping: false,
    };
    const n = normalizeCart(old as never);
    expect(n.payable).toBe(100);
    expect(n.coupons).toEqual([]);
    expect(n.data[0].has_coupons).toBe(false);
    expect(n.data[0].lines[0].gift_data).toBeNull();
    // an older server sends every selected line to step 2
    expect(n.settle_ids).toEqual([1]);
    expect(n.data[0].manjian_scope).toBe('none');
  });
});
