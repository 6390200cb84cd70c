import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_BUY_ITEM_TYPE, GROUP_MEMBER_STATE, GROUP_STATE } from '@yaocai/contract';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { createBuyers, type Buyer } from '../../../test/buyers.js';
import { plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';

const HOUR = 3_600_000;
const chinaText = (d: Date) => new Date(d.getTime() + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');

/** Two plain goods of shop 1 that demo-like buyers may buy one by one, with stock to spare. */
const [GOODS, OTHER_GOODS, SHORT_GOODS, END_GOODS] = plainGoods(1, { min: 3000, max: 20000, stock: 60 });

describe.each(MODULE_KINDS)('group buy /ptzq on %s', (kind) => {
  let t: TestApp;
  let op: string;
  let buyers: Buyer[];
  useApiSuite(kind, (s) => ({ t, operator: op } = s), { operator: true });
  beforeAll(async () => {
    buyers = await createBuyers(t.database, 8, 'gb');
  });

  const rows = <T>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
  const counts = async () =>
    (
      await rows<{ campaigns: number; groups: number; members: number; orders: number }>(sql`
      select (select count(*)::int from group_buy_campaigns) as campaigns, (select count(*)::int from group_buy_groups) as groups,
             (select count(*)::int from group_buy_members) as members, (select count(*)::int from orders) as orders`)
    )[0];
  const stockOf = async (goodsId: number) =>
    (await rows<{ n: number }>(sql`select coalesce(sum(number), 0)::int as n from goods_stocks where goods_id = ${goodsId}`))[0].n;
  const messagesOf = async (b: Buyer) =>
    (await t.call({ method: 'GET', url: '/api/user/messages', cookie: b.cookie })).json().data.list as Array<{ title: string; body: string }>;

  const campaignBody = (goods: (typeof GOODS)['id'], extra: Record<string, unknown> = {}) => ({
    goods_id: goods,
    group_price: '25.00',
    required_members: 2,
    min_number: 1,
    max_number: 10,
    starts_at: chinaText(new Date(Date.now() - HOUR)),
    ends_at: chinaText(new Date(Date.now() + 48 * HOUR)),
    group_hours: 24,
    ...extra,
  });
  const createCampaign = async (body: Record<string, unknown>) => {
    const res = await t.call({ method: 'POST', url: '/admin/api/groupbuy', cookie: op, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; group_price: number; status: number };
  };
  const join = (b: Buyer, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/groupbuy/join', cookie: b.cookie, ...form({ address_id: b.addressId, number: 1, ...body }) });
  const mine = async (b: Buyer) =>
    (await t.call({ method: 'GET', url: '/api/groupbuy/mine', cookie: b.cookie })).json().data.list as Array<{
      id: number;
      campaign_id: number;
      group_id: number;
      state: number;
      state_text: string;
      group_state: number;
      reason: string;
      order_id: number | null;
      order_no: string | null;
      amount: number;
    }>;

  it('lists the seeded running campaigns: prices follow the viewer, demo2’s open groups wait for one more', async () => {
    const guest = (await t.call({ method: 'GET', url: '/api/groupbuy' })).json().data;
    expect(guest.list.length).toBeGreaterThanOrEqual(4);
    expect(guest.timestamp).toBeGreaterThan(1_700_000_000);
    for (const c of guest.list) {
      expect(c.group_price).toBeNull();
      expect(c.goods.price_tip).toBe('登录后可见');
      expect(c.ends_at).toBeGreaterThan(guest.timestamp);
    }
    const demo = await t.login('demo');
    const seen = (await t.call({ method: 'GET', url: '/api/groupbuy', cookie: demo })).json().data;
    for (const c of seen.list) {
      expect(c.group_price).toBeGreaterThan(0);
      expect(c.group_price).toBeLessThan(c.goods.base_price);
    }
    const waiting = seen.list.filter((c: { open_groups: unknown[] }) => c.open_groups.length > 0);
    expect(waiting.length).toBe(3);
    expect(waiting[0].open_groups[0]).toMatchObject({ members: 1, missing: waiting[0].required_members - 1 });
    expect(waiting[0].open_groups[0].leader).toMatch(/^益康\*\*/);
    const one = await t.call({ method: 'GET', url: `/api/groupbuy/${seen.list[0].id}`, cookie: demo });
    expect(one.json().data).toMatchObject({ id: seen.list[0].id, goods: { id: seen.list[0].goods.id } });
    const byGoods = (await t.call({ method: 'GET', url: `/api/groupbuy?goods_id=${seen.list[0].goods.id}` })).json().data;
    expect(byGoods.list.map((c: { id: number }) => c.id)).toContain(seen.list[0].id);
    expect((await t.call({ method: 'GET', url: '/api/groupbuy/999999' })).statusCode).toBe(404);
    const bad = await t.call({ method: 'GET', url: '/api/groupbuy?page_size=500' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page_size).toEqual(['每页数量不能大于50']);
  });

  it('operators create, change and list campaigns; bad terms are 422 naming the field and change nothing', async () => {
    expect((await t.call({ method: 'POST', url: '/admin/api/groupbuy', payload: campaignBody(GOODS.id) })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/admin/api/groupbuy', cookie: buyers[0].cookie, payload: campaignBody(GOODS.id) })).statusCode).toBe(
      403,
    );
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ group_price: (GOODS.base_price / 100).toFixed(2) }, 'group_price', `拼团价须低于商品原价¥${(GOODS.base_price / 100).toFixed(2)}`],
      [{ group_price: '12.345' }, 'group_price', '拼团价格式不正确，最多两位小数'],
      [{ required_members: 1 }, 'required_members', '成团人数不能小于2'],
      [{ max_number: 0 }, 'max_number', '每人限拼数量不能小于1'],
      [{ min_number: 5, max_number: 2 }, 'max_number', '每人限拼数量不能小于每人起拼数量'],
      [{ starts_at: '明天' }, 'starts_at', '开始时间格式不正确，应为YYYY-MM-DD HH:mm'],
      [{ ends_at: '2026-02-30 10:00' }, 'ends_at', '结束时间格式不正确，应为YYYY-MM-DD HH:mm'],
      [{ ends_at: chinaText(new Date(Date.now() - 2 * HOUR)) }, 'ends_at', '结束时间须晚于开始时间'],
      [{ goods_id: 99999999 }, 'goods_id', '商品不存在'],
      [{ group_hours: 0 }, 'group_hours', '成团时限（小时）不能小于1'],
    ];
    for (const [patch, field, msg] of cases) {
      const res = await t.call({ method: 'POST', url: '/admin/api/groupbuy', cookie: op, payload: campaignBody(GOODS.id, patch) });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(patch)).toEqual([msg]);
      expect(res.json().msg).toBe(msg);
    }
    expect(await counts()).toEqual(before);

    const created = await createCampaign(campaignBody(GOODS.id, { ends_at: '2030-01-01T12:00:00+08:00' }));
    expect(created).toMatchObject({ group_price: 2500, status: 1, ends_at: '2030-01-01T04:00:00.000Z', open_groups: 0 });
    const changed = await t.call({
      method: 'PUT',
      url: `/admin/api/groupbuy/${created.id}`,
      cookie: op,
      payload: campaignBody(GOODS.id, { max_number: 20 }),
    });
    expect(changed.json().data).toMatchObject({ max_number: 20, ends_at: expect.any(String) });
    const list = (await t.call({ method: 'GET', url: '/admin/api/groupbuy', cookie: op })).json().data;
    expect(list.list[0]).toMatchObject({ id: created.id, goods_id: GOODS.id, max_number: 20 });
    expect((await t.call({ method: 'PUT', url: '/admin/api/groupbuy/999999', cookie: op, payload: campaignBody(GOODS.id) })).statusCode).toBe(404);
    const audit = await rows<{ action: string }>(sql`select action from operator_audit where target_id = ${created.id} and action like 'groupbuy.%'`);
    expect(audit.map((a) => a.action).sort()).toEqual(['groupbuy.create', 'groupbuy.update']);
  });

  it('join refuses bad input with 422 naming the field, foreign ids by ownership, and changes nothing', async () => {
    const c = await createCampaign(campaignBody(OTHER_GOODS.id, { max_number: 5 }));
    const [a, b] = [buyers[6], buyers[7]];
    expect(
      (await t.call({ method: 'POST', url: '/api/groupbuy/join', ...form({ campaign_id: c.id, number: 1, address_id: a.addressId }) })).statusCode,
    ).toBe(401);
    const before = await counts();
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ campaign_id: c.id, number: 0 }, 422, 'number', '参团数量不能小于1'],
      [{ campaign_id: c.id, number: 'x' }, 422, 'number', '参团数量必须是数字'],
      [{ campaign_id: c.id, number: 6 }, 422, 'number', `每人限拼5${OTHER_GOODS.unit}`],
      [{ campaign_id: 'abc' }, 422, 'campaign_id', '拼团活动必须是数字'],
      [{ campaign_id: c.id, address_id: b.addressId }, 422, 'address_id', '请选择收货地址'],
      [{ campaign_id: c.id, address_id: 0 }, 422, 'address_id', '收货地址不能小于1'],
    ];
    for (const [patch, status, field, msg] of cases) {
      const res = await join(a, patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      expect(res.json().errors?.[field], JSON.stringify(patch)).toEqual([msg]);
    }
    expect((await join(a, { campaign_id: 999999 })).json()).toMatchObject({ code: 404, msg: '拼团活动不存在' });
    // A group of another campaign is not this campaign's.
    const seeded = (await t.call({ method: 'GET', url: '/api/groupbuy', cookie: a.cookie }))
      .json()
      .data.list.find((x: { open_groups: unknown[] }) => x.open_groups.length > 0);
    const foreign = await join(a, { campaign_id: c.id, group_id: seeded.open_groups[0].id });
    expect(foreign.json()).toMatchObject({ code: 404, msg: '拼团不存在' });
    expect(await counts()).toEqual(before);
    // Another member's group buys never show in mine.
    expect(await mine(a)).toEqual([]);
  });

  it('join vets the buyer like checkout: approval, business scope and 控销 with checkout’s words; the contract is 459', async () => {
    const c = await createCampaign(campaignBody(OTHER_GOODS.id, { group_price: ((OTHER_GOODS.base_price - 100) / 100).toFixed(2) }));
    const [x] = await createBuyers(t.database, 1, 'gbrule');
    const before = await counts();
    await rows(sql`delete from member_scopes where member_id = ${x.memberId} and scope_code = ${OTHER_GOODS.scope_code}`);
    const scope = await join(x, { campaign_id: c.id });
    expect(scope.statusCode).toBe(409);
    expect(scope.json().msg).toMatch(/超出贵单位经营范围，无法购买$/);
    await rows(sql`insert into member_scopes (member_id, scope_code) values (${x.memberId}, ${OTHER_GOODS.scope_code})`);

    await rows(sql`update goods set is_kx = true where id = ${OTHER_GOODS.id}`);
    await rows(sql`update members set kx_authorized = false where id = ${x.memberId}`);
    expect((await join(x, { campaign_id: c.id })).json().msg).toBe(`${OTHER_GOODS.name}：控销商品，授权后可见`);
    await rows(sql`update goods set is_kx = false where id = ${OTHER_GOODS.id}`);

    await rows(sql`update members set review_status = 'pending' where id = ${x.memberId}`);
    expect((await join(x, { campaign_id: c.id })).json().msg).toBe('资质审核通过后才能下单');
    await rows(sql`update members set review_status = 'approved' where id = ${x.memberId}`);

    await rows(sql`update members set contract_version = null where id = ${x.memberId}`);
    expect((await join(x, { campaign_id: c.id })).statusCode).toBe(459);
    expect(await counts()).toEqual(before);
  });

  it('two members form a group: nothing reserved or charged on joining, both orders at the group price once it forms', async () => {
    const c = await createCampaign(campaignBody(GOODS.id, { group_price: '30.00', max_number: 10 }));
    const [a, b, late] = buyers;
    await rechargeWallet(t, a.cookie, '1000');
    const wallet = async (x: Buyer) => (await t.call({ method: 'GET', url: '/api/user/user_money', cookie: x.cookie })).json().data;
    const money = (await wallet(a)).user_money;
    const stock = await stockOf(GOODS.id);

    const opened = await join(a, { campaign_id: c.id, number: 3 });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().msg).toBe('参团成功，等待成团');
    const mineA = opened.json().data.participation;
    expect(mineA).toMatchObject({ state: GROUP_MEMBER_STATE.waiting, state_text: '待成团', members: 1, required: 2, order_id: null, amount: 9000 });
    expect(await stockOf(GOODS.id)).toBe(stock);
    expect((await wallet(a)).user_money).toBe(money);

    // The zone shows the group waiting for one more; a second try by the same member is refused.
    const zone = (await t.call({ method: 'GET', url: `/api/groupbuy/${c.id}`, cookie: a.cookie })).json().data;
    expect(zone.open_groups).toEqual([expect.objectContaining({ id: mineA.group_id, members: 1, missing: 1 })]);
    expect(zone.my_group_id).toBe(mineA.group_id);
    expect((await join(a, { campaign_id: c.id, group_id: mineA.group_id })).json()).toMatchObject({ code: 409, msg: '您已在该团中，请勿重复参团' });
    expect((await join(a, { campaign_id: c.id })).json()).toMatchObject({ code: 409, msg: '您已参加该活动的一个拼团，请等待成团后再参加' });

    const formed = await join(b, { campaign_id: c.id, group_id: mineA.group_id, number: 2 });
    expect(formed.statusCode, formed.body).toBe(200);
    expect(formed.json()).toMatchObject({ msg: '拼团成功，订单已生成，请尽快支付', data: { formed: true } });
    expect(formed.json().data.participation).toMatchObject({ state: GROUP_MEMBER_STATE.ordered, group_state: GROUP_STATE.formed, order_status: 0 });
    // The form job, enqueued with the forming, finds everything done: no second order.
    await t.app.services.jobs.runDue();
    for (const [x, n] of [
      [a, 3],
      [b, 2],
    ] as const) {
      const [p] = await mine(x);
      expect(p).toMatchObject({ state: GROUP_MEMBER_STATE.ordered, group_state: GROUP_STATE.formed, amount: 3000 * n });
      const order = (await t.call({ method: 'GET', url: `/api/order/info/${p.order_id}`, cookie: x.cookie })).json().data;
      expect(order).toMatchObject({ status: 0, pay_amount: 3000 * n, goods_amount: 3000 * n, shipping_fee: 0, coupon_amount: 0 });
      expect(order.items).toEqual([expect.objectContaining({ goods_id: GOODS.id, type: GROUP_BUY_ITEM_TYPE, price: 3000, number: n })]);
      const orders = await rows<{ n: number }>(sql`select count(*)::int as n from orders where member_id = ${x.memberId}`);
      expect(orders[0].n).toBe(1);
      expect((await messagesOf(x))[0]).toMatchObject({ title: '拼团成功' });
      expect((await messagesOf(x))[0].body).toContain(p.order_no!);
    }
    // Stock is reserved only now, by the orders; another member's order is not theirs.
    expect(await stockOf(GOODS.id)).toBe(stock - 5);
    const [pb] = await mine(b);
    expect((await t.call({ method: 'GET', url: `/api/order/info/${pb.order_id}`, cookie: a.cookie })).statusCode).toBe(404);
    // The formed group takes nobody else.
    expect((await join(late, { campaign_id: c.id, group_id: mineA.group_id })).json()).toMatchObject({
      code: 409,
      msg: '该团已满员或已结束，请参加其他团或发起新团',
    });

    // The member pays in the normal pay flow; only now is money taken.
    const [pa] = await mine(a);
    const paid = await t.call({ method: 'POST', url: '/api/pay/order', cookie: a.cookie, ...form({ ids: [pa.order_id], method: 'wallet' }) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await wallet(a)).user_money).toBe(money - 9000);

    // Once members joined, the price and size are fixed; the window can still move.
    const locked = await t.call({
      method: 'PUT',
      url: `/admin/api/groupbuy/${c.id}`,
      cookie: op,
      payload: campaignBody(GOODS.id, { group_price: '29.00' }),
    });
    expect(locked.json()).toMatchObject({ code: 409, msg: '已有会员参团，不能修改商品、拼团价或成团人数' });
  });

  it('a group still short at its closing time fails by its job: members told, no orders, nothing charged; the job is idempotent', async () => {
    const c = await createCampaign(campaignBody(OTHER_GOODS.id, { required_members: 3, group_price: '20.00', group_hours: 2 }));
    const [, , a, b] = buyers;
    const before = await counts();
    const first = (await join(a, { campaign_id: c.id })).json().data.participation;
    expect((await join(b, { campaign_id: c.id, group_id: first.group_id })).json().data.formed).toBe(false);
    const [group] = await rows<{ closes_at: string }>(sql`select closes_at::text from group_buy_groups where id = ${first.group_id}`);
    expect(Date.parse(group.closes_at.replace(' ', 'T').replace(/\+00$/, 'Z'))).toBeGreaterThan(Date.now() + 1.9 * HOUR);

    // Not due yet: the queue does not run it, and a run by a process whose clock is behind retries later.
    await t.app.services.jobs.runDue();
    expect((await mine(a))[0].state).toBe(GROUP_MEMBER_STATE.waiting);
    await expect(t.app.services.groupBuy.runCloseJob({ group_id: first.group_id }, new Date())).rejects.toThrow(/not due/);

    const later = new Date(Date.now() + 3 * HOUR);
    expect(await t.app.services.jobs.runDue(20, later)).toBeGreaterThanOrEqual(1);
    for (const x of [a, b]) {
      const [p] = await mine(x);
      expect(p).toMatchObject({ state: GROUP_MEMBER_STATE.failed, state_text: '拼团失败', group_state: GROUP_STATE.failed, order_id: null });
      expect(p.reason).toBe('拼团时间已到，未满3人');
      const [msg] = await messagesOf(x);
      expect(msg.title).toBe('拼团失败');
      expect(msg.body).toContain('不会向您收取任何费用');
    }
    const after = await counts();
    expect(after.orders).toBe(before.orders);
    // Run again (another process, a retry): nobody is told twice.
    expect(await t.app.services.groupBuy.close(first.group_id, later)).toBe('settled');
    expect((await messagesOf(a)).filter((m) => m.title === '拼团失败')).toHaveLength(1);
    // A failed member may start again.
    expect((await join(a, { campaign_id: c.id })).statusCode).toBe(200);
  });

  it('when one member’s order fails the rules at forming, that member is refused with the reason and the others get theirs', async () => {
    const c = await createCampaign(campaignBody(SHORT_GOODS.id, { group_price: '20.00' }));
    const [x, y] = await createBuyers(t.database, 2, 'gbshort');
    await rows(sql`update goods_stocks set number = case when ck_id = (select min(ck_id) from goods_stocks where goods_id = ${SHORT_GOODS.id}) then 5 else 0 end
                   where goods_id = ${SHORT_GOODS.id}`);
    const first = (await join(x, { campaign_id: c.id, number: 3 })).json().data.participation;
    const res = await join(y, { campaign_id: c.id, group_id: first.group_id, number: 3 });
    expect(res.json().data).toMatchObject({ formed: true, participation: { state: GROUP_MEMBER_STATE.refused, order_id: null } });
    expect(res.json().data.participation.reason).toBe(`${SHORT_GOODS.name}：库存不足，仅剩2${SHORT_GOODS.unit}`);
    const [px] = await mine(x);
    expect(px).toMatchObject({ state: GROUP_MEMBER_STATE.ordered, amount: 6000 });
    expect(await stockOf(SHORT_GOODS.id)).toBe(2);
    expect((await messagesOf(y))[0]).toMatchObject({ title: '拼团下单失败' });
    expect((await messagesOf(y))[0].body).toContain('库存不足');
    const orders = await rows<{ n: number }>(sql`select count(*)::int as n from orders where member_id = ${y.memberId}`);
    expect(orders[0].n).toBe(0);
  });

  it('ending a campaign fails its open groups at once through their jobs and closes it to new joins', async () => {
    const c = await createCampaign(campaignBody(END_GOODS.id, { required_members: 2, group_price: '20.00' }));
    const [x, y] = await createBuyers(t.database, 2, 'gbend');
    const first = (await join(x, { campaign_id: c.id })).json().data.participation;
    expect((await t.call({ method: 'POST', url: `/admin/api/groupbuy/${c.id}/end`, cookie: buyers[0].cookie })).statusCode).toBe(403);
    const ended = await t.call({ method: 'POST', url: `/admin/api/groupbuy/${c.id}/end`, cookie: op });
    expect(ended.json()).toMatchObject({ msg: '活动已结束', data: { status: 2 } });
    expect((await join(y, { campaign_id: c.id, group_id: first.group_id })).json()).toMatchObject({ code: 409, msg: '拼团活动已结束' });
    await t.app.services.jobs.runDue();
    expect((await mine(x))[0]).toMatchObject({ state: GROUP_MEMBER_STATE.failed, reason: '拼团活动已结束' });
    expect((await messagesOf(x))[0].title).toBe('拼团失败');
    expect((await t.call({ method: 'POST', url: `/admin/api/groupbuy/${c.id}/end`, cookie: op })).json()).toMatchObject({ code: 409 });
    expect((await t.call({ method: 'POST', url: '/admin/api/groupbuy/999999/end', cookie: op })).statusCode).toBe(404);
    const zone = (await t.call({ method: 'GET', url: '/api/groupbuy' })).json().data.list;
    expect(zone.map((z: { id: number }) => z.id)).not.toContain(c.id);
  });

  it('concurrent joins never overfill a group: exactly the required members get in and get orders', async () => {
    const c = await createCampaign(campaignBody(GOODS.id, { required_members: 3, group_price: '30.00' }));
    const crowd = await createBuyers(t.database, 6, 'gbrace');
    const first = (await join(crowd[0], { campaign_id: c.id })).json().data.participation;
    const answers = await Promise.all(crowd.slice(1).map((x) => join(x, { campaign_id: c.id, group_id: first.group_id })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(r.json().msg).toBe('该团已满员或已结束，请参加其他团或发起新团');
    const [g] = await rows<{ member_count: number; state: number }>(
      sql`select member_count, state from group_buy_groups where id = ${first.group_id}`,
    );
    expect(g).toMatchObject({ member_count: 3, state: GROUP_STATE.formed });
    const placed = await rows<{ n: number }>(
      sql`select count(*)::int as n from group_buy_members where group_id = ${first.group_id} and state = ${GROUP_MEMBER_STATE.ordered} and order_id is not null`,
    );
    expect(placed[0].n).toBe(3);
  });
});
