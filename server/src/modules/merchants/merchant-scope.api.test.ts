import { beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaMidnight } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, formWithFile, type TestApp } from '../../../test/test-app.js';
import { PDF } from '../accounts/member-test-kit.js';
import { sheetOf } from '../catalog/goods-import-test-kit.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const [ofShop1, second1, third1] = plainGoods(1);
const chinaIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
/** Far ahead, so shop A's activities made for the matrix meet none of the demo's. */
const LATER = [chinaIn(400 * 24 * 60), chinaIn(401 * 24 * 60)] as const;
const today = chinaDay(new Date());
const [y, m] = today.split('-').map(Number) as [number, number];
const LAST = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: Record<string, unknown>; multipart?: ReturnType<typeof formWithFile> };

/**
 * The merchant scope matrix: shop B's 店铺管理员 (guorui, every merchant role's rights) calls every merchant endpoint
 * with shop A's ids — its goods, staff, order, parcel, after-sales request and statement — and is refused (403/404)
 * with nothing changed; the lists answer shop B's own rows only. A merchant route missing from this table fails.
 */
describe.each(MODULE_KINDS)('merchant scope matrix on %s', (kind) => {
  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });

  let shopB: string;
  type Ids = 'goods' | 'staff' | 'order' | 'shipment' | 'afterSale' | 'statement' | 'lineId';
  type PromoIds = 'fullReduction' | 'coupon' | 'gift' | 'combination' | 'flash' | 'flashApplication';
  let importA = '';
  const A: Record<Ids | PromoIds | 'conversation' | 'invoice' | 'completed' | 'document', number> = {
    document: 0,
    conversation: 0,
    invoice: 0,
    completed: 0,
    fullReduction: 0,
    coupon: 0,
    gift: 0,
    combination: 0,
    flash: 0,
    flashApplication: 0,
    goods: 0,
    staff: 0,
    order: 0,
    shipment: 0,
    afterSale: 0,
    statement: 0,
    lineId: 0,
  };
  const call = (c: string, r: Call) => t.call({ method: r.method, url: r.url, cookie: c, ...(r.multipart ?? (r.body ? form(r.body) : {})) });
  /** Everything of shop A a foreign call could change. */
  const snapshot = async () =>
    t.database.rows(sql`select
      (select row_to_json(g) from (select base_price, status, approval_no, spec, updated_at from goods where id = ${A.goods}) g) as goods,
      (select row_to_json(o) from (select name, role, active, password_hash from operators where id = ${A.staff}) o) as staff,
      (select row_to_json(x) from (select status, refunded_amount, (select count(*) from shipments where order_id = ${A.order}) as parcels from orders where id = ${A.order}) x) as orders,
      (select row_to_json(a) from (select status, refunded_amount from after_sales where id = ${A.afterSale}) a) as after_sale,
      (select row_to_json(s) from (select state from merchant_statements where id = ${A.statement}) s) as statement,
      (select row_to_json(s) from (select min_order_amount, notice from shops where id = 1) s) as shop,
      (select count(*)::int from goods_reviews) as reviews,
      (select row_to_json(p) from (select name, ends_at, (select json_agg(t order by threshold) from full_reduction_tiers t where t.full_reduction_id = ${A.fullReduction}) as tiers
        from full_reductions where id = ${A.fullReduction}) p) as full_reduction,
      (select row_to_json(c) from (select name, sjly_id, amount, total_count, claim_ends_at from coupons where id = ${A.coupon}) c) as coupon,
      (select row_to_json(g) from (select goods_id, gift_number, ends_at from goods_gifts where id = ${A.gift}) g) as gift,
      (select row_to_json(c) from (select name, price, ends_at from combinations where id = ${A.combination}) c) as combination,
      (select row_to_json(f) from (select price, stock, ends_at from flash_sales where id = ${A.flash}) f) as flash,
      (select row_to_json(a) from (select status from flash_sale_applications where id = ${A.flashApplication}) a) as flash_application,
      (select count(*)::int from flash_sales) as flash_sales,
      (select count(*)::int from first_camp_documents where shop_id = 1) as documents,
      (select state from goods_imports where id = ${importA}::uuid) as import_state,
      (select count(*)::int from quality_reports r join goods g on g.id = r.goods_id where g.shop_id = 1) as reports,
      (select json_agg(json_build_object('id', id, 'status', status, 'buyer', buyer_name) order by id) from invoices where order_id = ${A.completed}) as invoices,
      (select row_to_json(c) from (select shop_read_id, (select count(*) from chat_messages m where m.conversation_id = c.id) as messages
        from chat_conversations c where id = ${A.conversation}) c) as conversation,
      (select count(*)::int from flash_sale_applications) as flash_applications`);

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

    // A completed order of shop A, with its e-invoice.
    const done = await placeOrder(t, cookie, address, [[ofShop1!.id, Math.ceil(20000 / ofShop1!.base_price) + 1]]);
    A.completed = done.orders[0].id;
    await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [A.completed], method: 'wallet' }) });
    const sent = { carrier: '顺丰速运', tracking_no: 'SF2026112798' };
    expect((await t.call({ method: 'POST', url: `/admin/api/merchant/orders/${A.completed}/ship`, cookie: huakang, ...form(sent) })).statusCode).toBe(
      200,
    );
    await t.call({ method: 'POST', url: `/api/order/${A.completed}/receive`, cookie });
    [{ id: A.invoice }] = await t.database.rows<{ id: number }>(sql`select id from invoices where order_id = ${A.completed}`);

    // Shop A's 首营资料.
    const doc = await t.call({
      method: 'POST',
      url: '/admin/api/merchant/first-camp',
      cookie: huakang,
      ...formWithFile({ kind: 'drug_licence', title: '药品经营许可证' }, { data: PDF, name: 'licence.pdf' }),
    });
    A.document = doc.json().data.id;

    // Shop A's bulk prices file, checked, not yet imported.
    const sheet = await sheetOf('prices', [{ 商品ID: ofShop1!.id, '供货价（元）': '9.99' }]);
    const imported = await t.call({
      method: 'POST',
      url: '/admin/api/merchant/goods/imports',
      cookie: huakang,
      ...formWithFile({ kind: 'prices' }, { data: sheet, name: 'p.xlsx' }),
    });
    importA = imported.json().data.id;

    // A member's chat with shop A.
    const said = await t.call({ method: 'POST', url: '/api/im/send', cookie, ...form({ sjly_id: 1, kind: 'text', text: '请问发货时间' }) });
    A.conversation = said.json().data.conversation_id;

    // Shop A's promotions, one of each kind, made by the platform (and its 秒杀申请 by its own administrator).
    const made = async (url: string, body: Record<string, unknown>, c = operator) => {
      const res = await t.call({ method: 'POST', url, cookie: c, ...form(body) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const [starts_at, ends_at] = LATER;
    A.fullReduction = await made('/admin/api/promotions/full-reductions', {
      name: '店铺A满减',
      shop_id: 1,
      tiers: [{ threshold: '100', reduction: '5' }],
      starts_at,
      ends_at,
    });
    A.coupon = await made('/admin/api/promotions/coupons', {
      name: '店铺A券',
      shop_id: 1,
      threshold: '100',
      amount: '5',
      total_count: 10,
      per_member_limit: 1,
      claim_starts_at: starts_at,
      claim_ends_at: ends_at,
      validity: 'days',
      valid_days: 30,
    });
    A.gift = await made('/admin/api/promotions/gifts', {
      goods_id: second1!.id,
      mode: 'gift',
      min_number: 5,
      gift_goods_id: third1!.id,
      gift_number: 1,
      starts_at,
      ends_at,
    });
    A.combination = await made('/admin/api/promotions/combinations', {
      shop_id: 1,
      name: '店铺A套餐',
      price: ((second1!.base_price + third1!.base_price - 100) / 100).toFixed(2),
      items: [
        { goods_id: second1!.id, number: 1 },
        { goods_id: third1!.id, number: 1 },
      ],
      starts_at,
      ends_at,
    });
    const flashBody = {
      goods_id: third1!.id,
      price: ((third1!.base_price - 50) / 100).toFixed(2),
      stock: 5,
      per_member_limit: 1,
      starts_at,
      ends_at,
    };
    A.flash = await made('/admin/api/promotions/flash-sales', flashBody);
    A.flashApplication = await made(
      '/admin/api/merchant/promotions/flash-applications',
      { ...flashBody, goods_id: second1!.id, price: ((second1!.base_price - 50) / 100).toFixed(2) },
      huakang,
    );
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
      'GET /admin/api/merchant/goods/:id/batches': { method: 'GET', url: `/admin/api/merchant/goods/${A.goods}/batches` },
      'PUT /admin/api/merchant/goods/:id/batches': {
        method: 'PUT',
        url: `/admin/api/merchant/goods/${A.goods}/batches`,
        body: { ck_id: 1, batches: [{ batch_no: 'B2', expiry_date: '2029-01-01', number: 1 }] },
      },
      'POST /admin/api/merchant/goods/:id/batches/:batch_id/clearance': {
        method: 'POST',
        url: `/admin/api/merchant/goods/${A.goods}/batches/1/clearance`,
        body: { price: '1', number: 1 },
      },
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
      'GET /admin/api/merchant/shipments/:id/trace_manifest': { method: 'GET', url: `/admin/api/merchant/shipments/${A.shipment}/trace_manifest` },
      'POST /admin/api/merchant/after_sales/:id/decide': {
        method: 'POST',
        url: `/admin/api/merchant/after_sales/${A.afterSale}/decide`,
        body: { approve: 1, reason: '同意', refund_amount: '5' },
      },
      'GET /admin/api/merchant/statements/:id': { method: 'GET', url: `/admin/api/merchant/statements/${A.statement}` },
      'GET /admin/api/merchant/statements/:id/export': { method: 'GET', url: `/admin/api/merchant/statements/${A.statement}/export` },
      ...promotionCalls(),
      'GET /admin/api/merchant/im/conversations/:id/messages': {
        method: 'GET',
        url: `/admin/api/merchant/im/conversations/${A.conversation}/messages`,
      },
      'POST /admin/api/merchant/im/conversations/:id/messages': {
        method: 'POST',
        url: `/admin/api/merchant/im/conversations/${A.conversation}/messages`,
        body: { kind: 'text', text: '越权回复' },
      },
      'GET /admin/api/merchant/orders/:id/invoices': { method: 'GET', url: `/admin/api/merchant/orders/${A.completed}/invoices` },
      'POST /admin/api/merchant/orders/:id/invoices': {
        method: 'POST',
        url: `/admin/api/merchant/orders/${A.completed}/invoices`,
        body: { type: 1, title: '越权抬头有限公司', tax_no: '91420100MA4K9X8Y7Z', reason: '越权' },
      },
      'GET /admin/api/merchant/goods/imports/:id': { method: 'GET', url: `/admin/api/merchant/goods/imports/${importA}` },
      'POST /admin/api/merchant/goods/imports/:id/start': { method: 'POST', url: `/admin/api/merchant/goods/imports/${importA}/start` },
      'POST /admin/api/merchant/goods/imports/:id/cancel': { method: 'POST', url: `/admin/api/merchant/goods/imports/${importA}/cancel` },
      'GET /admin/api/merchant/goods/imports/:id/errors': { method: 'GET', url: `/admin/api/merchant/goods/imports/${importA}/errors` },
      'GET /admin/api/merchant/first-camp/:id/file': { method: 'GET', url: `/admin/api/merchant/first-camp/${A.document}/file` },
      'DELETE /admin/api/merchant/first-camp/:id': { method: 'DELETE', url: `/admin/api/merchant/first-camp/${A.document}` },
      'POST /admin/api/merchant/first-camp': {
        method: 'POST',
        url: '/admin/api/merchant/first-camp',
        multipart: formWithFile({ kind: 'approval', title: '越权批件', goods_id: String(A.goods) }, { data: PDF, name: 'x.pdf' }),
      },
      'POST /admin/api/merchant/goods/:id/reports': {
        method: 'POST',
        url: `/admin/api/merchant/goods/${A.goods}/reports`,
        multipart: formWithFile(
          { batch_no: 'YQ2026', inspector: '越权检验所', inspected_on: '2026-11-01', conclusion: '符合规定' },
          { data: PDF, name: 'r.pdf' },
        ),
      },
      'GET /admin/api/merchant/invoices/:id/pdf': { method: 'GET', url: `/admin/api/merchant/invoices/${A.invoice}/pdf` },
      'POST /admin/api/merchant/im/conversations/:id/read': { method: 'POST', url: `/admin/api/merchant/im/conversations/${A.conversation}/read` },
    };
  };
  /** The promotion routes with shop A's activities, and bodies naming shop A (or its goods). */
  const promotionCalls = (): Record<string, Call> => {
    const [starts_at, ends_at] = LATER;
    const reduction = { name: '越权满减', shop_id: 1, tiers: [{ threshold: '100', reduction: '9' }], starts_at, ends_at };
    const coupon = {
      name: '越权券',
      shop_id: 1,
      threshold: '100',
      amount: '9',
      total_count: 5,
      per_member_limit: 1,
      claim_starts_at: starts_at,
      claim_ends_at: ends_at,
      validity: 'days',
      valid_days: 30,
    };
    const gift = { goods_id: second1!.id, mode: 'gift', min_number: 7, gift_goods_id: third1!.id, gift_number: 2, starts_at, ends_at };
    const pack = {
      shop_id: 1,
      name: '越权套餐',
      price: '0.01',
      items: [
        { goods_id: second1!.id, number: 1 },
        { goods_id: third1!.id, number: 1 },
      ],
      starts_at,
      ends_at,
    };
    const flash = { goods_id: ofShop1!.id, price: '0.01', stock: 1, per_member_limit: 1, starts_at, ends_at };
    const mj = '/admin/api/merchant/promotions/full-reductions';
    const cp = '/admin/api/merchant/promotions/coupons';
    const gf = '/admin/api/merchant/promotions/gifts';
    const cb = '/admin/api/merchant/promotions/combinations';
    return {
      [`GET ${mj}/:id`]: { method: 'GET', url: `${mj}/${A.fullReduction}` },
      [`POST ${mj}`]: { method: 'POST', url: mj, body: reduction },
      [`PUT ${mj}/:id`]: { method: 'PUT', url: `${mj}/${A.fullReduction}`, body: { ...reduction, shop_id: 2 } },
      [`POST ${mj}/:id/end`]: { method: 'POST', url: `${mj}/${A.fullReduction}/end` },
      [`POST ${mj}/preview`]: {
        method: 'POST',
        url: `${mj}/preview`,
        body: { ...reduction, goods_ids: [], lines: [{ goods_id: ofShop1!.id, number: 1 }] },
      },
      [`GET ${cp}/:id`]: { method: 'GET', url: `${cp}/${A.coupon}` },
      [`POST ${cp}`]: { method: 'POST', url: cp, body: coupon },
      [`PUT ${cp}/:id`]: { method: 'PUT', url: `${cp}/${A.coupon}`, body: { ...coupon, shop_id: 2 } },
      [`POST ${cp}/:id/end`]: { method: 'POST', url: `${cp}/${A.coupon}/end` },
      [`POST ${cp}/preview`]: {
        method: 'POST',
        url: `${cp}/preview`,
        body: { shop_id: 1, threshold: '100', amount: '9', lines: [{ goods_id: ofShop1!.id, number: 1 }] },
      },
      [`POST ${gf}`]: { method: 'POST', url: gf, body: gift },
      [`PUT ${gf}/:id`]: { method: 'PUT', url: `${gf}/${A.gift}`, body: gift },
      [`POST ${gf}/:id/end`]: { method: 'POST', url: `${gf}/${A.gift}/end` },
      [`POST ${gf}/preview`]: { method: 'POST', url: `${gf}/preview`, body: { ...gift, number: 7 } },
      [`GET ${cb}/:id`]: { method: 'GET', url: `${cb}/${A.combination}` },
      [`POST ${cb}`]: { method: 'POST', url: cb, body: pack },
      [`PUT ${cb}/:id`]: { method: 'PUT', url: `${cb}/${A.combination}`, body: { ...pack, shop_id: 2 } },
      [`POST ${cb}/:id/end`]: { method: 'POST', url: `${cb}/${A.combination}/end` },
      [`POST ${cb}/preview`]: { method: 'POST', url: `${cb}/preview`, body: { ...pack, number: 1 } },
      'POST /admin/api/merchant/promotions/flash-sales/:id/end': { method: 'POST', url: `/admin/api/merchant/promotions/flash-sales/${A.flash}/end` },
      'POST /admin/api/merchant/promotions/flash-applications': {
        method: 'POST',
        url: '/admin/api/merchant/promotions/flash-applications',
        body: flash,
      },
      'POST /admin/api/merchant/promotions/flash-applications/:id/withdraw': {
        method: 'POST',
        url: `/admin/api/merchant/promotions/flash-applications/${A.flashApplication}/withdraw`,
      },
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
    'GET /admin/api/merchant/promotions/full-reductions',
    'GET /admin/api/merchant/promotions/coupons',
    'GET /admin/api/merchant/promotions/gifts',
    'GET /admin/api/merchant/promotions/combinations',
    'GET /admin/api/merchant/promotions/flash-sales',
    'GET /admin/api/merchant/promotions/flash-applications',
    'GET /admin/api/merchant/im/conversations',
    'GET /admin/api/merchant/im/ws',
    'POST /admin/api/merchant/shop/invoicing',
    'GET /admin/api/merchant/first-camp',
    'GET /admin/api/merchant/goods/imports/template',
    'GET /admin/api/merchant/goods/imports',
    'POST /admin/api/merchant/goods/imports',
    'GET /admin/api/merchant/goods/export',
    // The packing relation is written for the caller's own shop; a code's history answers only the shop's own codes
    // (traceability.api.test.ts asks another shop's).
    'POST /admin/api/merchant/trace/packing',
    'GET /admin/api/merchant/trace/code',
    // A recall is recorded for the caller's own goods; the board lists its own; another shop's recall is not found
    // (recalls.api.test.ts asks it).
    'POST /admin/api/merchant/recalls',
    'GET /admin/api/merchant/recalls',
    'GET /admin/api/merchant/recalls/:id/buyers',
    'GET /admin/api/merchant/recalls/:id/export',
    // A parcel's temperature record is read and written for the caller's own parcels; another shop's is not found
    // (cold-chain.api.test.ts asks it).
    'GET /admin/api/merchant/shipments/:id/temperature',
    'POST /admin/api/merchant/shipments/:id/temperature',
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
    expect(await text('/admin/api/merchant/goods/imports')).not.toContain(importA);
    const chats = JSON.parse(await text('/admin/api/merchant/im/conversations?page_size=100')).data.list as Array<{ id: number; shop_id: number }>;
    expect(chats.filter((c) => c.shop_id !== 2 || c.id === A.conversation)).toEqual([]);
    for (const kind of ['full-reductions', 'coupons', 'gifts', 'combinations', 'flash-sales', 'flash-applications']) {
      const { list } = JSON.parse(await text(`/admin/api/merchant/promotions/${kind}?page_size=100`)).data as { list: Array<{ shop_id: number }> };
      expect([kind, list.filter((r) => r.shop_id !== 2)]).toEqual([kind, []]);
    }
  });
});
