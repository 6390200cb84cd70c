import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { readSeed } from '../../seed/load-seed.js';

const { catalog, content } = readSeed();
const demo = content.members.find((m) => m.username === 'demo')!;
const stockOf = (g: (typeof catalog.goods)[number]) => g.stocks.reduce((a, s) => Math.max(a, s.number), 0);
const plain = (g: (typeof catalog.goods)[number]) =>
  g.status === 'on_sale' &&
  g.is_buy &&
  !g.is_kx &&
  demo.scope_codes.includes(g.scope_code) &&
  g.middle_pack === 1 &&
  g.min_order === 1 &&
  g.ladder_prices.length === 0 &&
  !g.tags.some((t) => t === 'huangou' || t === 'zeng');
// Shop 1 reduces on every goods: tiers 满300减10, 满1000减50, 满3000减180 (fen 30000/1000 …).
const shop1 = catalog.goods.find(
  (g) => plain(g) && g.shop_id === 1 && g.base_price >= 2000 && g.base_price <= 20000 && stockOf(g) * g.base_price > 40000,
)!;
// Shop 4 reduces only on goods tagged 满.
const shop4Untagged = catalog.goods.find(
  (g) => plain(g) && g.shop_id === 4 && g.base_price <= 20000 && !g.tags.includes('man') && stockOf(g) * g.base_price > 40000,
)!;
const gifted = catalog.goods.find(
  (g) =>
    g.status === 'on_sale' &&
    g.is_buy &&
    !g.is_kx &&
    demo.scope_codes.includes(g.scope_code) &&
    g.tags.includes('zeng') &&
    g.id % 2 === 1 &&
    g.ladder_prices.length === 0 &&
    stockOf(g) >= Math.max(g.middle_pack, g.min_order, 1) * 10,
)!;

type Line = {
  id: number;
  type: number;
  number: number;
  price: number;
  line_total: number;
  goods_manjian_amount: number;
  goods: { id: number };
  [k: string]: unknown;
};
type Shop = {
  shop_id: number;
  manjians: Array<{ amount: number; status: number }>;
  mjPrice: number;
  next_hint: string | null;
  selected_total: number;
  lines: Line[];
};

