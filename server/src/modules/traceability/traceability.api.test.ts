import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { gs1CheckDigit } from '@yaocai/contract';
import { DB_KINDS, form, type TestApp } from '../../../test/test-app.js';
import { useApiSuite } from '../../../test/suite.js';
import { addAddress, placeOrder, plainGoods, rechargeWallet } from '../checkout/checkout-test-kit.js';
import { RecordingTraceSink } from './recording-trace-sink.js';
import type { TraceReport } from './trace-report.js';

const [g1, g2] = plainGoods(1);
/** Enough boxes for the shop's 起订金额 (¥200), and at least six of the first goods (a carton of two 中码 and loose boxes). */
const qty = (g: typeof g1, least: number) => Math.max(least, Math.ceil(30000 / g.base_price));
const n1 = qty(g1, 6);
const n2 = qty(g2, 2);

/** A 20-digit 码上放心 code: 7 digits 药品标识码, 9 serial, 4 check. */
const msfx = (product: string, serial: number) => `${product}${String(serial).padStart(9, '0')}0000`;
const P1 = '8100001';
const P2 = '8100002';
const box = (i: number) => msfx(P1, i);
const D1 = msfx('8199999', 1);
const YB1 = 'XJ01CAA001A001010100001';
const YB2 = 'XJ01CAA001A001010200001';
const Z1 = msfx('8199998', 1);
const Z2 = msfx('8199998', 2);

/**
 * 药品追溯码 (issue 47): the packing relation, codes captured as a parcel ships (cartons expanded, counted per line,
 * duplicates and 回流药 refused with nothing written), the manifest in three formats, a code's history for whoever
 * may see it.
 */
