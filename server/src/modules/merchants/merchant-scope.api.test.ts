import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { chinaDay, chinaMidnight } from '../../shared/china-time.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const [ofShop1] = plainGoods(1);
const today = chinaDay(new Date());
const [y, m] = today.split('-').map(Number) as [number, number];
const LAST = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; body?: Record<string, unknown> };

/**
 * The merchant scope matrix: shop B's 店铺管理员 (guorui, every merchant role's rights) calls every merchant endpoint
 * with shop A's ids — its goods, staff, order, parcel, after-sales request and statement — and is refused (403/404)
 * with nothing changed; the lists answer shop B's own rows only. A merchant route missing from this table fails.
 */
describe.each(DB_KINDS)('merchant scope matrix on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  let shopB: string;
  const A: Record<'goods' | 'staff' | 'order' | 'shipment' | 'afterSale' | 'statement' | 'lineId', number> = {
    goods: 0,
    staff: 0,
    order: 0,
    shipment: 0,
    afterSale: 0,
    statement: 0,
    lineId: 0,
  };
  const call = (c: string, r: Call) => t.call({ method: r.method, url: r.url, cookie: c, ...(r.body ? form(r.body) : {}) });
  /** Everything of shop A a foreign call could change. */
  const snapshot = async () =>
    t.database.rows(sql`select
      (select row_to_json(g) from (select base_price, status, approval_no, spec, updated_at from goods where id = ${A.goods}) g) as goods,
      (select row_to_json(o) from (select name, role, active, password_hash from operators where id = ${A.staff}) o) as staff,
      (select row_to_json(x) from (select status, refunded_amount, (select count(*) from shipments where order_id = ${A.order}) as parcels from orders where id = ${A.order}) x) as orders,
      (select row_to_json(a) from (select status, refunded_amount from after_sales where id = ${A.afterSale}) a) as after_sale,
      (select row_to_json(s) from (select state from merchant_statements where id = ${A.statement}) s) as statement,
      (select row_to_json(s) from (select min_order_amount, notice from shops where id = 1) s) as shop,
      (select count(*)::int from goods_reviews) as reviews`);

  beforeAll(async () => {
    shopB = await t.operatorLogin('guorui', 'guorui123456');
    const huakang = await t.operatorLogin('huakang', 'huakang123456');
    A.goods = ofShop1!.id;
    [{ id: A.staff }] = await t.database.rows<{ id: number }>(sql`select id from operators where username = 'huakang_sp'`);
    // Shop A's order: paid, one parcel shipped, an after-sales request open, and last month's statement.
    const address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '3000');
    const placed = await placeOrder(t, cookie, address, [[ofShop1!.id, Math.ceil(20000 / ofShop1!.base_price) + 1]]);
    A.order = placed.orders[0].id;
    await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [A.order], method: 'wallet' }) });
    const detail = (await t.call({ method: 'GET', url: `/admin/api/merchant/orders/${A.order}`, cookie: huakang })).json().data;
    A.lineId = detail.items[0].id;
    const parcel = { carrier: '顺丰速运', tracking_no: 'SF2026112799', items: [{ order_item_id: A.lineId, number: 1 }] };
    expect((await t.call({ method: 'POST', url: `/admin/api/merchant/orders/${A.order}/ship`, cookie: huakang, ...form(parcel) })).statusCode).toBe(
      200,
    );
    [{ id: A.shipment }] = await t.database.rows<{ id: number }>(sql`select id from shipments where order_id = ${A.order}`);
    const request = await t.call({
      method: 'POST',
      url: `/api/order/${A.order}/after_sale`,
      cookie,
      ...form({ kind: 'refund', reason: '外包装破损', refund_amount: '5' }),
    });
    expect(request.statusCode, request.body).toBe(200);
    A.afterSale = request.json().data.id;
    await t.database.rows(sql`update orders set paid_at = ${chinaMidnight(`${LAST}-10`)} where id = ${A.order}`);
    await t.call({ method: 'POST', url: '/admin/api/settlement/statements/generate', cookie: operator, ...form({ period: LAST }) });
    [{ id: A.statement }] = await t.database.rows<{ id: number }>(sql`select id from merchant_statements where shop_id = 1 and period = ${LAST}`);
  });

  /** Each merchant route with shop A's ids (and a body that would pass validation). */
  const matrix = (): Record<string, Call> => {
    const goodsBody = {
      shop_id: 1,
      category_id: 1,
      generic_name: '布洛芬片',
      name: '布洛芬片',
      spec: '0.2g*24片',
      dosage_form: '片剂',
      unit: '盒',
      manufacturer: '某制药有限公司',
      approval_no: '国药准字H20990009',
      classification: 'otc_b',
      scope_code: 'x',
      batch_no: 'B1',
      production_date: '2026-01-01',
      expiry_date: '2028-01-01',
      base_price: '1.00',
      retail_price: '2.00',
    };
    return {
      'GET /admin/api/merchant/goods/:id': { method: 'GET', url: `/admin/api/merchant/goods/${A.goods}` },
      'PUT /admin/api/merchant/goods/:id': { method: 'PUT', url: `/admin/api/merchant/goods/${A.goods}`, body: { ...goodsBody, shop_id: 2 } },
      'POST /admin/api/merchant/goods': { method: 'POST', url: '/admin/api/merchant/goods', body: goodsBody },
      'POST /admin/api/merchant/goods/status': {
        method: 'POST',
        url: '/admin/api/merchant/goods/status',
        body: { ids: [A.goods], status: 'off_sale' },
      },
      'POST /admin/api/merchant/staff/:id': {
        method: 'POST',
        url: `/admin/api/merchant/staff/${A.staff}`,
        body: { name: '越权修改', role: 'shop_orders', enabled: 0 },
      },
      'POST /admin/api/merchant/staff/:id/password': {
        method: 'POST',
        url: `/admin/api/merchant/staff/${A.staff}/password`,
        body: { password: 'Taken-2026' },
      },
      'GET /admin/api/merchant/orders/:id': { method: 'GET', url: `/admin/api/merchant/orders/${A.order}` },
      'POST /admin/api/merchant/orders/:id/ship': {
        method: 'POST',
        url: `/admin/api/merchant/orders/${A.order}/ship`,
        body: { carrier: '中通快递', tracking_no: 'ZT2026112799' },
      },
      'POST /admin/api/merchant/orders/:id/refund': {
        method: 'POST',
        url: `/admin/api/merchant/orders/${A.order}/refund`,
        body: { amount: '1.00', reason: '越权退款' },
      },
      'GET /admin/api/merchant/shipments/:id/delivery_note': { method: 'GET', url: `/admin/api/merchant/shipments/${A.shipment}/delivery_note` },
      'POST /admin/api/merchant/after_sales/:id/decide': {
        method: 'POST',
        url: `/admin/api/merchant/after_sales/${A.afterSale}/decide`,
        body: { approve: 1, reason: '同意', refund_amount: '5' },
      },
      'GET /admin/api/merchant/statements/:id': { method: 'GET', url: `/admin/api/merchant/statements/${A.statement}` },
      'GET /admin/api/merchant/statements/:id/export': { method: 'GET', url: `/admin/api/merchant/statements/${A.statement}/export` },
    };
  };
  /** Routes that name no other shop's row: their own shop's lists and forms (checked below to hold nothing of shop A). */
  const OWN_ONLY = [
    'GET /admin/api/merchant/shop',
    'POST /admin/api/merchant/shop',
    'GET /admin/api/merchant/staff',
    'POST /admin/api/merchant/staff',
    'GET /admin/api/merchant/goods',
    'GET /admin/api/merchant/goods/options',
    'GET /admin/api/merchant/goods-reviews',
    'POST /admin/api/merchant/goods/images',
    'GET /admin/api/merchant/orders',
    'GET /admin/api/merchant/orders/counts',
    'GET /admin/api/merchant/after_sales',
    'GET /admin/api/merchant/statements',
    'GET /admin/api/merchant/statements/current',
  ];

  it('covers every merchant route', () => {
    const merchantRoutes = t.app.routeTable
      .filter((r) => String(r.url).startsWith('/admin/api/merchant/'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((x) => x !== 'HEAD').map((x) => `${x} ${String(r.url)}`));
    expect(merchantRoutes.filter((r) => !(r in matrix()) && !OWN_ONLY.includes(r)).sort()).toEqual([]);
  });

  it("refuses shop A's ids to shop B's administrator on every route, changing nothing", async () => {
    const before = await snapshot();
    // Every row the snapshot watches exists (a wrong id would compare null with null).
    expect(Object.entries(before[0] as object).filter(([, v]) => v === null)).toEqual([]);
    for (const [name, r] of Object.entries(matrix())) {
      const res = await call(shopB, r);
      expect([name, [403, 404].includes(res.statusCode)], res.body).toEqual([name, true]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it("answers shop B's lists with shop B's rows only", async () => {
    const text = async (url: string) => (await call(shopB, { method: 'GET', url })).body;
    const [orderNo] = (await t.database.rows<{ order_no: string }>(sql`select order_no from orders where id = ${A.order}`)).map((r) => r.order_no);
    expect(await text('/admin/api/merchant/orders?page_size=100')).not.toContain(orderNo!);
    expect(await text('/admin/api/merchant/after_sales')).not.toContain(orderNo!);
    expect(await text('/admin/api/merchant/statements')).not.toContain(`"id":${A.statement},`);
    expect(await text('/admin/api/merchant/staff')).not.toContain('huakang_sp');
    const goods = JSON.parse(await text('/admin/api/merchant/goods?page_size=100')).data.list as Array<{ id: number }>;
    expect(goods.map((g) => g.id)).not.toContain(A.goods);
    const options = JSON.parse(await text('/admin/api/merchant/goods/options')).data;
    expect(options.shops.map((s: { id: number }) => s.id)).toEqual([2]);
    expect(JSON.parse(await text('/admin/api/merchant/shop')).data.id).toBe(2);
    expect(JSON.parse(await text('/admin/api/merchant/statements/current')).data.shop_id).toBe(2);
  });
});
