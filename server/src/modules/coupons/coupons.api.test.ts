import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import { plainGoods } from '../checkout/checkout-test-kit.js';

const demo = readSeed().content.members.find((m) => m.username === 'demo')!;
// A shop-2 goods worth ¥60–¥150 a unit, plain rules, plenty of stock.
const g2 = plainGoods(2, { min: 6000, max: 15000, stock: 40 })[0];

interface Coupon {
  id: number;
  member_coupon_id: number | null;
  sjly_id: number;
  amount: number;
  threshold: number;
  can_claim: boolean;
  claimed: number;
  status: number | null;
}

describe.each(MODULE_KINDS)('coupons API on %s', (kind) => {
  let t: TestApp, cookie: string, other: string;
  useApiSuite(kind, (s) => ({ t, cookie, other } = s), { other: true });
  const claim = (id: number | string, c = cookie) => t.call({ method: 'POST', url: `/api/v1/cart/lq-coupon?id=${id}`, cookie: c });
  const centre = async (q = '', c?: string) => (await t.call({ method: 'GET', url: `/api/user/availableCoupon${q}`, cookie: c })).json();
  const templateOf = async (sjly: number, threshold: number) =>
    (
      await t.database.rows<{ id: number; amount: number }>(
        sql`select id, amount from coupons where sjly_id = ${sjly} and threshold = ${threshold} order by id limit 1`,
      )
    )[0];
  const heldCount = async (memberId: number) =>
    Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from member_coupons where member_id = ${memberId}`))[0].n);

  it('lists the coupon centre to members (guests get 10001), filtered by platform or merchant, paged, with 422 for a bad type', async () => {
    const guest = await centre();
    expect(guest.code).toBe(10001);
    const all = await centre('', cookie);
    expect(all.code).toBe(10000);
    expect(all.data.total).toBeGreaterThanOrEqual(3 + 12);
    expect((all.data.list as Coupon[]).every((c) => c.claimed === 0)).toBe(true);
    const platform = await centre('?type=1', cookie);
    expect((platform.data.list as Coupon[]).every((c) => c.sjly_id === 0)).toBe(true);
    const merchant = await centre('?type=2&page=1&page_size=5', cookie);
    expect(merchant.data.list).toHaveLength(5);
    expect((merchant.data.list as Coupon[]).every((c) => c.sjly_id > 0 && c.can_claim)).toBe(true);
    const bad = await centre('?type=3', cookie);
    expect(bad.code).toBe(422);
    expect(bad.msg).toContain('类型');
    const shop = (await t.call({ method: 'GET', url: '/api/sjly-coupon?id=2' })).json();
    expect((shop.data as Coupon[]).map((c) => c.sjly_id)).toEqual([2, 2]);
  });

  it('claims once within the member limit; guests, unknown, ended and sold-out coupons are refused and change nothing', async () => {
    const shopCoupon = await templateOf(2, 50000);
    expect((await claim(shopCoupon.id, '')).statusCode).toBe(401);
    const first = await claim(shopCoupon.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ msg: '领取成功', data: { coupon: { id: shopCoupon.id, sjly_id: 2, status: 0 } } });
    const again = await claim(shopCoupon.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('您已领取过该优惠券');
    expect(await heldCount(demo.id)).toBe(1);
    expect((await claim(99999999)).json().msg).toBe('优惠券不存在');
    for (const bad of ['abc', '-1', '1.5']) expect((await claim(bad)).statusCode, bad).toBe(422);
    const [ended] = await t.database.rows<{ id: number }>(sql`
      insert into coupons (sjly_id, name, threshold, amount, total_count, claim_starts_at, claim_ends_at, valid_days)
      values (0, '过期活动券', 0, 100, 10, now() - interval '2 day', now() - interval '1 day', 7) returning id`);
    expect((await claim(ended.id)).json().msg).toBe('优惠券领取已结束');
    const [single] = await t.database.rows<{ id: number }>(sql`
      insert into coupons (sjly_id, name, threshold, amount, total_count, claim_starts_at, claim_ends_at, valid_days)
      values (0, '限量券', 0, 100, 1, now() - interval '1 day', now() + interval '1 day', 7) returning id`);
    expect((await claim(single.id, other)).statusCode).toBe(200);
    expect((await claim(single.id)).json().msg).toBe('优惠券已领完');
    expect(await heldCount(demo.id)).toBe(1);
  });

  it('issues exactly the member limit under ten concurrent claims', async () => {
    const platform = await templateOf(0, 0);
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(platform.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const [row] = await t.database.rows<{ claimed_count: number }>(sql`select claimed_count from coupons where id = ${platform.id}`);
    expect(Number(row.claimed_count)).toBe(1);
  });

  it('applies the best held coupons in the cart, follows the buyer’s choice, ignores foreign or expired ones', async () => {
    // Cart: ¥ ≥ 500 of shop 2 so the shop coupon (满500减15) and the platform 无门槛 ¥5 both apply.
    const n = Math.ceil(50000 / g2.base_price);
    await t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: [{ goods_id: g2.id, number: n }] }) });
    const state = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data;
    expect(state.coupons.map((c: Coupon) => c.sjly_id).sort()).toEqual([0, 2]);
    expect(state.coupon_discount).toBe(1500 + 500);
    expect(state.payable).toBe(state.selected_total - 2000);
    const held = (await t.call({ method: 'GET', url: '/api/v1/cart/coupon', cookie })).json().data;
    const shopHeld = held.usable.find((c: Coupon) => c.sjly_id === 2);
    const chosen = (await t.call({ method: 'GET', url: `/api/cart/list?coupon_ids=${shopHeld.member_coupon_id}`, cookie })).json().data;
    expect(chosen.coupon_discount).toBe(1500);
    // demo2's coupon id named by demo: not applied
    const [theirs] = await t.database.rows<{ id: number }>(
      sql`select m.id from member_coupons m join members u on u.id = m.member_id where u.username = 'demo2'`,
    );
    const foreign = (await t.call({ method: 'GET', url: `/api/cart/list?coupon_ids=${theirs.id}`, cookie })).json().data;
    expect(foreign.coupon_discount).toBe(0);
    expect((await t.call({ method: 'GET', url: '/api/cart/list?coupon_ids=abc', cookie })).statusCode).toBe(422);
    await t.database.rows(sql`update member_coupons set valid_to = now() - interval '1 minute' where id = ${shopHeld.member_coupon_id}`);
    const expired = (await t.call({ method: 'GET', url: '/api/cart/list', cookie })).json().data;
    expect(expired.coupon_discount).toBe(500);
  });

  it('lists held coupons as usable or unusable with the reason, plus what is claimable, and counts them by category', async () => {
    const big = await templateOf(0, 300000);
    expect((await claim(big.id)).statusCode).toBe(200);
    const res = (await t.call({ method: 'GET', url: '/api/v1/cart/coupon?sjly_id=0', cookie })).json().data;
    const unusable = res.unusable.find((c: Coupon) => c.id === big.id);
    expect(unusable.reason).toMatch(/^未满足使用门槛，还差\d+\.\d{2}元$/);
    expect(res.claimable.every((c: Coupon) => c.sjly_id === 0 && c.can_claim)).toBe(true);
    const cats = (await t.call({ method: 'GET', url: '/api/v1/cart/coupon-category?sjly_id=0', cookie })).json().data;
    expect(cats).toEqual([
      { key: 'usable', name: '可用优惠券', count: res.usable.length },
      { key: 'unusable', name: '不可用优惠券', count: res.unusable.length },
      { key: 'claimable', name: '可领优惠券', count: res.claimable.length },
    ]);
    const hint = (await t.call({ method: 'POST', url: '/api/cart/next_hint', cookie })).json().data;
    expect(hint.coupon).toMatchObject({ id: expect.any(Number), amount: 12000 });
  });

  it('lists my coupons by state (unused, used by an order, expired) with their counts', async () => {
    const num = (await t.call({ method: 'GET', url: '/api/user/couponNum', cookie })).json().data;
    const unused = (await t.call({ method: 'GET', url: '/api/user/coupon?status=0', cookie })).json().data;
    const expired = (await t.call({ method: 'GET', url: '/api/user/coupon?status=2', cookie })).json().data;
    expect(unused.total).toBe(num.unused);
    expect(expired.total).toBe(num.expired);
    expect(num.expired).toBeGreaterThanOrEqual(1);
    expect((unused.list as Coupon[]).every((c) => c.status === 0 && c.member_coupon_id !== null)).toBe(true);
    expect((expired.list as Coupon[]).every((c) => c.status === 2)).toBe(true);
    expect((await t.call({ method: 'GET', url: '/api/user/coupon?status=5', cookie })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/user/couponNum' })).statusCode).toBe(401);
  });
});
