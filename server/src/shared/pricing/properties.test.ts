import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR, T0 } from './fixtures.js';
import { applyCoupons } from './coupons.js';
import { appliedTier } from './full-reduction.js';
import { nextHint } from './hints.js';
import { lineGifts, type GiftRule } from './gifts.js';
import { ladderUnitPrice } from './ladder.js';
import { formatFen, mulDiv, prorate, yuanToFenDown } from '@yaocai/contract';
import { priceCart } from './price-cart.js';
import type { CartLineInput, CartPricing, CombinationFacts, FullReductionPromotion, LadderTier, PricingInput } from './types.js';

const fen = (max = 100_000) => fc.integer({ min: 0, max });
const ladderArb = fc.array(fc.record({ number: fc.integer({ min: 1, max: 100 }), price: fen() }), { maxLength: 3 });
const tiersArb = fc.array(fc.record({ threshold: fen(500_000), reduction: fen() }), { maxLength: 3 });

const lineArb = (noLadder: boolean) =>
  fc.record({
    shop_id: fc.integer({ min: 1, max: 3 }),
    goods_id: fc.integer({ min: 1, max: 6 }),
    type: fc.constantFrom(0, 0, 1, 3),
    number: fc.integer({ min: 1, max: 200 }),
    is_selected: fc.constantFrom(0, 1, 1),
    with_coupon: fc.constantFrom(0, 1),
    goods: fc.record({
      base_price: fen(),
      ladder_price: noLadder ? fc.constant<LadderTier[]>([]) : ladderArb,
      is_buy: fc.constantFrom(0, 1, 1, 1),
      stock: fc.integer({ min: 0, max: 50 }),
      is_free_shipping: fc.constantFrom(0, 1),
      free_shipping_number: fc.integer({ min: 0, max: 50 }),
      middle_pack: fc.constant(1),
      min_order: fc.constant(1),
    }),
    flash_sale: fc.record({
      price: fen(),
      start: fc.integer({ min: T0 - 2 * HOUR, max: T0 + HOUR }),
      end: fc.integer({ min: T0 - HOUR, max: T0 + 2 * HOUR }),
      limit_per_member: fc.integer({ min: 0, max: 10 }),
      stock: fc.integer({ min: 0, max: 50 }),
      bought: fc.integer({ min: 0, max: 10 }),
    }),
    combination: fc.record({ id: fc.constant(1), price: fen(), items: fc.constant<CombinationFacts['items']>([]) }),
    gift_data: fc.option(fc.record({ total: fen(2000), type: fc.constant(1) }), { nil: null }),
    jtmz_data: fc.option(fc.record({ total: fen(2000) }), { nil: null }),
  });

const promoArb: fc.Arbitrary<FullReductionPromotion> = fc.record({
  tiers: tiersArb,
  goods_ids: fc.option(fc.subarray([1, 2, 3, 4, 5, 6]), { nil: null }),
});

