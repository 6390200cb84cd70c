import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';

const chinaIn = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const [, , , , g1, g2] = plainGoods(1);
const [ofShop2] = plainGoods(2);

/**
 * A shop's own promotions (merchant area 营销): its 商品 staff run 满减 and shop coupons through the console's own rules;
 * a 秒杀 is an application the platform approves (then sold as any flash sale) or refuses with a reason.
 */
describe.each(MODULE_KINDS)('merchant promotions and 秒杀申请, on %s', (kind) => {
  let t: TestApp, operator: string;
  useApiSuite(kind, (s) => ({ t, operator } = s), { operator: true });

  let goodsStaff: string, ordersStaff: string;
  beforeAll(async () => {
    goodsStaff = await t.operatorLogin('huakang_sp', 'huakang123456');
    const admin = await t.operatorLogin('huakang', 'huakang123456');
    const staff = { username: `hkdd${kind}`, name: '华康订单', role: 'shop_orders', password: 'Orders-2026' };
    expect((await t.call({ method: 'POST', url: '/admin/api/merchant/staff', cookie: admin, ...form(staff) })).statusCode).toBe(200);
    ordersStaff = await t.operatorLogin(staff.username, staff.password);
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const mj = '/admin/api/merchant/promotions/full-reductions';
  const apps = '/admin/api/merchant/promotions/flash-applications';

  it('the 商品 staff runs the shop’s 满减 and coupons; another shop in the body is refused; the 订单 role may not', async () => {
    const reduction = {
      name: '华康年终满减',
      shop_id: 1,
      tiers: [{ threshold: '500', reduction: '20' }],
      starts_at: chinaIn(300 * 24 * 60),
      ends_at: chinaIn(301 * 24 * 60),
    };
    const made = await call('POST', mj, goodsStaff, reduction);
    expect([made.statusCode, made.json().msg], made.body).toEqual([200, '满减活动已创建']);
    expect(made.json().data).toMatchObject({ shop_id: 1, state: 'upcoming', tiers: [{ threshold: 50000, reduction: 2000 }] });
    const foreign = await call('POST', mj, goodsStaff, { ...reduction, shop_id: 2 });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([403, '只能管理本店铺的活动']);
    expect((await call('POST', mj, ordersStaff, reduction)).statusCode).toBe(403);
    expect((await call('GET', mj, ordersStaff)).statusCode).toBe(403);
    const listed = (await call('GET', `${mj}?state=upcoming`, goodsStaff)).json().data.list as Array<{ id: number; shop_id: number }>;
    expect(listed.map((r) => r.id)).toContain(made.json().data.id);
    expect(new Set(listed.map((r) => r.shop_id))).toEqual(new Set([1]));

    const coupon = {
      name: '华康店铺券',
      shop_id: 1,
      threshold: '300',
      amount: '15',
      total_count: 100,
      per_member_limit: 1,
      claim_starts_at: chinaIn(-10),
      claim_ends_at: chinaIn(60 * 24),
      validity: 'days',
      valid_days: 15,
    };
    const c = await call('POST', '/admin/api/merchant/promotions/coupons', goodsStaff, coupon);
    expect([c.statusCode, c.json().data.shop_id], c.body).toEqual([200, 1]);
    const platform = await call('POST', '/admin/api/merchant/promotions/coupons', goodsStaff, { ...coupon, shop_id: 0 });
    expect([platform.statusCode, platform.json().msg]).toEqual([403, '只能管理本店铺的活动']);
    // A member claims the shop coupon like any other.
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons where sjly_id = 1 and name = '华康店铺券'`);
    expect(n).toBe(1);
  });

  it('a 秒杀申请 sells nothing until the platform approves it; a clash or a refusal leaves no flash sale', async () => {
    const body = {
      goods_id: g1!.id,
      price: ((g1!.base_price - 100) / 100).toFixed(2),
      stock: 20,
      per_member_limit: 2,
      starts_at: chinaIn(-1),
      ends_at: chinaIn(120),
    };
    const flashOf = async (goodsId: number) =>
      t.database.rows<{ id: number; price: number; stock: number }>(sql`select id, price, stock from flash_sales where goods_id = ${goodsId}`);
    const other = await call('POST', apps, goodsStaff, { ...body, goods_id: ofShop2!.id });
    expect([other.statusCode, other.json().msg]).toEqual([403, '只能选择本店铺的商品']);
    const tooCheap = await call('POST', apps, goodsStaff, { ...body, price: (g1!.base_price / 100).toFixed(2) });
    expect([tooCheap.statusCode, tooCheap.json().msg]).toEqual([422, `秒杀价必须低于商品原价¥${(g1!.base_price / 100).toFixed(2)}`]);

    const applied = await call('POST', apps, goodsStaff, body);
    expect([applied.statusCode, applied.json().msg], applied.body).toEqual([200, '已提交平台审核']);
    const a = applied.json().data;
    expect(a).toMatchObject({ status: 'pending', shop_id: 1, goods_id: g1!.id, price: g1!.base_price - 100, flash_sale_id: null });
    expect(await flashOf(g1!.id)).toEqual([]);
    // The same goods in the same window, applied twice: the second cannot be approved once the first is.
    const twice = (await call('POST', apps, goodsStaff, body)).json().data;

    const pending = (await call('GET', '/admin/api/promotions/flash-applications?status=pending', operator)).json().data.list as Array<{
      id: number;
    }>;
    expect(pending.map((p) => p.id)).toEqual(expect.arrayContaining([a.id, twice.id]));
    const approved = await call('POST', `/admin/api/promotions/flash-applications/${a.id}/approve`, operator);
    expect([approved.statusCode, approved.json().msg], approved.body).toEqual([200, '已通过，秒杀已创建']);
    const [flash] = await flashOf(g1!.id);
    expect(flash).toMatchObject({ price: g1!.base_price - 100, stock: 20 });
    expect(approved.json().data).toMatchObject({ status: 'approved', flash_sale_id: flash!.id });
    const clash = await call('POST', `/admin/api/promotions/flash-applications/${twice.id}/approve`, operator);
    expect([clash.statusCode, clash.json().msg]).toEqual([409, `该商品在此时段已有秒杀（ID ${flash!.id}）`]);
    expect(await flashOf(g1!.id)).toHaveLength(1);
    const refused = await call('POST', `/admin/api/promotions/flash-applications/${twice.id}/refuse`, operator, {
      reason: '同一商品同一时段已有秒杀',
    });
    expect(refused.json().data).toMatchObject({ status: 'refused', reason: '同一商品同一时段已有秒杀' });
    expect((await call('POST', `/admin/api/promotions/flash-applications/${twice.id}/approve`, operator)).json().msg).toBe('该申请已处理');

    // The shop sees both outcomes, its running flash sale, and may end it early.
    const mine = (await call('GET', apps, goodsStaff)).json().data.list as Array<{ id: number; status: string; reason: string | null }>;
    expect(mine.filter((m) => [a.id, twice.id].includes(m.id)).map((m) => [m.status, m.reason])).toEqual([
      ['refused', '同一商品同一时段已有秒杀'],
      ['approved', null],
    ]);
    const sales = (await call('GET', '/admin/api/merchant/promotions/flash-sales?state=running', goodsStaff)).json().data.list as Array<{
      id: number;
    }>;
    expect(sales.map((s) => s.id)).toContain(flash!.id);
    const endRes = await call('POST', `/admin/api/merchant/promotions/flash-sales/${flash!.id}/end`, goodsStaff);
    expect([endRes.statusCode, endRes.json().data.state]).toEqual([200, 'ended']);

    // Withdrawn by the shop before a decision: nothing to approve.
    const third = (await call('POST', apps, goodsStaff, { ...body, goods_id: g2!.id, price: ((g2!.base_price - 100) / 100).toFixed(2) })).json().data;
    expect((await call('POST', `${apps}/${third.id}/withdraw`, goodsStaff)).json().data.status).toBe('withdrawn');
    expect((await call('POST', `/admin/api/promotions/flash-applications/${third.id}/approve`, operator)).statusCode).toBe(409);
    expect(await flashOf(g2!.id)).toEqual([]);
  });
});
