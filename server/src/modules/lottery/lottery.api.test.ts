import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress } from '../checkout/checkout-test-kit.js';
import { maskCompany, pickByWeight } from './lottery.service.js';

describe('lottery odds', () => {
  it('picks by weight over the whole range and never a zero-weight prize', () => {
    const prizes = [
      { id: 1, weight: 3 },
      { id: 2, weight: 0 },
      { id: 3, weight: 1 },
    ];
    expect([0, 1, 2, 3].map((r) => pickByWeight(prizes, () => r)?.id)).toEqual([1, 1, 1, 3]);
    expect(pickByWeight([{ id: 1, weight: 0 }])).toBeNull();
    expect(maskCompany('仁和大药房')).toBe('仁**');
  });
});

describe.each(MODULE_KINDS)('lottery /api/draw on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let other: string;
  let operator: string;
  let activityId: number;
  let prizes: Array<{ id: number; name: string; kind: string }>;
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true });
  beforeAll(async () => {
    await addAddress(t, cookie);
  });
  const get = (url: string, c?: string) => t.call({ method: 'GET', url, cookie: c });
  const draw = (c = cookie, id = activityId) => t.call({ method: 'POST', url: `/api/draw?id=${id}`, cookie: c });
  /** Only `name` can be won from now on (the operator sets the odds). */
  const only = async (name: string) => {
    for (const p of prizes) {
      const res = await t.call({
        method: 'POST',
        url: `/admin/api/draw/prizes/${p.id}`,
        cookie: operator,
        ...form({ weight: p.name === name ? 1 : 0, stock: 100 }),
      });
      expect(res.statusCode).toBe(200);
    }
  };
  const allowance = (n: number) => t.database.rows(sql`update draw_activities set draws_per_member = ${n} where id = ${activityId}`);

  it('shows the open activity, its prizes and ads to anyone; member calls need a session', async () => {
    const simple401 = await get('/api/draw/simple');
    expect([simple401.statusCode, simple401.json().code]).toEqual([401, 10001]);
    expect((await t.call({ method: 'POST', url: '/api/draw' })).statusCode).toBe(401);
    expect((await get('/api/draw/record')).statusCode).toBe(401);
    const simple = (await get('/api/draw/simple', cookie)).json().data;
    expect(simple).toMatchObject({ name: '年终采购节幸运抽奖', is_join: 0, remaining: 1 });
    activityId = simple.id;
    const a = (await get(`/api/draw/${activityId}/activity`)).json().data;
    prizes = a.prizes;
    expect(prizes.map((p) => [p.name, p.kind])).toEqual([
      ['30元平台优惠券', 'coupon'],
      ['200积分', 'points'],
      ['医用外科口罩 50只/盒', 'goods'],
      ['谢谢参与', 'none'],
    ]);
    expect(prizes[0]).not.toHaveProperty('weight');
    expect((await get('/api/draw/ads')).json().data.map((x: { url: string }) => x.url)).toEqual(['/jfsc', '/lqzx']);
    expect((await get('/api/draw/999/activity')).json()).toMatchObject({ code: 404, msg: '活动暂未开始' });
    expect((await get('/api/draw/abc/activity')).json().errors.id).toEqual(['抽奖活动编号必须是数字']);
    expect((await get('/api/draw/simple?id=x', cookie)).json().errors.id).toEqual(['抽奖活动必须是数字']);
  });

  it('a coupon prize lands in /yhq, the draw is counted and the pop-up no longer shows', async () => {
    await only('30元平台优惠券');
    const before = (await get('/api/user/coupon?status=0', cookie)).json().data.total;
    const res = await draw();
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { prize: { name: '30元平台优惠券', remarks: '满1000元可用，30天内有效', kind: 'coupon' }, remaining: 0 },
    });
    expect((await get('/api/user/coupon?status=0', cookie)).json().data.total).toBe(before + 1);
    expect((await get('/api/draw/simple', cookie)).json().data).toMatchObject({ is_join: 1, remaining: 0 });
    const again = await draw();
    expect([again.statusCode, again.json().msg]).toEqual([409, '您的抽奖次数已用完']);
    const records = (await get('/api/draw/record', cookie)).json().data;
    expect(records).toMatchObject({ total: 1, list: [{ name: '30元平台优惠券', activity_name: '年终采购节幸运抽奖' }] });
    expect((await get('/api/draw/record', other)).json().data.total).toBe(0);
    expect((await get(`/api/draw/new_record?id=${activityId}`)).json().data[0]).toMatchObject({ company: '仁**', name: '30元平台优惠券' });
  });

  it('points prizes go to the points log, gift prizes become points orders to the default address', async () => {
    await allowance(3);
    await only('200积分');
    const before = (await get('/api/user/points', cookie)).json().data.points;
    expect((await draw()).json().data.prize.kind).toBe('points');
    expect((await get('/api/user/points', cookie)).json().data.points).toBe(before + 200);
    expect((await get('/api/user/points_log', cookie)).json().data.list[0]).toMatchObject({ amount: 200, kind: 'lottery', memo: '抽奖获得200积分' });
    await only('医用外科口罩 50只/盒');
    expect((await draw()).json().data).toMatchObject({ prize: { kind: 'goods' }, remaining: 0 });
    const orders = (await get('/api/points/orders', cookie)).json().data.list;
    expect(orders[0]).toMatchObject({
      goods_name: '医用外科口罩 50只/盒',
      source: 'lottery',
      points: 0,
      status: 0,
      address: { consignee: '张药师' },
    });
  });

  it('falls back to 谢谢参与 when a prize is out of stock; the operator endpoint is for operators and checks input', async () => {
    const [coupon] = prizes;
    await only('谢谢参与');
    // The coupon is almost certain by weight but has no stock left: the draw falls through to 谢谢参与.
    expect(
      (await t.call({ method: 'POST', url: `/admin/api/draw/prizes/${coupon.id}`, cookie: operator, ...form({ weight: 100000, stock: 0 }) }))
        .statusCode,
    ).toBe(200);
    expect((await draw(other)).json().data.prize.name).toBe('谢谢参与');
    expect((await t.call({ method: 'POST', url: `/admin/api/draw/prizes/${coupon.id}`, cookie, ...form({ weight: 1, stock: 1 }) })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'POST', url: `/admin/api/draw/prizes/${coupon.id}`, cookie: operator, ...form({ weight: -1, stock: 1 }) })).json()
        .errors.weight,
    ).toEqual(['中奖权重不能小于0']);
    expect(
      (await t.call({ method: 'POST', url: '/admin/api/draw/prizes/999999', cookie: operator, ...form({ weight: 1, stock: 1 }) })).statusCode,
    ).toBe(404);
    const list = (await get(`/admin/api/draw/${activityId}/prizes`, operator)).json().data;
    expect(list.find((p: { id: number }) => p.id === coupon.id)).toMatchObject({ weight: 100000, stock: 0 });
    expect((await get(`/admin/api/draw/999999/prizes`, operator)).statusCode).toBe(404);
    // The change is audited with the prize as it was and became; the console's list counts prizes and draws.
    const [audit] = await t.database.rows<{ detail: { before: { stock: number }; after: { stock: number; weight: number } } }>(
      sql`select detail from operator_audit where action = 'draw_prize.update' and target_id = ${coupon.id} order by id desc limit 1`,
    );
    expect([audit.detail.before.stock, audit.detail.after]).toEqual([100, expect.objectContaining({ weight: 100000, stock: 0 })]);
    const draws = (await get('/admin/api/draws', operator)).json().data as Array<{ id: number; prizes: number; draws: number; state: string }>;
    const mine = draws.find((d) => d.id === activityId)!;
    expect(mine).toMatchObject({ prizes: prizes.length, state: 'running' });
    const [made] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from draw_records where activity_id = ${activityId}`);
    expect(mine.draws).toBe(made.n);
  });

  // Parallel transactions need separate connections: PGlite has one, so this runs on PostgreSQL only.
  if (kind === 'postgres')
    it('ten parallel draws by one member never exceed the allowance; prize stock never below zero', async () => {
      const fresh = await t.login('demo2');
      await t.database.rows(sql`delete from draw_entries where member_id = (select id from members where username = 'demo2')`);
      await allowance(4);
      const [coupon, pts, gift, none] = prizes;
      for (const [p, stock] of [
        [coupon, 2],
        [pts, 1],
        [gift, 0],
        [none, 0],
      ] as const) {
        await t.call({ method: 'POST', url: `/admin/api/draw/prizes/${p.id}`, cookie: operator, ...form({ weight: p === none ? 0 : 10, stock }) });
      }
      const results = await Promise.all(Array.from({ length: 10 }, () => draw(fresh)));
      const won = results.filter((r) => r.statusCode === 200);
      // 3 prizes in stock and no 谢谢参与 weight: exactly three draws win, the fourth finds nothing, the rest are over the allowance.
      expect(won).toHaveLength(3);
      expect(
        results.filter((r) => r.json().msg === '奖品已抽完，活动已结束').length + results.filter((r) => r.json().msg === '您的抽奖次数已用完').length,
      ).toBe(7);
      const stocks = await t.database.rows<{ stock: number }>(sql`select stock from draw_prizes where activity_id = ${activityId}`);
      expect(stocks.every((s) => Number(s.stock) === 0)).toBe(true);
      const [{ used }] = await t.database.rows<{ used: number }>(
        sql`select used from draw_entries where member_id = (select id from members where username = 'demo2') and activity_id = ${activityId}`,
      );
      expect(Number(used)).toBeLessThanOrEqual(4);
      // Ten more parallel draws with 谢谢参与 open: the allowance of 4 holds exactly.
      await t.database.rows(sql`delete from draw_entries where member_id = (select id from members where username = 'demo2')`);
      await t.call({ method: 'POST', url: `/admin/api/draw/prizes/${none.id}`, cookie: operator, ...form({ weight: 10, stock: 0 }) });
      const second = await Promise.all(Array.from({ length: 10 }, () => draw(fresh)));
      expect(second.filter((r) => r.statusCode === 200)).toHaveLength(4);
    });
});
