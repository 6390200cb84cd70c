import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console coupons /admin/api/promotions/coupons on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { operator: true, other: true });

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const memberId = async (username: string) =>
    (await t.database.rows<{ id: number }>(sql`select id from members where username = ${username}`))[0].id;
  const held = async (couponId: number) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from member_coupons where coupon_id = ${couponId}`))[0].n;
  const template = {
    name: '冬季满300减20',
    shop_id: 0,
    threshold: '300',
    amount: '20',
    total_count: 3,
    per_member_limit: 1,
    claim_starts_at: '2026-01-01 00:00',
    claim_ends_at: '2099-01-01 00:00',
    validity: 'days',
    valid_days: 30,
  };

  it('creates a platform coupon a member claims into /yhq, and an operator issues it to a named member', async () => {
    const before = await audits('coupon.create');
    const res = await call('POST', '/admin/api/promotions/coupons', template);
    expect(res.statusCode, res.body).toBe(200);
    const coupon = res.json().data;
    expect(coupon).toMatchObject({ shop_name: '平台券', threshold: 30000, amount: 2000, state: 'claiming', claimed_count: 0, valid_days: 30 });
    expect(await audits('coupon.create')).toBe(before + 1);

    const claimed = await t.call({ method: 'POST', url: `/api/v1/cart/lq-coupon?id=${coupon.id}`, cookie });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const issued = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, {
      target: 'members',
      member_ids: [await memberId('demo'), await memberId('demo2')].join(','),
    });
    // demo already holds its one; demo2 receives one.
    expect(issued.json()).toMatchObject({ msg: '已发放1张，跳过1位会员', data: { issued: 1, skipped: 1 } });
    const mine = (await t.call({ method: 'GET', url: '/api/user/coupon?status=0', cookie: other })).json().data.list as Array<{ name: string }>;
    expect(mine.map((c) => c.name)).toContain('冬季满300减20');
    expect((await call('GET', `/admin/api/promotions/coupons/${coupon.id}`)).json().data).toMatchObject({ claimed_count: 2 });

    // A coupon with one left is short of the group of every approved member: nothing is issued.
    const one = (await call('POST', '/admin/api/promotions/coupons', { ...template, name: '限量1张', total_count: 1 })).json().data;
    const [{ n: approved }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from members where review_status = 'approved' and disabled_at is null`,
    );
    expect(approved).toBeGreaterThan(1);
    const short = await call('POST', `/admin/api/promotions/coupons/${one.id}/issue`, { target: 'group' });
    expect([short.statusCode, short.json().msg]).toEqual([409, `库存不足：剩余1张，需发放${approved}张`]);
    expect(await held(one.id)).toBe(0);
    // Everyone named already holds as many as allowed: refused, nothing written.
    const again = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, {
      target: 'members',
      member_ids: String(await memberId('demo')),
    });
    expect(again.statusCode).toBe(422);
    expect(await audits('coupon.issue')).toBe(1);
  });

  it('issues to a group of approved members by company type, up to the per-member limit', async () => {
    const res = await call('POST', '/admin/api/promotions/coupons', { ...template, name: '诊所专享券', total_count: 10000, per_member_limit: 2 });
    const coupon = res.json().data;
    const [{ type }] = await t.database.rows<{ type: string }>(sql`select company_type as type from members where username = 'demo2'`);
    const [{ n: ofType }] = await t.database.rows<{ n: number }>(
      sql`select count(*)::int as n from members where review_status = 'approved' and disabled_at is null and company_type = ${type}`,
    );
    expect(ofType).toBeGreaterThan(0);
    const issued = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, { target: 'group', company_type: type });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toEqual({ issued: ofType, skipped: 0 });
    expect(await held(coupon.id)).toBe(ofType);
    // The limit is 2: the same group once more gets a second each, a third time nobody.
    expect((await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, { target: 'group', company_type: type })).json().data.issued).toBe(
      ofType,
    );
    expect((await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, { target: 'group', company_type: type })).statusCode).toBe(422);
    const bad = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, { target: 'group', company_type: '药厂' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '单位类型不正确']);
    const nobody = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/issue`, { target: 'members', member_ids: '999999' });
    expect([nobody.statusCode, nobody.json().msg]).toEqual([422, '会员不存在：999999']);
  });

  it('refuses coupons the cart could not honour, naming the field, and writes nothing', async () => {
    const count = async () => (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from coupons`))[0].n;
    const n = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...template, amount: '300' }, '优惠金额必须小于使用门槛'],
      [{ ...template, amount: '0' }, '优惠金额必须大于0'],
      [{ ...template, validity: 'fixed', valid_days: '' }, '请填写有效期开始'],
      [{ ...template, claim_ends_at: '2025-01-01 00:00' }, '领取结束时间必须晚于开始时间'],
      [{ ...template, validity: 'days', valid_days: '' }, '请填写领取后有效天数'],
      [{ ...template, threshold: '1.234' }, '使用门槛格式不正确，最多两位小数'],
    ];
    for (const [body, msg] of cases) {
      const res = await call('POST', '/admin/api/promotions/coupons', body);
      expect([res.statusCode, res.json().msg], msg).toEqual([422, msg]);
    }
    const noShop = await call('POST', '/admin/api/promotions/coupons', { ...template, shop_id: 999999 });
    expect([noShop.statusCode, noShop.json().msg]).toEqual([422, '店铺不存在']);
    expect(await count()).toBe(n);
  });

  it('keeps what a held coupon gives; renames, restocks and ends it; an ended coupon is no longer claimed', async () => {
    const coupon = (
      await call('POST', '/admin/api/promotions/coupons', { ...template, name: '店铺券', shop_id: 1, threshold: '0', amount: '5' })
    ).json().data;
    expect(coupon.shop_name).not.toBe('平台券');
    await t.call({ method: 'POST', url: `/api/v1/cart/lq-coupon?id=${coupon.id}`, cookie });
    const richer = await call('PUT', `/admin/api/promotions/coupons/${coupon.id}`, { ...template, shop_id: 1, threshold: '0', amount: '6' });
    expect([richer.statusCode, richer.json().msg]).toEqual([409, '已有会员持有该券，适用店铺、门槛、金额与有效期不能再修改']);
    const fewer = await call('PUT', `/admin/api/promotions/coupons/${coupon.id}`, {
      ...template,
      shop_id: 1,
      threshold: '0',
      amount: '5',
      total_count: 0,
    });
    expect(fewer.statusCode).toBe(422);
    const renamed = await call('PUT', `/admin/api/promotions/coupons/${coupon.id}`, {
      ...template,
      name: '店铺无门槛券',
      shop_id: 1,
      threshold: '0',
      amount: '5',
      total_count: 50,
    });
    expect(renamed.json().data).toMatchObject({ name: '店铺无门槛券', total_count: 50, claimed_count: 1 });
    const ended = await call('POST', `/admin/api/promotions/coupons/${coupon.id}/end`);
    expect(ended.json()).toMatchObject({ msg: '已结束领取', data: { state: 'ended' } });
    const late = await t.call({ method: 'POST', url: `/api/v1/cart/lq-coupon?id=${coupon.id}`, cookie: other });
    expect(late.json().msg).toBe('优惠券领取已结束');
    expect((await call('POST', `/admin/api/promotions/coupons/${coupon.id}/end`)).statusCode).toBe(409);
    const list = (await call('GET', '/admin/api/promotions/coupons?state=ended&shop_id=1')).json().data.list as Array<{ id: number }>;
    expect(list.map((c) => c.id)).toContain(coupon.id);
    expect((await call('GET', '/admin/api/promotions/coupons/999999')).statusCode).toBe(404);
  });

  it('prices a sample cart with a draft coupon after the shops’ running 满减, as the cart does, before saving', async () => {
    const [g] = await t.database.rows<{ id: number; base_price: number }>(
      sql`select id, base_price from goods g where shop_id = 2 and status = 'on_sale' and is_buy and middle_pack = 1 and min_order = 1
          and stock_total >= 200 and base_price between 1000 and 5000
          and not exists (select 1 from goods_ladder_prices l where l.goods_id = g.id) order by id limit 1`,
    );
    const [foreign] = await t.database.rows<{ id: number }>(
      sql`select id from goods where shop_id = 3 and status = 'on_sale' and is_buy and stock_total > 10 and middle_pack = 1 and min_order = 1 order by id limit 1`,
    );
    // Enough units to pass the seeded 全店满减's first tier of shop 2 (满300减10) but not its second (满1000减50).
    const n = Math.ceil(30000 / g.base_price);
    const amount = n * g.base_price;
    expect(amount).toBeLessThan(100000);
    const after = amount - 1000;
    const preview = async (threshold: number, extra: Array<{ goods_id: number; number: number }> = []) => {
      const res = await call('POST', '/admin/api/promotions/coupons/preview', {
        shop_id: 2,
        threshold: (threshold / 100).toFixed(2),
        amount: '5',
        lines: [{ goods_id: g.id, number: n }, ...extra],
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    // One fen short of the threshold after 满减: not usable, and the reason says by how much.
    const short = await preview(after + 1);
    expect(short).toMatchObject({ eligible_total: after, shortfall: 1, applicable: false, discount: 0, total_after: after });
    expect(short.reason).toContain('未满足使用门槛');
    expect(short.lines[0]).toMatchObject({ amount, manjian: 1000, eligible: true });
    // At the threshold it takes ¥5 off; a line of another shop is priced but does not count toward a shop coupon.
    const usable = await preview(after, [{ goods_id: foreign.id, number: 1 }]);
    expect(usable).toMatchObject({ eligible_total: after, applicable: true, discount: 500 });
    expect(usable.total_after).toBe(usable.total_before - 500);
    expect(usable.lines[1]).toMatchObject({ eligible: false, note: '非本店商品，不计入' });

    const bad = await call('POST', '/admin/api/promotions/coupons/preview', {
      shop_id: 2,
      threshold: '10',
      amount: '10',
      lines: [{ goods_id: g.id, number: 1 }],
    });
    expect([bad.statusCode, bad.json().errors?.amount]).toEqual([422, ['优惠金额必须小于使用门槛']]);
    const missing = await call('POST', '/admin/api/promotions/coupons/preview', {
      shop_id: 0,
      threshold: '0',
      amount: '1',
      lines: [{ goods_id: 99999999, number: 1 }],
    });
    expect([missing.statusCode, missing.json().msg]).toEqual([422, '样例商品不存在：99999999']);
  });
});