describe.each(DB_KINDS)('traceability codes on %s', (kind) => {
  let t: TestApp, cookie: string, other: string, operator: string;
  // The national platform's double: no network; reports go through it when the job runs.
  const platform = new RecordingTraceSink();
  useApiSuite(kind, (s) => ({ t, cookie, other, operator } = s), { other: true, operator: true, app: { traceSink: platform } });

  let huakang: string, guorui: string;
  let address: number;
  const call = (method: 'GET' | 'POST', url: string, c: string, body?: Record<string, unknown>) =>
    t.call({ method, url, cookie: c, ...(body ? form(body) : {}) });
  const paidOrder = async (lines: Array<[number, number]>) => {
    const placed = await placeOrder(t, cookie, address, lines);
    const id = placed.orders[0].id as number;
    expect((await call('POST', '/api/pay/order', cookie, { ids: [id], method: 'wallet' })).statusCode).toBe(200);
    const items = (await call('GET', `/api/order/info/${id}`, cookie)).json().data.items as Array<{
      id: number;
      goods_id: number;
      batch_no: string;
      expiry_date: string;
    }>;
    return { id, items };
  };
  const ship = (orderId: number, items: Array<{ order_item_id: number; number: number; codes?: string }>) =>
    call('POST', `/admin/api/merchant/orders/${orderId}/ship`, huakang, { carrier: '顺丰速运', tracking_no: 'SF2026120701', items });
  const shippedCodes = async () =>
    Number((await t.database.rows<{ n: number }>(sql`select count(*)::int as n from trace_codes where shipment_id is not null`))[0].n);

  let first: Awaited<ReturnType<typeof paidOrder>>;
  let shipmentId: number;

  beforeAll(async () => {
    huakang = await t.operatorLogin('huakang', 'huakang123456');
    guorui = await t.operatorLogin('guorui', 'guorui123456');
    address = await addAddress(t, cookie);
    await rechargeWallet(t, cookie, '5000');
    // 医保编码: the first goods has one when the order is placed (its line keeps it), the second gets one afterwards.
    await t.database.rows(sql`update goods set yb_code = case id when ${g1.id} then ${YB1} else '' end where id in (${g1.id}, ${g2.id})`);
    first = await paidOrder([
      [g1.id, n1],
      [g2.id, n2],
    ]);
    await t.database.rows(
      sql`update goods set yb_code = case id when ${g1.id} then ${YB1.replace('A001', 'A002')} else ${YB2} end where id in (${g1.id}, ${g2.id})`,
    );
  });

  it('imports the packing relation: 大码 → 中码 → 小码, levels from the leaves up; bad lines are named, another shop refused', async () => {
    const bad = async (text: string) => (await call('POST', '/admin/api/merchant/trace/packing', huakang, { text })).json();
    expect(await bad('')).toMatchObject({ code: 422 });
    expect((await bad(`${D1}`)).msg).toBe('第1行应为“父码,子码”两个追溯码');
    expect((await bad(`${D1},6901234567892`)).msg).toBe('第1行子码：6901234567892是商品条形码（69码），不是追溯码');
    expect((await bad(`${Z1},${Z1}`)).msg).toBe('第1行父码与子码相同');
    expect((await bad(`${Z1},${Z2}\n${Z2},${Z1}`)).msg).toContain('包装关系层级错误');
    const text = [`${D1},${Z1}`, `${D1},${Z2}`, `${Z1},${box(1)}`, `${Z1},${box(2)}`, `${Z2},${box(3)}`, `${Z2}\t${box(4)}`].join('\n');
    expect((await call('POST', '/admin/api/merchant/trace/packing', huakang, { text })).json()).toMatchObject({
      code: 10000,
      msg: '包装关系已导入',
      data: { parents: 3, children: 6 },
    });
    const levels = await t.database.rows<{ code: string; level: number; parent_code: string | null }>(
      sql`select code, level, parent_code from trace_codes where code in (${D1}, ${Z1}, ${box(1)}) order by level desc`,
    );
    expect(levels).toEqual([
      { code: D1, level: 3, parent_code: null },
      { code: Z1, level: 2, parent_code: D1 },
      { code: box(1), level: 1, parent_code: Z1 },
    ]);
    // Importing the same relation again changes nothing; another shop cannot claim the codes.
    expect((await call('POST', '/admin/api/merchant/trace/packing', huakang, { text })).statusCode).toBe(200);
    const theirs = await call('POST', '/admin/api/merchant/trace/packing', guorui, { text: `${msfx('8177777', 1)},${box(1)}` });
    expect(theirs.json()).toMatchObject({ code: 409, msg: `追溯码${box(1)}已由其他店铺登记` });
    // The platform names the shop it imports for.
    expect((await call('POST', '/admin/api/trace/packing', operator, { text: `${D1},${Z1}` })).json().msg).toBe('店铺必须是数字');
  });

  it('refuses a parcel whose codes do not match its lines, and writes nothing', async () => {
    const [l1, l2] = first.items;
    const loose = Array.from({ length: n1 - 4 }, (_, i) => box(10 + i));
    const twoOf2 = Array.from({ length: n2 }, (_, i) => msfx(P2, 1 + i));
    const refuse = async (items: Array<{ order_item_id: number; number: number; codes?: string }>) => {
      const r = await ship(first.id, items);
      expect(r.statusCode).toBe(422);
      return r.json().msg as string;
    };
    expect(await refuse([{ order_item_id: l1.id, number: n1, codes: [D1, ...loose.slice(1)].join('\n') }])).toBe(
      `「${g1.name}」追溯码对应${n1 - 1}盒，与发货数量${n1}不一致`,
    );
    expect(await refuse([{ order_item_id: l1.id, number: n1, codes: [D1, box(1), ...loose.slice(1)].join('\n') }])).toBe(
      `追溯码${box(1)}重复（已在另一箱码中）`,
    );
    expect(await refuse([{ order_item_id: l1.id, number: n1, codes: [D1, D1, ...loose].join(',') }])).toBe(`追溯码${D1}重复`);
    expect(await refuse([{ order_item_id: l1.id, number: n1, codes: `${D1}\n123` }])).toBe(
      `「${g1.name}」第2个追溯码：追溯码123应为20位数字（现为3位）`,
    );
    expect(
      await refuse([
        { order_item_id: l1.id, number: n1, codes: [D1, ...loose].join('\n') },
        { order_item_id: l2.id, number: n2, codes: [...twoOf2.slice(1), msfx('8100003', 9)].join('\n') },
      ]),
    ).toBe(`「${g2.name}」的追溯码属于不同的药品（药品标识码8100002、8100003）`);
    const gtin13 = '690000000001';
    const gtin = `0${gtin13}${gs1CheckDigit(gtin13)}`;
    const gs1 = (serial: string, batch: string) => `(01)${gtin}(10)${batch}(21)${serial}`;
    expect(
      await refuse([
        {
          order_item_id: l2.id,
          number: n2,
          codes: [gs1('A1', 'WRONG'), ...Array.from({ length: n2 - 1 }, (_, i) => gs1(`B${i}`, l2.batch_no))].join('\n'),
        },
      ]),
    ).toBe(`追溯码(01)${gtin}(10)WRONG(21)A1的批号WRONG与「${g2.name}」的批号${l2.batch_no}不符`);
    // The platform may require codes: then a drug line (one with a 批准文号) does not ship without them.
    expect([g1.approval_no !== '', g2.approval_no]).toEqual([true, '']); // a drug, and a 中药饮片 (no 追溯码)
    const requireCodes = async (flag: number) =>
      t.database.rows(
        sql`insert into site_config (key, value) values ('trace_codes_required', ${String(flag)}) on conflict (key) do update set value = excluded.value`,
      );
    await requireCodes(1);
    expect(
      await refuse([
        { order_item_id: l2.id, number: n2 },
        { order_item_id: l1.id, number: n1 },
      ]),
    ).toBe(`平台要求发货时扫描药品追溯码：请为「${g1.name}」扫描${n1}个追溯码`);
    await requireCodes(0);
    const [{ status, parcels }] = await t.database.rows<{ status: number; parcels: number }>(
      sql`select status, (select count(*)::int from shipments where order_id = ${first.id}) as parcels from orders where id = ${first.id}`,
    );
    expect({ status, parcels: Number(parcels) }).toEqual({ status: 1, parcels: 0 });
    expect(await shippedCodes()).toBe(0);
  });

  it('ships with a carton and loose boxes: every box tied to its line, batch and buyer; the manifest lists them', async () => {
    const [l1, l2] = first.items;
    const loose = Array.from({ length: n1 - 4 }, (_, i) => box(10 + i));
    const codes2 = Array.from({ length: n2 }, (_, i) => msfx(P2, 1 + i));
    const r = await ship(first.id, [
      { order_item_id: l1.id, number: n1, codes: [D1, ...loose].join('\r\n') },
      { order_item_id: l2.id, number: n2, codes: codes2.join('\n') },
    ]);
    expect(r.json()).toMatchObject({ code: 10000, data: { complete: true } });
    // n1 boxes and the three cartons of line 1, n2 boxes of line 2.
    expect(await shippedCodes()).toBe(n1 + 3 + n2);
    [{ id: shipmentId }] = await t.database.rows<{ id: number }>(sql`select id from shipments where order_id = ${first.id}`);

    const manifest = await call('GET', `/admin/api/merchant/shipments/${shipmentId}/trace_manifest?format=json`, huakang);
    expect(manifest.headers['content-type']).toContain('application/json');
    expect(manifest.headers['content-disposition']).toContain('attachment');
    const m = JSON.parse(manifest.body);
    expect(m).toMatchObject({ shipment_id: shipmentId, carrier: '顺丰速运', tracking_no: 'SF2026120701' });
    expect(m.lines.map((l: { goods_id: number; number: number; codes: unknown[] }) => [l.goods_id, l.number, l.codes.length])).toEqual([
      [g1.id, n1, n1],
      [g2.id, n2, n2],
    ]);
    expect(m.lines[0]).toMatchObject({ batch_no: l1.batch_no, expiry_date: l1.expiry_date, yb_code: YB1 });
    expect(m.lines[1].yb_code).toBe(YB2);
    const cartons = Object.fromEntries(m.lines[0].codes.map((c: { code: string; carton: string | null }) => [c.code, c.carton]));
    expect([cartons[box(1)], cartons[box(3)], cartons[loose[0]]]).toEqual([Z1, Z2, null]);

    // The buyer downloads the same manifest; CSV opens in Excel (BOM) with a row per box; xlsx is a workbook.
    const csv = await call('GET', `/api/order/shipments/${shipmentId}/trace_manifest?format=csv`, cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('发货单号,订单号,销售单位,购货单位,发货时间,通用名/商品名,规格,生产厂家,批准文号,医保编码,批号,有效期至,追溯码,所在箱码');
    expect(rows).toHaveLength(1 + n1 + n2);
    expect(rows.some((row) => row.endsWith(`,${YB1},${l1.batch_no},${l1.expiry_date},${box(1)},${Z1}`))).toBe(true);
    const xlsx = await call('GET', `/api/order/shipments/${shipmentId}/trace_manifest?format=xlsx`, cookie);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Nobody else's parcel: another buyer, another shop.
    expect((await call('GET', `/api/order/shipments/${shipmentId}/trace_manifest`, other)).statusCode).toBe(404);
    expect((await call('GET', `/admin/api/merchant/shipments/${shipmentId}/trace_manifest`, guorui)).statusCode).toBe(404);
    expect((await call('GET', `/api/order/shipments/${shipmentId}/trace_manifest?format=pdf`, cookie)).json().msg).toBe(
      '格式只能是 json、csv 或 xlsx',
    );
  });

  it("tells a code's history to the buyer who received it, its shop and the platform, and to nobody else", async () => {
    const q = (c: string, code: string, url = '/api/trace/code') => call('GET', `${url}?code=${encodeURIComponent(code)}`, c);
    const mine = (await q(cookie, `${box(1).slice(0, 10)} ${box(1).slice(10)}`)).json();
    expect(mine).toMatchObject({
      code: 10000,
      data: {
        code: box(1),
        kind: 'msfx',
        level: 1,
        level_text: '小码',
        parent_code: Z1,
        goods: { id: g1.id },
        batch_no: first.items[0].batch_no,
        order: { id: first.id },
        shipment: { id: shipmentId, carrier: '顺丰速运', tracking_no: 'SF2026120701' },
        received_at: null,
      },
    });
    expect((await q(other, box(1))).statusCode).toBe(404);
    expect((await q(guorui, box(1), '/admin/api/merchant/trace/code')).statusCode).toBe(404);
    expect((await q(huakang, D1, '/admin/api/merchant/trace/code')).json().data).toMatchObject({ level: 3, level_text: '大码', children: 2 });
    expect((await q(operator, box(1), '/admin/api/trace/code')).json().data.shop_name).toBeTruthy();
    expect((await q(cookie, '6901234567892')).json()).toMatchObject({ code: 422, msg: '6901234567892是商品条形码（69码），不是追溯码' });
    expect((await q(cookie, msfx(P1, 999))).statusCode).toBe(404);
  });

  it('reconciles the receipt: scanned boxes and cartons count once; missing, foreign and unknown codes are named', async () => {
    const url = `/api/order/shipments/${shipmentId}/trace_receipt`;
    const before = (await call('GET', url, cookie)).json().data;
    expect(before).toMatchObject({ expected: n1 + n2, received: 0, added: 0, extra: [] });
    expect(before.lines.map((l: { missing: string[] }) => l.missing.length)).toEqual([n1, n2]);
    // The 中码 Z1 stands for its two boxes; box(3) is scanned alone; one code twice; a 69 barcode, a code of nobody's.
    const scan = await call('POST', url, cookie, { codes: [Z1, box(3), box(3), '6901234567892', msfx('8155555', 1)].join('\n') });
    expect(scan.json().data).toMatchObject({
      expected: n1 + n2,
      received: 3,
      added: 3,
      extra: [
        { code: '6901234567892', reason: '6901234567892是商品条形码（69码），不是追溯码' },
        { code: msfx('8155555', 1), reason: '平台无此追溯码' },
      ],
    });
    const line1 = scan.json().data.lines[0];
    expect({ received: line1.received, missing: line1.missing.length }).toEqual({ received: 3, missing: n1 - 3 });
    expect(line1.missing).not.toContain(box(1));
    // The same boxes again add nothing; the whole 大码 adds the box left in it; the history shows the receipt.
    expect((await call('POST', url, cookie, { codes: `${box(1)}\n${D1}` })).json().data).toMatchObject({ received: 4, added: 1 });
    expect((await call('GET', `/api/trace/code?code=${box(4)}`, cookie)).json().data.received_at).toMatch(/Z$/);
    // Only the order's buyer; an empty scan is a 422.
    expect((await call('POST', url, other, { codes: box(1) })).statusCode).toBe(404);
    expect((await call('POST', url, cookie, { codes: '\n' })).json()).toMatchObject({ code: 422, msg: '请扫描或输入追溯码' });
  });

  it('refuses a code that shipped before (回流药) and warns the platform; one 药品标识码 is one drug', async () => {
    const second = await paidOrder([[g2.id, n2]]);
    const [line] = second.items;
    const fresh = Array.from({ length: n2 }, (_, i) => msfx(P2, 100 + i));
    const again = await ship(second.id, [{ order_item_id: line.id, number: n2, codes: [msfx(P2, 1), ...fresh.slice(1)].join('\n') }]);
    expect(again.json()).toMatchObject({
      code: 422,
      msg: `追溯码${msfx(P2, 1)}已随订单${(await t.database.rows<{ order_no: string }>(sql`select order_no from orders where id = ${first.id}`))[0].order_no}发货，不能再次发货（疑似回流药，已通知平台）`,
    });
    const alerts = (await call('GET', '/admin/api/trace/alerts', operator)).json().data;
    expect(alerts[0]).toMatchObject({ code: msfx(P2, 1) });
    expect(alerts[0].first_order_no).not.toBe(alerts[0].order_no);
    // g1's 药品标识码 cannot ship as g2 (another approval number).
    const asOther = await ship(second.id, [
      { order_item_id: line.id, number: n2, codes: Array.from({ length: n2 }, (_, i) => msfx(P1, 500 + i)).join('\n') },
    ]);
    expect(asOther.json().msg).toBe(`「${g2.name}」的追溯码药品标识码${P1}属于另一药品（批准文号${g1.approval_no}）`);
    expect((await ship(second.id, [{ order_item_id: line.id, number: n2, codes: fresh.join('\n') }])).json().code).toBe(10000);
    // A box of the first parcel scanned at the second's receipt is named as another parcel's.
    const [{ id: secondParcel }] = await t.database.rows<{ id: number }>(sql`select id from shipments where order_id = ${second.id}`);
    const mixed = await call('POST', `/api/order/shipments/${secondParcel}/trace_receipt`, cookie, { codes: `${fresh[0]}\n${msfx(P2, 1)}` });
    expect(mixed.json().data).toMatchObject({ received: 1, extra: [{ code: msfx(P2, 1), reason: '不属于本次发货' }] });
  });

  it('reports each parcel to the national platform from an outbox: written with the shipment, sent by the job, answer kept', async () => {
    type Row = { id: number; shipment_id: number; status: string; attempts: number; last_error: string | null; payload: TraceReport };
    const outbox = () => t.database.rows<Row>(sql`select id, shipment_id, status, attempts, last_error, payload from trace_reports order by id`);
    const due = () => t.database.rows(sql`update jobs set run_at = now() where queue = 'trace.report' and done_at is null`);
    // Two parcels shipped with codes (the refused attempts wrote nothing): two reports, pending, each with its job.
    const [r1, r2] = await outbox();
    expect([r1.shipment_id, r1.status, r2.status, (await outbox()).length]).toEqual([shipmentId, 'pending', 'pending', 2]);
    const [{ company, shop_id }] = await t.database.rows<{ company: string; shop_id: number }>(
      sql`select m.company, o.shop_id from orders o join members m on m.id = o.member_id where o.id = ${first.id}`,
    );
    const [l1, l2] = first.items;
    expect(r1.payload).toMatchObject({
      format: 'yaocai.trace-report',
      version: 1,
      idempotency_key: `shipment:${shipmentId}:出库`,
      event: '出库',
      reporter: { shop_id },
      counterpart: { company },
      document: { shipment_id: shipmentId, tracking_no: 'SF2026120701' },
      lines: [
        {
          product_code: P1,
          product_code_kind: 'msfx',
          approval_no: g1.approval_no,
          batch_no: l1.batch_no,
          expiry_date: l1.expiry_date,
          yb_code: YB1,
          quantity: n1,
        },
        { product_code: P2, batch_no: l2.batch_no, yb_code: YB2, quantity: n2 },
      ],
    });
    expect(r1.payload.event_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
    // The boxes' 小码 only: the cartons stand for them.
    expect(r1.payload.lines[0].codes).toContain(box(1));
    expect(r1.payload.lines[0].codes).not.toContain(Z1);

    // The platform cannot be reached: both stay for the queue's retry, marked failed with the reason.
    platform.unreachable();
    await t.app.services.jobs.runDue();
    expect((await outbox()).map((r) => [r.status, r.attempts, r.last_error])).toEqual([
      ['failed', 1, '追溯平台连接超时'],
      ['failed', 1, '追溯平台连接超时'],
    ]);
    // Reachable again, it refuses one code: sent, the refusal kept (not retried); the double got the stored payload.
    platform.unreachable(null).refuse(msfx(P2, 1), '追溯码已被使用');
    await due();
    await t.app.services.jobs.runDue();
    expect((await outbox()).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(platform.sent.find((p) => p.document.shipment_id === shipmentId)).toEqual(r1.payload);
    const [{ n }] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from jobs where queue = 'trace.report' and done_at is null`);
    expect(Number(n)).toBe(0);
    await t.app.services.traceReports.runJob({ report_id: r1.id });
    expect(platform.sent).toHaveLength(2);

    // The platform's console: the reports with their answer; one report's JSON for a manual upload; not for a shop.
    const page = (await call('GET', '/admin/api/trace/reports?status=sent', operator)).json().data;
    expect(page).toMatchObject({ total: 2, counts: { pending: 0, sent: 2, failed: 0 }, configured: true });
    expect(page.list.find((r: { id: number }) => r.id === r1.id)).toMatchObject({
      boxes: n1 + n2,
      accepted: n1 + n2 - 1,
      rejected: [{ code: msfx(P2, 1), reason: '追溯码已被使用' }],
    });
    const file = await call('GET', `/admin/api/trace/reports/${r1.id}`, operator);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(JSON.parse(file.body)).toEqual(r1.payload);
    expect((await call('GET', '/admin/api/trace/reports', huakang)).statusCode).not.toBe(200);
  });
});
