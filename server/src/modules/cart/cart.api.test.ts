import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';
import { goods as goodsTable } from '../catalog/catalog.tables.js';

const { catalog, content } = readSeed();
const demo = content.members.find((m) => m.username === 'demo')!;
const stockOf = (g: (typeof catalog.goods)[number]) => g.stocks.reduce((a, s) => Math.max(a, s.number), 0);
// Not 每日特价 goods: they pay the day's special price, not their base or ladder price.
const buyable = catalog.goods.filter(
  (g) => g.status === 'on_sale' && g.is_buy && !g.is_kx && demo.scope_codes.includes(g.scope_code) && !g.tags.includes('te'),
);
const simple = buyable.find((g) => g.middle_pack === 1 && g.min_order === 1 && stockOf(g) > 100 && g.ladder_prices.length === 0)!;
const packed = buyable.find((g) => g.middle_pack >= 5 && g.min_order <= g.middle_pack && stockOf(g) > 100)!;
const laddered = buyable.find(
  (g) => g.ladder_prices.length > 0 && g.middle_pack === 1 && g.min_order === 1 && stockOf(g) > g.ladder_prices[0].number + 5,
)!;
const kx = catalog.goods.find((g) => g.status === 'on_sale' && g.is_kx && stockOf(g) > 10)!;

