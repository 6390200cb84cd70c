import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MODULE_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';

describe.each(MODULE_KINDS)('console 秒杀 and 每日特价 /admin/api/promotions/flash-sales, /daily-specials on %s', (kind) => {
  let t: TestApp, operator: string;
  useApiSuite(kind, (s) => ({ t, operator } = s), { operator: true });

  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: operator, ...(body ? form(body) : {}) });
  const audits = async (action: string) =>
    (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from operator_audit where action = ${action}`))[0].n;
  const pick = async () =>
    (
      await t.database.rows<{ id: number; base_price: number; stock: number }>(
        sql`select id, base_price, stock_total as stock from goods g where status = 'on_sale' and stock_total > 100 and base_price > 1000
            and not exists (select 1 from flash_sales f where f.goods_id = g.id)
            and not exists (select 1 from daily_specials d where d.goods_id = g.id) order by id limit 1`,
      )
    )[0];
  const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

  it('creates a flash sale as the cart reads it, refuses what the cart could not honour, ends it', async () => {
    const g = await pick();
    const body = {
      goods_id: g.id,
      price: ((g.base_price - 100) / 100).toFixed(2),
      stock: 50,
      per_member_limit: 5,
      starts_at: china(Date.now() - 60_000),
      ends_at: china(Date.now() + 3_600_000),
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...body, price: (g.base_price / 100).toFixed(2) }, 422, `秒杀价必须低于商品原价¥${(g.base_price / 100).toFixed(2)}`],
      [{ ...body, stock: g.stock + 1 }, 422, `秒杀库存不能超过商品现有库存${g.stock}件`],
      [{ ...body, per_member_limit: 51 }, 422, '每人限购不能超过秒杀库存'],
      [{ ...body, ends_at: body.starts_at }, 422, '结束时间必须晚于开始时间'],
      [{ ...body, goods_id: 99999999 }, 422, '商品不存在'],
    ];
    for (const [b, status, msg] of cases) {
      const res = await call('POST', '/admin/api/promotions/flash-sales', b);
      expect([res.statusCode, res.json().msg], msg).toEqual([status, msg]);
    }
    const res = await call('POST', '/admin/api/promotions/flash-sales', body);
    expect(res.statusCode, res.body).toBe(200);
    const flash = res.json().data;
    expect(flash).toMatchObject({ goods_id: g.id, price: g.base_price - 100, state: 'running', sold: 0 });
    const clash = await call('POST', '/admin/api/promotions/flash-sales', { ...body, starts_at: china(Date.now() + 600_000) });
    expect([clash.statusCode, clash.json().msg]).toEqual([409, `该商品在此时段已有秒杀（ID ${flash.id}）`]);
    // What the cart prices flash lines with (price, stock, limit, window) is the row just written.
    const [row] = await t.database.rows<{ price: number; stock: number; per_member_limit: number }>(
      sql`select price, stock, per_member_limit from flash_sales where id = ${flash.id}`,
    );
    expect(row).toEqual({ price: g.base_price - 100, stock: 50, per_member_limit: 5 });
    const ended = await call('POST', `/admin/api/promotions/flash-sales/${flash.id}/end`);
    expect(ended.json()).toMatchObject({ msg: '已结束', data: { state: 'ended' } });
    expect((await call('PUT', `/admin/api/promotions/flash-sales/${flash.id}`, body)).json().msg).toBe('秒杀已结束，不能修改');
    expect(await audits('flash.create')).toBe(1);
    expect(await audits('flash.end')).toBe(1);
    const list = (await call('GET', '/admin/api/promotions/flash-sales?state=ended')).json().data.list as Array<{ id: number }>;
    expect(list.map((f) => f.id)).toContain(flash.id);
  });

  it('sets a daily special for a day ahead, once per goods and day, and removes it; a past day is refused', async () => {
    const g = await pick();
    const day = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = { goods_id: g.id, day, price: ((g.base_price - 50) / 100).toFixed(2) };
    const res = await call('POST', '/admin/api/promotions/daily-specials', body);
    expect(res.statusCode, res.body).toBe(200);
    const mine = (res.json().data as Array<{ id: number; goods_id: number; day: string; price: number }>).find((s) => s.goods_id === g.id)!;
    expect(mine).toMatchObject({ day, price: g.base_price - 50 });
    const again = await call('POST', '/admin/api/promotions/daily-specials', body);
    expect([again.statusCode, again.json().msg]).toEqual([422, '该商品当天已有特价']);
    const past = await call('POST', '/admin/api/promotions/daily-specials', { ...body, day: '2020-01-01' });
    expect([past.statusCode, past.json().msg]).toEqual([422, '不能为过去的日期设置特价']);
    const bad = await call('POST', '/admin/api/promotions/daily-specials', { ...body, day: '2026-02-30' });
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '日期不存在']);
    expect((await call('DELETE', `/admin/api/promotions/daily-specials/${mine.id}`)).json().msg).toBe('已删除');
    expect((await call('DELETE', `/admin/api/promotions/daily-specials/${mine.id}`)).statusCode).toBe(404);
    expect(await audits('special.create')).toBe(1);
  });
});
