import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { DB_KINDS, form, type TestApp } from '../test/test-app.js';
import { pdfText } from '../test/pdf-text.js';
import { useApiSuite } from '../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from './modules/checkout/checkout-test-kit.js';

/** The example: 20:33 UTC on 4 December is 04:33 on 5 December in China. */
const EVENING_UTC = '2026-12-04T20:33:00Z';

/**
 * Every time a person reads is China time, with the server process in another zone: the GSP spreadsheet, the
 * 随货同行单 PDF, a member's message, a news date, and the China days a buyer filters the wallet by.
 */
describe.each(DB_KINDS)('China time in what people read, the server in Los Angeles, on %s', (kind) => {
  // Set before the app starts and put back after (api suites share worker processes).
  const zoneBefore = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/Los_Angeles';
  });
  afterAll(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  let t: TestApp, cookie: string, operator: string;
  useApiSuite(kind, (s) => ({ t, cookie, operator } = s), { operator: true });
  const [g] = plainGoods(2);
  const get = (url: string, who = operator) => t.call({ method: 'GET', url, cookie: who });

  it('sells and ships an order placed at 20:33 UTC on the next China day: 04:33 in the GSP spreadsheet, that day on its PDF', async () => {
    expect(new Date(EVENING_UTC).getHours()).toBe(12); // the process really is in Los Angeles
    const address = await addAddress(t, cookie);
    // Over ¥300 after the shop's 满300减10: shop 2 takes orders of ¥300 and more.
    const { id, order_no } = (await placeOrder(t, cookie, address, [[g.id, Math.ceil(31000 / g.base_price)]])).orders[0];
    await rechargeWallet(t, cookie, '2000');
    expect((await t.call({ method: 'POST', url: '/api/pay/order', cookie, ...form({ ids: [id], method: 'wallet' }) })).statusCode).toBe(200);
    const line = (await get(`/admin/api/orders/${id}`)).json().data.items[0];
    const shipped = await t.call({
      method: 'POST',
      url: `/admin/api/orders/${id}/ship`,
      cookie: operator,
      ...form({ carrier: '顺丰速运', tracking_no: 'SF2026120401', items: [{ order_item_id: line.id, number: line.number }] }),
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    // Placed, paid and shipped in the evening of 4 December, UTC.
    await t.database.db.execute(
      sql`update orders set created_at = ${EVENING_UTC}, paid_at = ${EVENING_UTC}, shipped_at = ${EVENING_UTC} where id = ${id}`,
    );
    await t.database.db.execute(sql`update shipments set created_at = ${EVENING_UTC} where order_id = ${id}`);

    // The wire carries the instant (UTC ISO); the pages format it.
    expect((await get(`/api/order/info/${id}`, cookie)).json().data.created_at).toBe(EVENING_UTC);

    // GSP 销售记录: found under China's 5 December, not its 4th, sold at 04:33.
    const ids = async (day: string) =>
      (await get(`/admin/api/gsp/sales?from=${day}&to=${day}&page_size=100`)).json().data.list.map((r: { order_no: string }) => r.order_no);
    expect(await ids('2026-12-05')).toContain(order_no);
    expect(await ids('2026-12-04')).not.toContain(order_no);
    const sheet = await get('/admin/api/gsp/sales/export?from=2026-12-05&to=2026-12-05');
    expect(sheet.statusCode).toBe(200);
    const [header, ...rows] = await readSheet(sheet.rawPayload);
    const row = rows.find((r) => r[header!.indexOf('订单号')] === order_no)!;
    expect(row[header!.indexOf('销售日期')]).toBe('2026-12-05 04:33');

    // 随货同行单: 出库日期 is the China day.
    const { shipments } = (await get(`/admin/api/orders/${id}`)).json().data;
    const pdf = await t.call({ method: 'GET', url: `/admin/api/shipments/${shipments[0].id}/delivery_note`, cookie: operator });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(new Uint8Array(pdf.rawPayload))).replace(/\s+/g, '');
    expect(text).toContain('出库日期：2026-12-05');
    expect(text).not.toContain('2026-12-04');
  });

  it("dates a feedback reply's message by the China day the feedback was sent", async () => {
    const sent = await t.call({ method: 'POST', url: '/api/user/feedback', cookie, ...form({ type: 1, content: '订单页面的时间显示不对' }) });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id;
    await t.database.db.execute(sql`update member_feedback set created_at = ${EVENING_UTC} where id = ${id}`);
    const replied = await t.call({
      method: 'POST',
      url: `/admin/api/feedback/${id}/reply`,
      cookie: operator,
      ...form({ reply: '已修复，谢谢反馈' }),
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const { list } = (await get('/api/user/messages?page=1&page_size=20', cookie)).json().data;
    const message = list.find((m: { body: string }) => m.body.includes('已修复，谢谢反馈'));
    expect(message.body).toContain('您于2026-12-05提交的');
  });

  it('dates news by the China day it was published', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/admin/api/posts',
      cookie: operator,
      ...form({ type: 1, title: '凌晨发布的公告', body: '<p>北京时间 04:33 发布</p>', published_at: '2026-12-05 04:33' }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const [{ at }] = await t.database.rows<{ at: string }>(
      sql`select to_char(published_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at from posts where id = ${id}`,
    );
    expect(at).toBe('2026-12-04 20:33');
    const detail = (await t.call({ method: 'GET', url: `/api/post/postDetail?id=${id}` })).json().data;
    expect(detail.post.published_at).toBe('2026-12-05');
    const list = (await t.call({ method: 'GET', url: '/api/post/postDetail?type=1&page=1&page_size=50' })).json().data.list.list;
    expect(list.find((p: { id: number }) => p.id === id).published_at).toBe('2026-12-05');
  });

  it('filters the wallet by China days, and refuses a day that does not exist', async () => {
    const log = async (q: string) => (await get(`/api/user/user_money_log?page=1&page_size=50&${q}`, cookie)).json().data;
    const [newest] = (await log('')).list as Array<{ id: number }>;
    await t.database.db.execute(
      sql`update journal_entries set created_at = ${EVENING_UTC} where id = (select entry_id from journal_lines where id = ${newest.id})`,
    );
    const ids = async (day: string) => (await log(`start_time=${day}&end_time=${day}`)).list.map((l: { id: number }) => l.id);
    expect(await ids('2026-12-05')).toContain(newest.id);
    expect(await ids('2026-12-04')).not.toContain(newest.id);
    for (const [q, msg] of [
      ['start_time=2026-02-30', '开始日期格式不正确，应为YYYY-MM-DD'],
      ['end_time=2026-13-01', '结束日期格式不正确，应为YYYY-MM-DD'],
    ]) {
      const res = await get(`/api/user/user_money_log?${q}`, cookie);
      expect([res.statusCode, res.json().msg]).toEqual([422, msg]);
    }
  });
});
