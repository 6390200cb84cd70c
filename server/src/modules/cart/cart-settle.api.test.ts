import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import { addAddress, plainGoods } from '../checkout/checkout-test-kit.js';

const { catalog } = readSeed();
const shopOf = (id: number) => catalog.shops.find((s) => s.id === id)!;
// Shop 1 (起订 ¥200, 全店满减) and shop 2 (起订 ¥300): plain goods bought one by one.
const [a1] = plainGoods(1);
const [b1] = plainGoods(2);
// Shop 4 reduces only goods tagged 满 (满300减10, 满1000减50, 满3000减180).
const covered = plainGoods(4, { min: 300, max: 2000 }).find((g) => g.tags.includes('man'))!;
const uncovered = plainGoods(4).find((g) => !g.tags.includes('man'))!;

interface Line {
  id: number;
  line_total: number;
  manjian_covered: boolean;
  goods: { id: number };
}
interface Group {
  shop_id: number;
  shop_name: string;
  manjian_scope: 'none' | 'all' | 'some';
  manjians: Array<{ amount: number; reduction: number; status: number; shortfall: number }>;
  next_hint: string | null;
  mjPrice: number;
  selected_total: number;
  min_order_amount: number;
  min_order_shortfall: number;
  settles: boolean;
  lines: Line[];
}
interface State {
  data: Group[];
  selected_total: number;
  settle_ids: number[];
  payable: number;
  coupon_discount: number;
  breakdown: { goods_amount: number; manjian_amount: number; coupon_amount: number; addon_amount: number; payable: number };
}
interface Preview {
  shops: Array<{ shop_id: number }>;
  blocked: string | null;
  idem_key: string;
  pay_amount: number;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);

