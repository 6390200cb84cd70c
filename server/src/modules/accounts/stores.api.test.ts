import { beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { cookieOf, MODULE_KINDS, form, newIp, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { cartItems } from '../cart/cart.tables.js';
import { goods, goodsStocks } from '../catalog/catalog.tables.js';
import { members } from './accounts.tables.js';

describe.each(MODULE_KINDS)('multi-store /ddgl and POST /api/cart/copy on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, number>;
  let lines: number[];
  useApiSuite(kind, (s) => ({ t } = s));
  beforeAll(async () => {
    const rows = await t.database.db.select().from(members);
    ids = Object.fromEntries(rows.map((r) => [r.username, r.id]));
    const stocked = await t.database.db
      .select({ goodsId: goodsStocks.goodsId, ckId: goodsStocks.ckId, price: goods.basePrice })
      .from(goodsStocks)
      .innerJoin(goods, eq(goods.id, goodsStocks.goodsId))
      .where(gt(goodsStocks.number, 10))
      .limit(2);
    const inserted = await t.database.db
      .insert(cartItems)
      .values(stocked.map((s) => ({ memberId: ids.demo, goodsId: s.goodsId, ckId: s.ckId, number: 3, addedPrice: s.price })))
      .returning();
    lines = inserted.map((l) => l.id);
  });

  const link = (cookie: string, username: string, password: string) =>
    t.call({ method: 'POST', url: '/api/user/stores', cookie, remoteAddress: newIp(), ...form({ username, password }) });

  it('links a store only with its password, never itself, never twice', async () => {
    const cookie = await t.login('demo');
    const bad = await link(cookie, 'demo2', 'wrong-pass1');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.password).toEqual(['门店账号或密码错误']);
    expect((await link(cookie, 'demo', 'demo123456')).json().errors.username).toEqual(['不能关联当前登录的账号']);
    const res = await link(cookie, 'demo2', 'demo123456');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ master_id: ids.demo, current_id: ids.demo });
    expect(res.json().data.list.map((s: { username: string; is_master: number }) => [s.username, s.is_master])).toEqual([
      ['demo', 1],
      ['demo2', 0],
    ]);
    expect((await link(cookie, 'demo2', 'demo123456')).json().msg).toBe('该门店已关联');
  });

  it('copies own cart lines to linked stores only (after the contract), adding to lines they already have', async () => {
    const cookie = await t.login('demo');
    const copy = (body: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/cart/copy', cookie, ...form(body) });
    const res = await copy({ ids: lines, other_user_ids: [ids.demo2] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: '复制成功', data: { copied: 2, stores: 1 } });
    await copy({ ids: [lines[0]], other_user_ids: [ids.demo2] });
    const theirs = await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, ids.demo2));
    expect(theirs.map((l) => l.number).sort()).toEqual([3, 6]);

    const unlinked = await copy({ ids: lines, other_user_ids: [ids.pending1] });
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json().msg).toBe('门店不存在或未关联');
    expect((await copy({ ids: lines, other_user_ids: [ids.demo] })).json().errors.other_user_ids).toEqual(['不能复制到当前门店']);
    const foreignLine = theirs[0].id;
    expect((await copy({ ids: [foreignLine], other_user_ids: [ids.demo2] })).statusCode).toBe(404);
    expect((await copy({ ids: [], other_user_ids: [ids.demo2] })).statusCode).toBe(422);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.memberId, ids.pending1))).toHaveLength(0);
  });

  it('switches the session to a linked store (new session id) and back to the master', async () => {
    const cookie = await t.login('demo');
    const sw = await t.call({ method: 'POST', url: '/api/user/stores/switch', cookie, ...form({ id: ids.demo2 }) });
    expect(sw.statusCode).toBe(200);
    expect(sw.json()).toMatchObject({ msg: '已切换门店', data: { username: 'demo2' } });
    const store = cookieOf(sw);
    expect(store).not.toBe(cookie);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie })).json().data).toMatchObject({ show: 0, username: '' });
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: store })).json().data.username).toBe('demo2');
    const list = await t.call({ method: 'GET', url: '/api/user/stores', cookie: store });
    expect(list.json().data).toMatchObject({ master_id: ids.demo, current_id: ids.demo2 });
    const phone = await t.call({ method: 'GET', url: `/api/user/phone/${ids.demo}`, cookie: store });
    expect(phone.json().data.phone).toBe('17786019001');
    // From a store, linking and unlinking belong to the master.
    expect((await link(store, 'pending1', 'demo123456')).json().msg).toBe('请切换回主账号后再关联门店');

    const back = await t.call({ method: 'POST', url: '/api/user/stores/switch', cookie: store, ...form({ id: ids.demo }) });
    expect(back.json().data.username).toBe('demo');
    const master = cookieOf(back);
    const nope = await t.call({ method: 'POST', url: '/api/user/stores/switch', cookie: master, ...form({ id: ids.pending1 }) });
    expect(nope.statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/user/base', cookie: master })).json().data.username).toBe('demo');
  });

  it('unlinks a store; afterwards it cannot be switched to or copied to', async () => {
    const cookie = await t.login('demo');
    const res = await t.call({ method: 'DELETE', url: `/api/user/stores/${ids.demo2}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: `/api/user/stores/${ids.demo2}`, cookie })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/user/stores/switch', cookie, ...form({ id: ids.demo2 }) })).statusCode).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/cart/copy', cookie, ...form({ ids: lines, other_user_ids: [ids.demo2] }) })).statusCode).toBe(
      404,
    );
  });

  it('refuses store changes from a foreign origin (CSRF)', async () => {
    const cookie = await t.login('demo');
    const f = form({ id: ids.demo2 });
    const res = await t.call({
      method: 'POST',
      url: '/api/user/stores/switch',
      cookie,
      payload: f.payload,
      headers: { ...f.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});