describe.each(MODULE_KINDS)('cart API on %s', (kind) => {
  let t: TestApp, cookie: string, other: string;
  useApiSuite(kind, (s) => ({ t, cookie, other } = s), { other: true });
  const add = (items: object[], c = cookie) => t.call({ method: 'POST', url: '/api/cart', cookie: c, ...form({ params: items }) });
  const list = async (c = cookie) => (await t.call({ method: 'GET', url: '/api/cart/list', cookie: c })).json().data;
  const lineOf = async (goodsId: number, c = cookie) =>
    (await list(c)).data
      .flatMap((g: { lines: Array<{ goods: { id: number } }> }) => g.lines)
      .find((l: { goods: { id: number } }) => l.goods.id === goodsId);

  it('requires login for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart/list'],
      ['GET', '/api/cart/total'],
      ['POST', '/api/cart'],
      ['POST', '/api/cart/batch_select'],
    ] as const) {
      const res = await t.call({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(10001);
    }
  });

  it('adds form-encoded params[0][goods_id] items, ignoring the client price, and prices the line on the server', async () => {
    const res = await add([{ goods_id: simple.id, number: 3, price: 1 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10000, msg: '加入购物车成功', data: { added: [{ goods_id: simple.id, number: 3 }], refused: [] } });
    const line = await lineOf(simple.id);
    expect(line).toMatchObject({ number: 3, price: simple.base_price, line_total: 3 * simple.base_price, is_selected: 1 });
    expect((await t.call({ method: 'GET', url: '/api/cart/total', cookie })).json().data.total).toBeGreaterThanOrEqual(1);
    const again = await add([{ goods_id: simple.id, number: 2 }]);
    expect(again.json().data.added[0].number).toBe(5);
  });

  it('applies ladder prices as the quantity grows and hints at the next tier', async () => {
    const tier = laddered.ladder_prices[0];
    await add([{ goods_id: laddered.id, number: 1 }]);
    const before = await lineOf(laddered.id);
    expect(before.price).toBe(laddered.base_price);
    expect(before.ladder_hint.units_short).toBe(tier.number - 1);
    await t.call({ method: 'POST', url: `/api/cart/${before.id}/edit`, cookie, ...form({ params: { number: tier.number } }) });
    const after = await lineOf(laddered.id);
    expect(after.price).toBe(tier.price);
    expect(after.ladder_hint.reached[0]).toEqual({ number: tier.number, price: tier.price });
  });

  it('refuses bad quantities with 422 naming the field: zero, negative, fractional, huge', async () => {
    for (const number of [0, -1, 1.5, 'abc', 10_000_000]) {
      const res = await add([{ goods_id: simple.id, number }]);
      expect(res.statusCode, String(number)).toBe(422);
      expect(res.json().msg).toContain('购买数量');
    }
  });

  it('refuses what breaks the middle pack, the stock or the buyer’s rights, with the reason', async () => {
    const pack = await add([{ goods_id: packed.id, number: packed.middle_pack + 1 }]);
    expect(pack.statusCode).toBe(409);
    expect(pack.json().msg).toContain(`中包装${packed.middle_pack}`);
    const stock = await add([{ goods_id: simple.id, number: stockOf(simple) + 1 }]);
    expect(stock.statusCode).toBe(409);
    expect(stock.json().msg).toContain('库存不足');
    const controlled = await add([{ goods_id: kx.id, number: 1 }]);
    expect(controlled.json().msg).toContain('控销');
    const unknown = await add([{ goods_id: 99999999, number: 1 }]);
    expect(unknown.json().msg).toBe('商品不存在或已删除');
    const pending = await t.login('pending1', 'demo123456');
    expect((await add([{ goods_id: simple.id, number: 1 }], pending)).json().msg).toBe('资质审核通过后可见');
  });

  it('edits quantities with the same rules and never touches another member’s line', async () => {
    const line = await lineOf(simple.id);
    const tooMany = await t.call({ method: 'POST', url: `/api/cart/${line.id}/edit`, cookie, ...form({ params: { number: stockOf(simple) + 1 } }) });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors['params.number'][0]).toContain('库存不足');
    const foreign = await t.call({ method: 'POST', url: `/api/cart/${line.id}/edit`, cookie: other, ...form({ params: { number: 1 } }) });
    expect(foreign.statusCode).toBe(404);
    expect((await lineOf(simple.id)).number).toBe(line.number);
  });

  it('selects and deselects lines; a deselected line leaves its shop’s selected total', async () => {
    type Group = { shop_id: number; selected_total: number };
    const shopTotal = (s: { data: Group[] }) => s.data.find((g) => g.shop_id === simple.shop_id)!.selected_total;
    const state = await list();
    const line = await lineOf(simple.id);
    const res = await t.call({ method: 'POST', url: '/api/cart/batch_select', cookie, ...form({ ids: [line.id], is_selected: 0 }) });
    expect(res.statusCode).toBe(200);
    const after = await list();
    expect(shopTotal(after)).toBe(shopTotal(state) - line.line_total);
    expect(
      (await t.call({ method: 'POST', url: '/api/cart/batch_select', cookie: other, ...form({ ids: [line.id], is_selected: 1 }) })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'POST', url: '/api/cart/batch_select', cookie, ...form({ ids: [line.id], is_selected: 2 }) })).statusCode).toBe(
      422,
    );
  });

  it('shows a price change since the line was added', async () => {
    const line = await lineOf(simple.id);
    await t.database.db
      .update(goodsTable)
      .set({ basePrice: simple.base_price + 100 })
      .where(eq(goodsTable.id, simple.id));
    const changed = await lineOf(simple.id);
    expect(changed).toMatchObject({ price: simple.base_price + 100, price_changed_from: line.price });
  });

  it('quick-adds one ordering unit', async () => {
    const res = await t.call({ method: 'POST', url: `/api/cart/quick_add/${packed.id}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.added[0].number).toBe(Math.max(packed.min_order, packed.middle_pack));
  });

  it('deletes only the member’s own lines and refuses bad ids with 422', async () => {
    const line = await lineOf(simple.id);
    expect((await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie: other, ...form({ ids: [line.id] }) })).statusCode).toBe(404);
    const res = await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [line.id] }) });
    expect(res.json()).toMatchObject({ msg: '删除成功', data: { deleted: 1 } });
    for (const ids of [[], ['abc'], [-1], [1.5]]) {
      const bad = await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids }) });
      expect(bad.statusCode).toBe(422);
    }
  });

  it('commits an add without waiting for the disk for that add only: the setting does not outlive it', async () => {
    const setting = async () =>
      (await t.database.rows<{ s: string }>(sql`select current_setting('synchronous_commit') as s`, t.database.generic))[0].s;
    const before = await setting();
    expect(before).not.toBe('off');
    expect((await add([{ goods_id: simple.id, number: 1 }])).statusCode).toBe(200);
    // The add ran on these connections (the most recently used one is handed out next): the setting did not outlive it.
    expect(await setting()).toBe(before);
  });

  it('keeps each member’s line count with the lines: the badge and the add’s total follow every write', async () => {
    const counted = async () => {
      const rows = await t.database.rows<{ member_id: number; kept: number; counted: number }>(
        sql`select coalesce(k.member_id, c.member_id) as member_id, coalesce(k.lines, 0) as kept, coalesce(c.n, 0)::int as counted
          from cart_line_counts k full join (select member_id, count(*) as n from cart_items group by member_id) c on c.member_id = k.member_id`,
      );
      for (const r of rows) expect(r.kept, `member ${r.member_id}`).toBe(r.counted);
      return (await t.call({ method: 'GET', url: '/api/cart/total', cookie })).json().data.total as number;
    };
    const start = await counted();
    const two = await add([
      { goods_id: packed.id, number: packed.middle_pack },
      { goods_id: laddered.id, number: 1 },
    ]);
    const lines = (await list()).data.flatMap((g: { lines: unknown[] }) => g.lines).length;
    expect(two.json().data.total).toBe(lines);
    expect(await counted()).toBe(lines);
    // The same lines again: quantities grow, the count does not.
    expect((await add([{ goods_id: laddered.id, number: 1 }])).json().data.total).toBe(lines);
    const line = await lineOf(laddered.id);
    await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [line.id] }) });
    expect(await counted()).toBe(lines - 1);
    expect(start).toBeLessThanOrEqual(lines);
    // A line never changes member: the count would go wrong.
    await expect(t.database.rows(sql`update cart_items set member_id = member_id + 1 where id = ${(await lineOf(packed.id)).id}`)).rejects.toThrow();
  });

  it('refuses an add from an unknown or expired session with 401 and adds nothing', async () => {
    const before = (await list()).data.flatMap((g: { lines: Array<{ number: number }> }) => g.lines);
    const unknown = await add([{ goods_id: simple.id, number: 1 }], 'yc_sid=not-a-session');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe(10001);
    // No cookie: 401 before the body is even looked at.
    expect((await add([{ goods_id: simple.id, number: -1 }], '')).statusCode).toBe(401);
    const fresh = await t.login('demo');
    expect((await add([{ goods_id: simple.id, number: 1 }], fresh)).statusCode).toBe(200);
    // The table keeps the token's SHA-256 (session plugin).
    const sid = crypto
      .createHash('sha256')
      .update(fresh.replace(/^yc_sid=/, ''))
      .digest('base64url');
    expect(await t.database.rows(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${sid} returning id`)).toHaveLength(1);
    const expired = await add([{ goods_id: simple.id, number: 1 }], fresh);
    expect(expired.statusCode).toBe(401);
    expect(await t.database.rows(sql`select id from sessions where id = ${sid}`)).toEqual([]);
    const after = (await list()).data.flatMap((g: { lines: Array<{ number: number }> }) => g.lines);
    expect(after.reduce((a: number, l: { number: number }) => a + l.number, 0)).toBe(
      before.reduce((a: number, l: { number: number }) => a + l.number, 0) + 1,
    );
  });

  it('keeps a buyer’s priced cart through other buyers’ writes, and prices it again after the buyer’s own', async () => {
    await add([{ goods_id: simple.id, number: 2 }]);
    const { id: lineId, number: n } = await lineOf(simple.id);
    expect((await lineOf(simple.id)).number).toBe(n);
    // A change no trigger sees (replication role): only a cart served from the priced-cart cache still shows n.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update cart_items set number = number + 1 where id = ${lineId}`);
    });
    expect((await lineOf(simple.id)).number).toBe(n);
    // Another member's cart changes: its own version moves, this cart stays cached.
    const [ins] = await t.database.rows<{ id: number }>(
      sql`insert into cart_items (member_id, goods_id, ck_id, number, added_price)
        select (select id from members where username = 'demo2'), goods_id, ck_id, 1, added_price from cart_items where id = ${lineId} returning id`,
    );
    expect((await lineOf(simple.id)).number).toBe(n);
    await t.database.rows(sql`delete from cart_items where id = ${ins.id}`);
    expect((await lineOf(simple.id)).number).toBe(n);
    // The member's own write moves its version: priced again, every line as stored.
    await add([{ goods_id: simple.id, number: 1 }]);
    expect((await lineOf(simple.id)).number).toBe(n + 2);
  });

  it('sends the list view as kept bytes in production while the cart is unchanged, and new bytes after a change', async () => {
    await add([{ goods_id: simple.id, number: 1 }]);
    const get = () => t.call({ method: 'GET', url: '/api/cart/list', cookie });
    const schemaChecked = (await get()).json();
    t.app.keepsAnswers = true;
    try {
      const [a, b] = [await get(), await get()];
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(a.json()).toEqual(schemaChecked);
      expect(b.body).toBe(a.body);
      const n = (await lineOf(simple.id)).number;
      await add([{ goods_id: simple.id, number: 1 }]);
      const c = await get();
      expect(c.body).not.toBe(a.body);
      const lines = c.json().data.data.flatMap((g: { lines: Array<{ goods: { id: number }; number: number }> }) => g.lines);
      expect(lines.find((l: { goods: { id: number } }) => l.goods.id === simple.id).number).toBe(n + 1);
    } finally {
      t.app.keepsAnswers = false;
    }
  });
});