describe.each(MODULE_KINDS)('promotions in the cart on %s', (kind) => {
  let t: TestApp, cookie: string;
  useApiSuite(kind, (s) => ({ t, cookie } = s));
  const add = (items: object[]) => t.call({ method: 'POST', url: '/api/cart', cookie, ...form({ params: items }) });
  const state = async (query = '') =>
    (await t.call({ method: 'GET', url: `/api/cart/list${query}`, cookie })).json().data as {
      data: Shop[];
      selected_total: number;
      payable: number;
      coupon_discount: number;
    };
  const shopOf = async (id: number) => (await state()).data.find((s) => s.shop_id === id)!;
  const lineOf = async (goodsId: number, type = 0) =>
    (await state()).data.flatMap((s) => s.lines).find((l) => l.goods.id === goodsId && l.type === type)!;
  const edit = (id: number, number: number) => t.call({ method: 'POST', url: `/api/cart/${id}/edit`, cookie, ...form({ params: { number } }) });

  it('charges a goods’ 每日特价 on its day, as /mrtj shows it', async () => {
    const [special] = await t.database.rows<{ goods_id: number; price: number }>(
      sql`select d.goods_id, d.price from daily_specials d join goods g on g.id = d.goods_id
          where d.day = (now() at time zone 'Asia/Shanghai')::date and g.status = 'on_sale' and g.is_buy and not g.is_kx
            and g.middle_pack = 1 and g.min_order = 1 and g.stock_total > 10
            and g.scope_code in (select jsonb_array_elements_text(${JSON.stringify(demo.scope_codes)}::jsonb))
            and not exists (select 1 from goods_ladder_prices l where l.goods_id = g.id)
          order by d.goods_id limit 1`,
    );
    await add([{ goods_id: special.goods_id, number: 2 }]);
    const line = await lineOf(special.goods_id);
    expect(line).toMatchObject({ number: 2, price: special.price, price_source: 'special' });
    await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [line.id] }) });
  });

  it('turns a full-reduction tier reached as the quantity grows, puts the reduction on the line and hints at the next tier', async () => {
    await add([{ goods_id: shop1.id, number: 1 }]);
    const before = await shopOf(1);
    expect(before.manjians.map((m) => m.status)).toEqual([0, 0, 0]);
    expect(before.mjPrice).toBe(0);
    expect(before.next_hint).toContain(`再买¥${((30000 - shop1.base_price) / 100).toFixed(2)}可减¥10.00`);
    const line = await lineOf(shop1.id);
    const n = Math.ceil(30000 / shop1.base_price);
    expect((await edit(line.id, n)).statusCode).toBe(200);
    const after = await shopOf(1);
    expect(after.manjians[0]).toMatchObject({ amount: 30000, status: 1 });
    expect(after.mjPrice).toBe(1000);
    const reduced = after.lines.find((l) => l.id === line.id)!;
    expect(reduced.goods_manjian_amount).toBe(1000);
    expect(reduced.line_total).toBe(n * shop1.base_price - 1000);
    expect(after.selected_total).toBe(reduced.line_total);
    const hint = (await t.call({ method: 'POST', url: '/api/cart/next_hint?sjly_id=1', cookie })).json().data;
    expect(hint.manjian).toMatchObject({ amount: 100000, reduction: 5000, shortfall: 100000 - n * shop1.base_price });
    expect((await t.call({ method: 'POST', url: '/api/cart/next_hint?sjly_id=abc', cookie })).statusCode).toBe(422);
  });

  it('reduces only the listed goods when a shop’s promotion names them', async () => {
    await add([{ goods_id: shop4Untagged.id, number: Math.ceil(30000 / shop4Untagged.base_price) }]);
    const shop = await shopOf(4);
    expect(shop.mjPrice).toBe(0);
    expect(shop.lines[0].goods_manjian_amount).toBe(0);
  });

  it('prices an unchanged cart once, yet follows every write and a promotion starting while it is cached', async () => {
    const n = Math.ceil(30000 / shop4Untagged.base_price);
    await add([{ goods_id: shop4Untagged.id, number: n }]);
    expect((await shopOf(4)).mjPrice).toBe(0);
    expect((await shopOf(4)).mjPrice).toBe(0); // from the priced-cart cache
    // A new 满减 over every goods of shop 4, starting 1.5 s from now: written straight to the database.
    const [promo] = await t.database.rows<{ id: number; starts_ms: number }>(sql`
      insert into full_reductions (shop_id, name, goods_ids, starts_at, ends_at)
      values (4, '缓存测试满减', null, now() + interval '1500 milliseconds', now() + interval '1 day')
      returning id, (extract(epoch from starts_at) * 1000)::float8 as starts_ms`);
    await t.database.rows(sql`insert into full_reduction_tiers (full_reduction_id, threshold, reduction) values (${promo.id}, 30000, 1000)`);
    try {
      expect((await shopOf(4)).mjPrice).toBe(0); // written, but not started
      await new Promise((r) => setTimeout(r, Math.max(0, Number(promo.starts_ms) - Date.now() + 50)));
      expect((await shopOf(4)).mjPrice).toBe(1000); // started while the cart was cached
    } finally {
      await t.database.rows(sql`delete from full_reductions where id = ${promo.id}`);
    }
    expect((await shopOf(4)).mjPrice).toBe(0); // the delete is a write: priced again
    const line = await lineOf(shop4Untagged.id);
    await t.call({ method: 'POST', url: '/api/cart/batch_delete', cookie, ...form({ ids: [line.id] }) });
  });

  it('earns a gift at the gift quantity, with a hint before it', async () => {
    const pack = Math.max(gifted.middle_pack, gifted.min_order, 1);
    await add([{ goods_id: gifted.id, number: pack }]);
    const before = await lineOf(gifted.id);
    expect(before.gift_data).toBeNull();
    expect(before.gift_hint).toMatch(new RegExp(`^再买${pack * 9}${gifted.unit}赠`));
    await edit(before.id, pack * 10);
    const after = await lineOf(gifted.id);
    expect(after.gift_data).toMatchObject({ total: 0, type: 1, gift_number: 1 });
    expect(String((after.gift_data as { text: string }).text)).toContain(`满${pack * 10}${gifted.unit}赠`);
  });

  it('adds a combination package as one type-3 line at the package price, and refuses unknown packages', async () => {
    const [combo] = await t.database.rows<{ id: number; price: number; goods_id: number }>(sql`
      select c.id, c.price, (select goods_id from combination_items i where i.combination_id = c.id order by position limit 1) as goods_id
      from combinations c where c.shop_id = 2 order by c.id limit 1`);
    const res = await add([{ goods_id: combo.goods_id, number: 2, combination_id: combo.id }]);
    expect(res.statusCode).toBe(200);
    const line = await lineOf(combo.goods_id, 3);
    expect(line).toMatchObject({ type: 3, goods_type: 3, number: 2, price: combo.price, line_total: 2 * combo.price, is_selected: 1 });
    expect((line.combination as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(2);
    expect((await add([{ goods_id: combo.goods_id, number: 1, combination_id: 99999 }])).json().msg).toBe('组合套餐不存在');
    expect((await add([{ goods_id: shop1.id, number: 1, combination_id: combo.id }])).json().msg).toBe('组合套餐不存在');
    expect((await add([{ goods_id: combo.goods_id, number: 1, combination_id: -3 }])).statusCode).toBe(422);
  });

  it('adds a flash-sale line inside its window at the flash price, within the limit, and refuses outside it', async () => {
    const g = catalog.goods.find((x) => plain(x) && x.shop_id === 3 && x.base_price > 500)!;
    const [active] = await t.database.rows<{ id: number }>(sql`
      insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
      values (${g.id}, ${g.base_price - 200}, 20, 5, now() - interval '1 hour', now() + interval '1 hour') returning id`);
    const [upcoming] = await t.database.rows<{ id: number }>(sql`
      insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
      values (${g.id}, ${g.base_price - 200}, 20, 5, now() + interval '1 hour', now() + interval '2 hour') returning id`);
    const [ended] = await t.database.rows<{ id: number }>(sql`
      insert into flash_sales (goods_id, price, stock, per_member_limit, starts_at, ends_at)
      values (${g.id}, ${g.base_price - 200}, 20, 5, now() - interval '2 hour', now() - interval '1 hour') returning id`);
    expect((await add([{ goods_id: g.id, number: 2, miaosha_goods_id: active.id }])).statusCode).toBe(200);
    const line = await lineOf(g.id, 1);
    expect(line).toMatchObject({ type: 1, price: g.base_price - 200, price_source: 'flash', flash_sale: { state: 'active', limit_per_member: 5 } });
    expect((await add([{ goods_id: g.id, number: 4, miaosha_goods_id: active.id }])).json().msg).toContain('每人限购5件');
    expect((await edit(line.id, 6)).json().msg).toContain('每人限购5件');
    expect((await add([{ goods_id: g.id, number: 1, miaosha_goods_id: upcoming.id }])).json().msg).toContain('秒杀活动未开始');
    expect((await add([{ goods_id: g.id, number: 1, miaosha_goods_id: ended.id }])).json().msg).toContain('秒杀活动已结束');
    expect((await add([{ goods_id: shop1.id, number: 1, miaosha_goods_id: active.id }])).json().msg).toBe('秒杀活动不存在');
    // The window closes while the line sits in the cart: the base price returns and the change is shown.
    await t.database.rows(
      sql`update flash_sales set starts_at = now() - interval '3 hour', ends_at = now() - interval '1 minute' where id = ${active.id}`,
    );
    const late = await lineOf(g.id, 1);
    expect(late).toMatchObject({ price: g.base_price, price_source: 'base', price_changed_from: g.base_price - 200, flash_sale: { state: 'ended' } });
  });

  it('never lets one member’s cart read another’s lines, and a stock drop below the quantity is shown on the line', async () => {
    const line = await lineOf(shop1.id);
    await t.database.rows(sql`update goods_stocks set number = 3 where goods_id = ${shop1.id}`);
    const low = await lineOf(shop1.id);
    expect(low.stock_notice).toBe(`库存仅剩3${shop1.unit}`);
    const other = await t.login('demo2', 'demo123456');
    const theirs = (await t.call({ method: 'GET', url: '/api/v1/cart/list', cookie: other })).json().data;
    expect(theirs.data.flatMap((s: Shop) => s.lines).some((l: Line) => l.id === line.id)).toBe(false);
  });
});
