import { sql } from 'drizzle-orm';
import { form, type TestApp } from '../../../test/test-app.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog, content } = readSeed();
const demo = content.members.find((m) => m.username === 'demo')!;
const stockOf = (g: (typeof catalog.goods)[number]) => g.stocks.reduce((a, s) => Math.max(a, s.number), 0);

/**
 * Plain goods of a shop that the demo member may buy one by one (no ladder, no pack rules, no add-on purchase), priced
 * within [min, max] fen and with at least `stock` units in one warehouse.
 */
export function plainGoods(shop: number, opts: { min?: number; max?: number; stock?: number } = {}) {
  const { min = 3000, max = 20000, stock = 60 } = opts;
  return catalog.goods.filter(
    (g) =>
      g.shop_id === shop &&
      g.status === 'on_sale' &&
      g.is_buy &&
      !g.is_kx &&
      demo.scope_codes.includes(g.scope_code) &&
      g.middle_pack === 1 &&
      g.min_order === 1 &&
      g.ladder_prices.length === 0 &&
      !g.tags.includes('huangou') &&
      // 每日特价 goods pay the day's special price, not their base price.
      !g.tags.includes('te') &&
      g.base_price >= min &&
      g.base_price <= max &&
      stockOf(g) >= stock,
  );
}

/** The operator's session cookie (demo operator admin / admin123456). */
/** Money in the member's wallet the real way: a recharge paid on the sandbox provider's page, notified by the job queue. */
export async function rechargeWallet(t: TestApp, cookie: string, yuan: string) {
  const p = (await t.call({ method: 'POST', url: '/api/pay/recharge', cookie, ...form({ amount: yuan }) })).json().data;
  const [{ trade_no }] = await t.database.rows<{ trade_no: string }>(sql`select trade_no from sandbox_trades where out_trade_no = ${p.payment_no}`);
  await t.call({ method: 'POST', url: `/api/sandbox-pay/${trade_no}/confirm` });
  await t.app.services.jobs.runDue();
}

export async function addAddress(t: TestApp, cookie: string): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/api/user/address',
    cookie,
    ...form({
      consignee: '张药师',
      phone: '13800138000',
      province: '湖北省',
      city: '武汉市',
      district: '江汉区',
      address: '解放大道100号',
      is_default: 1,
    }),
  });
  return res.json().data.id;
}

/** Puts goods in the cart and places the orders through the real calls; returns the submit result's data. */
export async function placeOrder(t: TestApp, cookie: string, addressId: number, items: Array<[goodsId: number, number: number]>) {
  await t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: items.map(([goods_id, number]) => ({ goods_id, number })) }) });
  const groups = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data.data as Array<{
    lines: Array<{ id: number; goods: { id: number } }>;
  }>;
  const ids = groups
    .flatMap((g) => g.lines)
    .filter((l) => items.some(([g]) => g === l.goods.id))
    .map((l) => l.id);
  const preview = (await t.call({ method: 'POST', url: '/api/cart/checkout', cookie, ...form({ ids, coupon_ids: '' }) })).json().data;
  const res = await t.call({
    method: 'POST',
    url: '/api/order/submit',
    cookie,
    ...form({ ids, coupon_ids: '', address_id: addressId, idem_key: preview.idem_key }),
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.body}`);
  return res.json().data as { submission_id: number; orders: Array<{ id: number; order_no: string; pay_amount: number }>; pay_total: number };
}