describe.each(MODULE_KINDS)('what the cart sends to checkout on %s', (kind) => {
  let t: TestApp, cookie: string, addressId: number;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  beforeAll(async () => {
    addressId = await addAddress(t, cookie);
  });
  const post = (url: string, body: Record<string, unknown> = {}) => t.call({ method: 'POST', url, cookie, ...form(body) });
  const state = async () => (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data as State;
  const group = (s: State, shop: number) => s.data.find((g) => g.shop_id === shop)!;
  const lineOf = (s: State, goodsId: number) => s.data.flatMap((g) => g.lines).find((l) => l.goods.id === goodsId)!;
  /** A cart holding exactly these goods. */
  const fill = async (items: Array<[number, number]>) => {
    const ids = (await state()).data.flatMap((g) => g.lines.map((l) => l.id));
    if (ids.length) await post('/api/cart/batch_delete', { ids });
    await post('/api/cart', { params: items.map(([goods_id, number]) => ({ goods_id, number })) });
    return state();
  };

  it('a 满减 on some goods counts only those: the tiers and the hint follow the covered lines, marked, and say so', async () => {
    const nCovered = Math.max(1, Math.floor(2000 / covered.base_price)); // about ¥20 of covered goods
    const nUncovered = Math.ceil(40000 / uncovered.base_price); // ¥400 of goods the 满减 does not cover
    const s = await fill([
      [covered.id, nCovered],
      [uncovered.id, nUncovered],
      [a1.id, Math.ceil(30000 / a1.base_price)],
    ]);
    const shop4 = group(s, 4);
    const coveredAmount = nCovered * covered.base_price;
    expect(shop4.manjian_scope).toBe('some');
    expect(lineOf(s, covered.id).manjian_covered).toBe(true);
    expect(lineOf(s, uncovered.id).manjian_covered).toBe(false);
    // ¥400 of uncovered goods reach no tier: only the covered amount counts.
    expect(shop4.manjians[0]).toEqual({ amount: 30000, reduction: 1000, status: 0, shortfall: 30000 - coveredAmount });
    expect(shop4.next_hint).toMatch(new RegExp(`^再买¥${yuan(30000 - coveredAmount)}可减¥10\\.00（仅标「满减」的商品参与）`));
    const hint = (await post('/api/cart/next_hint?sjly_id=4')).json().data;
    expect(hint.manjian).toEqual({ shortfall: 30000 - coveredAmount, amount: 30000, reduction: 1000 });
    expect(hint.text).toBe(shop4.next_hint);
    // A whole-shop 满减 marks nothing and adds no note.
    const shop1 = group(s, 1);
    expect(shop1.manjian_scope).toBe('all');
    expect(shop1.next_hint ?? '').not.toContain('仅标');
    // More uncovered goods change nothing; more covered goods close the gap.
    await post(`/api/cart/${lineOf(s, uncovered.id).id}/edit`, { params: { number: nUncovered * 2 } });
    expect(group(await state(), 4).manjians[0].shortfall).toBe(30000 - coveredAmount);
    const reach = Math.ceil(30000 / covered.base_price);
    await post(`/api/cart/${lineOf(s, covered.id).id}/edit`, { params: { number: reach } });
    const reached = group(await state(), 4);
    expect(reached.manjians[0]).toMatchObject({ amount: 30000, status: 1, shortfall: 0 });
    expect(reached.mjPrice).toBe(1000);
    expect(reached.lines.find((l) => l.goods.id === uncovered.id)!.line_total).toBe(nUncovered * 2 * uncovered.base_price);
  });

  it('a shop under its 起订金额 stays in the cart with what it lacks; 去结算 takes the shops that reach theirs', async () => {
    const nA = Math.ceil(25000 / a1.base_price); // over shop 1's ¥200
    const s = await fill([
      [a1.id, nA],
      [b1.id, 1], // under shop 2's ¥300
    ]);
    const [g1, g2] = [group(s, 1), group(s, 2)];
    expect(g1).toMatchObject({ min_order_amount: shopOf(1).min_order_amount, min_order_shortfall: 0, settles: true });
    expect(g2).toMatchObject({
      min_order_amount: shopOf(2).min_order_amount,
      min_order_shortfall: shopOf(2).min_order_amount - b1.base_price,
      settles: false,
      selected_total: b1.base_price,
    });
    // The cart's figures are what step 2 will show: shop 1 alone.
    expect(s.settle_ids).toEqual(g1.lines.map((l) => l.id));
    expect(s.selected_total).toBe(g1.selected_total);
    expect(s.breakdown.goods_amount).toBe(nA * a1.base_price);
    expect(s.breakdown.payable).toBe(s.payable);
    expect(s.payable).toBe(s.selected_total - s.coupon_discount);

    // Step 2 with what the cart sends: nothing refused, and the same payable.
    const preview: Preview = (await post('/api/cart/checkout', { ids: s.settle_ids })).json().data;
    expect(preview.blocked).toBeNull();
    expect(preview.shops.map((x) => x.shop_id)).toEqual([1]);
    // The server still refuses a shop under its minimum sent by hand (defence in depth).
    const all = [...s.settle_ids, ...g2.lines.map((l) => l.id)];
    const low: Preview = (await post('/api/cart/checkout', { ids: all })).json().data;
    expect(low.blocked).toBe(`${shopOf(2).name}起订金额为¥${yuan(shopOf(2).min_order_amount)}，请继续选购`);
    const refused = await post('/api/order/submit', { ids: all, address_id: addressId, idem_key: low.idem_key });
    expect(refused.json()).toMatchObject({ code: 409, msg: low.blocked });

    // Raising shop 2 to its minimum brings it along.
    await post(`/api/cart/${g2.lines[0].id}/edit`, { params: { number: Math.ceil(shopOf(2).min_order_amount / b1.base_price) } });
    const raised = await state();
    expect(group(raised, 2)).toMatchObject({ min_order_shortfall: 0, settles: true });
    expect(raised.settle_ids.sort((a, b) => a - b)).toEqual(all.sort((a, b) => a - b));
    expect(raised.selected_total).toBe(group(raised, 1).selected_total + group(raised, 2).selected_total);
  });

  it('with no shop at its minimum nothing goes to checkout, and a deselected shop is neither short nor taken', async () => {
    const s = await fill([
      [a1.id, 1],
      [b1.id, 1],
    ]);
    expect(s.settle_ids).toEqual([]);
    expect(s.selected_total).toBe(0);
    expect(s.payable).toBe(0);
    expect(s.data.every((g) => g.min_order_shortfall > 0 && !g.settles)).toBe(true);
    await post('/api/cart/batch_select', { ids: group(s, 2).lines.map((l) => l.id), is_selected: 0 });
    const after = await state();
    expect(group(after, 2)).toMatchObject({ min_order_shortfall: 0, settles: false });
    expect(group(after, 1).min_order_shortfall).toBe(shopOf(1).min_order_amount - a1.base_price);
  });
});