const cartArb = (opts: { noLadder?: boolean; noPromotions?: boolean; minimums?: boolean } = {}): fc.Arbitrary<PricingInput> =>
  fc
    .record({
      minimums: fc.array(opts.minimums ? fc.oneof(fc.constant(0), fen(300_000)) : fc.constant(0), { minLength: 3, maxLength: 3 }),
      lines: fc.array(lineArb(opts.noLadder ?? false), { minLength: 1, maxLength: 8 }),
      promos: fc.array(opts.noPromotions ? fc.constant(undefined) : fc.option(promoArb, { nil: undefined }), { minLength: 3, maxLength: 3 }),
      shipping: fc.array(fc.record({ shipping_amount: fen(500_000), no_trans_order_amount: fen(50_000) }), { minLength: 3, maxLength: 3 }),
      coupons: fc.array(
        fc.record({
          id: fc.integer({ min: 1, max: 1000 }),
          sjly_id: fc.integer({ min: 0, max: 3 }),
          threshold: fen(300_000),
          amount: fen(50_000),
          start: fc.constant(T0 - HOUR),
          end: fc.integer({ min: T0 - HOUR, max: T0 + HOUR }),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ lines, promos, shipping, coupons, minimums }) => ({
      now: T0,
      lines: lines.map((l, i): CartLineInput => ({ ...l, id: i + 1 })),
      promotions: new Map(promos.flatMap((p, i) => (p ? [[i + 1, p] as const] : []))),
      shipping: new Map(shipping.map((s, i) => [i + 1, s] as const)),
      minimums: new Map(minimums.flatMap((m, i) => (m > 0 ? [[i + 1, m] as const] : []))),
      coupons,
    }));

const allLines = (c: CartPricing) => c.shops.flatMap((s) => s.lines);
/** Selected total before full reduction: counted lines' amounts plus their gifts. */
const grossSelected = (c: CartPricing) =>
  allLines(c)
    .filter((l) => l.counted)
    .reduce((a, l) => a + l.amount + l.gift_total, 0);

describe('pricing invariants (fast-check)', () => {
  it('totals are never negative', () => {
    fc.assert(
      fc.property(cartArb(), (input) => {
        const c = priceCart(input);
        expect(c.selected_total).toBeGreaterThanOrEqual(0);
        expect(c.coupon_total).toBeGreaterThanOrEqual(0);
        for (const s of c.shops) {
          expect(s.selected_total).toBeGreaterThanOrEqual(0);
          expect(s.shipping_shortfall).toBeGreaterThanOrEqual(0);
          for (const l of s.lines) expect(l.line_total).toBeGreaterThanOrEqual(0);
        }
        for (const o of c.coupons) {
          expect(o.discount).toBeGreaterThanOrEqual(0);
          expect(o.discount).toBeLessThanOrEqual(o.eligible_total);
        }
      }),
    );
  });

  it('the selected total equals its lines minus reductions plus gifts', () => {
    fc.assert(
      fc.property(cartArb(), (input) => {
        const c = priceCart(input);
        for (const s of c.shops) {
          const counted = s.lines.filter((l) => l.counted);
          const sum = counted.reduce((a, l) => a + l.number * l.price + l.gift_total, 0);
          expect(s.selected_total).toBe(sum - s.mjPrice);
        }
        expect(c.selected_total).toBe(c.shops.reduce((a, s) => a + s.selected_total, 0));
        // every counted line is selected, and buyable with stock unless it is a combination
        for (const l of allLines(c)) if (l.counted) expect(l.type === 3 || l.deselect_reason === null).toBe(true);
      }),
    );
  });

  it('rounding never creates money: distributed reductions sum exactly to each shop reduction', () => {
    fc.assert(
      fc.property(cartArb(), (input) => {
        for (const s of priceCart(input).shops) {
          expect(s.lines.reduce((a, l) => a + l.goods_manjian_amount, 0)).toBe(s.mjPrice);
          for (const l of s.lines) expect(l.goods_manjian_amount).toBeLessThanOrEqual(l.amount);
        }
      }),
    );
    fc.assert(
      fc.property(fc.array(fen(10_000_000), { minLength: 1, maxLength: 20 }), fc.nat(), (weights, seed) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        fc.pre(sum > 0);
        const total = seed % (sum + 1);
        const parts = prorate(total, weights);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]));
      }),
    );
  });

  it('rounding never creates money: displayed totals never exceed exact totals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9999 }), (cents, extra) => {
        // exact value = cents fen + extra/10000 fen, written with 6 decimals
        const abs = Math.abs(cents);
        const digits = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}${String(extra).padStart(4, '0')}`;
        const exactTimes1e4 = cents >= 0 ? cents * 10_000 + extra : -(abs * 10_000 + extra);
        const shown = yuanToFenDown(cents < 0 ? `-${digits}` : digits);
        expect(shown * 10_000).toBeLessThanOrEqual(exactTimes1e4);
        expect(exactTimes1e4 - shown * 10_000).toBeLessThan(10_000);
        expect(yuanToFenDown(formatFen(shown))).toBe(shown);
      }),
    );
    fc.assert(
      fc.property(fen(1e9), fen(1e6), fc.integer({ min: 1, max: 1e6 }), (a, b, c) => {
        expect(mulDiv(a, b, c) * c).toBeLessThanOrEqual(a * b);
      }),
    );
  });

  it('deselecting a line never raises the total before reduction, nor the total when no promotion runs', () => {
    const deselectOne = (input: PricingInput, k: number): PricingInput => {
      const i = k % input.lines.length;
      return { ...input, lines: input.lines.map((l, j) => (j === i ? { ...l, is_selected: 0 } : l)) };
    };
    fc.assert(
      fc.property(cartArb(), fc.nat(), (input, k) => {
        const before = priceCart(input);
        const after = priceCart(deselectOne(input, k));
        expect(grossSelected(after)).toBeLessThanOrEqual(grossSelected(before));
        // with promotions the total may rise only by the reduction lost (the 满减 cliff)
        const lost = before.shops.reduce((a, s) => a + s.mjPrice, 0) - after.shops.reduce((a, s) => a + s.mjPrice, 0);
        expect(after.selected_total).toBeLessThanOrEqual(before.selected_total + Math.max(0, lost));
      }),
    );
    fc.assert(
      fc.property(cartArb({ noPromotions: true }), fc.nat(), (input, k) => {
        expect(priceCart(deselectOne(input, k)).selected_total).toBeLessThanOrEqual(priceCart(input).selected_total);
      }),
    );
  });

  it('the ladder price is never above the base price and never rises with the quantity', () => {
    fc.assert(
      fc.property(fen(), ladderArb, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 200 }), (base, ladder, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const pLo = ladderUnitPrice(base, ladder, lo).price;
        const pHi = ladderUnitPrice(base, ladder, hi).price;
        expect(pLo).toBeLessThanOrEqual(base);
        expect(pHi).toBeLessThanOrEqual(pLo);
      }),
    );
  });

  it('adding units never lowers a reached full-reduction tier (prices fixed, no ladder crossed)', () => {
    fc.assert(
      fc.property(cartArb({ noLadder: true }), fc.nat(), fc.integer({ min: 1, max: 50 }), (input, k, more) => {
        const i = k % input.lines.length;
        const grown = { ...input, lines: input.lines.map((l, j) => (j === i ? { ...l, number: l.number + more } : l)) };
        const before = priceCart(input);
        const after = priceCart(grown);
        before.shops.forEach((s, n) => {
          const reached = (t: { amount: number; status: number }[]) => t.filter((x) => x.status === 1).map((x) => x.amount);
          expect(after.shops[n].mjPrice).toBeGreaterThanOrEqual(s.mjPrice);
          for (const a of reached(s.manjians)) expect(reached(after.shops[n].manjians)).toContain(a);
        });
      }),
    );
    fc.assert(
      fc.property(tiersArb, fen(600_000), fen(600_000), (tiers, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(appliedTier(tiers, hi)?.reduction ?? 0).toBeGreaterThanOrEqual(appliedTier(tiers, lo)?.reduction ?? 0);
      }),
    );
  });

  it('applied coupons: payable = selected total − discount, never negative, at most one coupon per source, only applicable ones', () => {
    fc.assert(
      fc.property(cartArb(), fc.option(fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 5 }), { nil: undefined }), (input, chosen) => {
        const c = priceCart(input);
        const r = applyCoupons(c.coupons, input.coupons ?? [], c.selected_total, chosen);
        expect(r.payable).toBeGreaterThanOrEqual(0);
        expect(r.payable + r.discount).toBe(c.selected_total);
        expect(r.discount).toBeLessThanOrEqual(r.applied.reduce((a, o) => a + o.discount, 0));
        expect(new Set(r.applied.map((o) => o.sjly_id)).size).toBe(r.applied.length);
        for (const o of r.applied) {
          expect(o.applicable).toBe(true);
          if (chosen) expect(chosen).toContain(o.id);
        }
      }),
    );
  });

  it('gifts: more units never lose a reached gift nor lower the same rule’s count, and a free gift never costs money', () => {
    const ruleArb: fc.Arbitrary<GiftRule> = fc.record({
      kind: fc.constantFrom(1 as const, 2 as const),
      type: fc.constantFrom(1 as const, 2 as const),
      min_number: fc.integer({ min: 1, max: 60 }),
      gift_goods_id: fc.constant(9),
      gift_name: fc.constant('赠品'),
      gift_unit: fc.constant('盒'),
      gift_number: fc.integer({ min: 1, max: 5 }),
      add_price: fen(1000),
    });
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 4 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 100 }), (rules, n, more) => {
        const a = lineGifts(rules, n, '盒');
        const b = lineGifts(rules, n + more, '盒');
        if (a.gift_data) expect(b.gift_data).not.toBeNull();
        if (a.jtmz_data) expect(b.jtmz_data).not.toBeNull();
        if (
          a.gift_data &&
          b.gift_data &&
          a.gift_data.gift_goods_id === b.gift_data.gift_goods_id &&
          a.gift_data.text.startsWith(b.gift_data.text.split('赠')[0])
        ) {
          expect(b.gift_data.gift_number).toBeGreaterThanOrEqual(a.gift_data.gift_number);
        }
        for (const g of [a.gift_data, a.jtmz_data, b.gift_data, b.jtmz_data]) {
          if (!g) continue;
          expect(g.total).toBeGreaterThanOrEqual(0);
          if (g.type === 1) expect(g.total).toBe(0);
        }
      }),
    );
  });

  it('a 满减 counts only the goods it covers: its tiers, its share and the hint follow the covered selected lines alone', () => {
    fc.assert(
      fc.property(cartArb(), (input) => {
        const c = priceCart(input);
        for (const s of c.shops) {
          const promo = input.promotions?.get(s.shop_id);
          for (const l of s.lines) {
            const covers = !!promo && l.type !== 1 && l.type !== 3 && (promo.goods_ids === null || promo.goods_ids.includes(l.goods_id));
            expect(l.manjian_covered).toBe(covers);
            // the reduction lands only on covered lines
            if (!covers) expect(l.goods_manjian_amount).toBe(0);
          }
          const covered = s.lines.filter((l) => l.counted && l.manjian_covered).reduce((a, l) => a + l.amount, 0);
          expect(s.eligible_amount).toBe(covered);
          for (const t of s.manjians) expect(t.shortfall).toBe(Math.max(0, t.amount - covered));
          expect(s.manjian_scope).toBe(!promo ? 'none' : promo.goods_ids === null && s.lines.every((l) => l.manjian_covered) ? 'all' : 'some');
          const hint = nextHint(s, []);
          const open = s.manjians.filter((t) => t.status === 0);
          if (open.length === 0) expect(hint.manjian).toBeNull();
          else expect(hint.manjian!.shortfall).toBe(Math.min(...open.map((t) => t.amount)) - covered);
          if (hint.manjian) expect(hint.text.includes('仅标「满减」的商品参与')).toBe(s.manjian_scope === 'some');
        }
      }),
    );
  });

  it('goods a shop’s 满减 does not cover never move its tiers or its hint, however many are bought', () => {
    fc.assert(
      fc.property(cartArb(), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 100_000 }), (input, more, price) => {
        const before = priceCart(input);
        // a goods (id 99) no promotion names, bought in each shop
        const extra = [1, 2, 3].map((shop_id, i): CartLineInput => ({
          ...input.lines[0],
          id: 1000 + i,
          shop_id,
          goods_id: 99,
          type: 0,
          number: more,
          is_selected: 1,
          goods: { ...input.lines[0].goods, base_price: price, ladder_price: [], is_buy: 1, stock: 1000 },
          gift_data: null,
          jtmz_data: null,
        }));
        const after = priceCart({ ...input, lines: [...input.lines, ...extra] });
        for (const s of before.shops) {
          const a = after.shops.find((x) => x.shop_id === s.shop_id)!;
          const promo = input.promotions?.get(s.shop_id);
          if (promo?.goods_ids === null) continue; // a whole-shop 满减 covers the new goods too
          expect(a.eligible_amount).toBe(s.eligible_amount);
          expect(a.manjians).toEqual(s.manjians);
          expect(a.mjPrice).toBe(s.mjPrice);
          expect(nextHint(a, []).manjian).toEqual(nextHint(s, []).manjian);
          if (promo) expect(a.manjian_scope).toBe('some');
        }
      }),
    );
  });

  it('起订金额: only shops that reach their minimum settle; the cart’s totals, coupons and checkout ids are theirs alone', () => {
    fc.assert(
      fc.property(cartArb({ minimums: true }), (input) => {
        const c = priceCart(input);
        for (const s of c.shops) {
          const min = input.minimums?.get(s.shop_id) ?? 0;
          const any = s.lines.some((l) => l.counted);
          expect(s.min_order_amount).toBe(min);
          expect(s.min_order_shortfall).toBe(any ? Math.max(0, min - s.selected_total) : 0);
          expect(s.settles).toBe(any && s.selected_total >= min);
        }
        const settling = c.shops.filter((s) => s.settles);
        expect(c.selected_total).toBe(settling.reduce((a, s) => a + s.selected_total, 0));
        expect(c.coupon_total).toBe(settling.reduce((a, s) => a + s.coupon_total, 0));
        expect(c.settle_ids).toEqual(settling.flatMap((s) => s.lines.filter((l) => l.counted).map((l) => l.id)));
        for (const o of c.coupons) {
          if (o.sjly_id === 0) expect(o.eligible_total).toBe(c.coupon_total);
          else if (!settling.some((s) => s.shop_id === o.sjly_id)) expect(o.eligible_total).toBe(0);
        }
        // what the coupons take off never reaches into a shop that does not settle
        const r = applyCoupons(c.coupons, input.coupons ?? [], c.selected_total);
        expect(r.payable + r.discount).toBe(c.selected_total);
      }),
    );
  });
});
