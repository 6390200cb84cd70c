import { describe, expect, it } from 'vitest';
import type { TraceCodeView, TraceReportPage } from '@yaocai/contract';
import { account, renderPage, textOf } from '../../testing/static-render';
import { readPackingLines } from './packing-lines';
import { TRACE_KEY } from './trace-api';
import { PackingPreview } from './trace-packing';
import TracePage, { MerchantTracePage } from './TracePage';

const SHOP = { id: 3, name: '华康医药' };
const CARTON = '83000010000000012345';
const BOX = '81000010000000012345';

const view: TraceCodeView = {
  code: CARTON,
  kind: 'msfx',
  level: 2,
  level_text: '中码',
  parent_code: '85000010000000012345',
  children: 12,
  shop_id: 3,
  shop_name: '华康医药',
  goods: { id: 9, name: '阿莫西林胶囊', spec: '0.25g*24粒', manufacturer: '某制药有限公司', approval_no: '国药准字H20044311' },
  batch_no: '240301',
  expiry_date: '2027-02-28',
  order: { id: 41, order_no: 'YC202612050001', buyer: '仁和大药房' },
  // 2026-12-05 10:30 in China.
  shipment: { id: 5, carrier: '顺丰速运', tracking_no: 'SF1234567890', shipped_at: '2026-12-05T02:30:00.000Z' },
  received_at: null,
};

const platform = (role: Parameters<typeof account>[0], url = '/orders/trace', cached: Array<[unknown[], unknown]> = []) =>
  textOf(renderPage(<TracePage />, { op: account(role), url, cached }));
const merchant = (role: Parameters<typeof account>[0], url = '/merchant/orders/trace', cached: Array<[unknown[], unknown]> = []) =>
  textOf(renderPage(<MerchantTracePage />, { op: account(role, SHOP), url, cached }));

describe('reading a packing relation before it is sent', () => {
  it('reads each line as the server will and names what is wrong with a bad one', () => {
    const lines = readPackingLines(
      [`${CARTON},${BOX}`, '', `${CARTON}；(01)06901234567892(17)270228(10)240301(21)A1`, `${CARTON},6901234567892`, BOX, `${BOX},${BOX}`].join('\n'),
    );
    // The empty line is not counted: the numbers are the server's in its refusals.
    expect(lines.map((l) => [l.no, l.error ?? 'ok'])).toEqual([
      [1, 'ok'],
      [2, 'ok'],
      [3, '子码：6901234567892是商品条形码（69码），不是追溯码'],
      [4, '应为“父码,子码”两个追溯码'],
      [5, '父码与子码相同'],
    ]);
    expect(lines[1].child).toMatchObject({ kind: 'gs1', code: '(01)06901234567892(17)270228(10)240301(21)A1' });
  });

  it('previews the first lines and the bad lines further down, the bad ones with their reason', () => {
    const good = Array.from({ length: 8 }, (_, i) => `${CARTON},8100001000000001234${i}`);
    const text = textOf(renderPage(<PackingPreview lines={readPackingLines([...good, `${CARTON},12345`].join('\n'))} />, { op: null }));
    expect(text).toContain('1 83000010000000012345 81000010000000012340 可导入');
    expect(text).not.toContain('81000010000000012346');
    expect(text).toContain('9 83000010000000012345,12345 子码：追溯码12345应为20位数字（现为5位）');
  });
});

describe('the 追溯码 page by role', () => {
  it('offers the packing import to the roles that change orders, and not to those that only read them', () => {
    for (const role of ['super', 'ops', 'service'] as const) {
      const text = platform(role, '/orders/trace?tab=packing');
      expect(text).toContain('追溯码查询 包装关系导入 回流药预警');
      expect(text).toContain('导入包装关系');
      expect(text).toContain('店铺');
    }
    for (const role of ['finance', 'audit'] as const) {
      const text = platform(role, '/orders/trace?tab=packing');
      expect(text).toContain('追溯码查询 回流药预警');
      expect(text).not.toMatch(/包装关系导入|导入包装关系/);
    }
  });

  it('gives a merchant its own codes without the warnings, the import to its order staff only', () => {
    const staff = merchant('shop_orders', '/merchant/orders/trace?tab=packing');
    expect(staff).toContain('导入包装关系');
    expect(staff).not.toContain('回流药预警');
    for (const role of ['shop_finance', 'shop_service'] as const) expect(merchant(role, '/merchant/orders/trace?tab=packing')).not.toContain('导入');
  });

  it("shows a carton's history: its level and boxes, goods and batch, the parcel in China time and the way it went", () => {
    const text = platform('audit', `/orders/trace?code=${CARTON}`, [[[...TRACE_KEY, '', 'code', CARTON], view]]);
    expect(text).toContain(`追溯码 ${CARTON} 中码 码上放心 箱内码数 12 个 所属箱码 85000010000000012345`);
    expect(text).toContain(
      '商品 阿莫西林胶囊 0.25g*24粒 生产企业 某制药有限公司 批准文号 国药准字H20044311 批号 240301 有效期至 2027-02-28 店铺 华康医药',
    );
    expect(text).toMatch(/入库 \/ 装箱 华康医药登记，箱内 12 个码 .* 发货 2026-12-05 10:30 订单 YC202612050001 顺丰速运 SF1234567890/);
    // The buyer scans boxes: a carton is never received itself.
    expect(text).toContain('收货验收 收货单位按箱内小码逐盒验收，请查询小码');
    // A merchant sees its own shop's codes (no 店铺 row); a box it shipped, received by the buyer.
    // 2026-12-06 09:15 in China.
    const box = { ...view, code: BOX, level: 1, level_text: '小码', parent_code: CARTON, children: 0, received_at: '2026-12-06T01:15:00.000Z' };
    const own = merchant('shop_finance', `/merchant/orders/trace?code=${BOX}`, [[[...TRACE_KEY, '/merchant', 'code', BOX], box]]);
    expect(own).toContain(`追溯码 ${BOX} 小码 码上放心 箱内码数 —（小码，单盒） 所属箱码 ${CARTON}`);
    expect(own).toContain('入库 本店铺登记 装于箱码');
    expect(own).toContain('收货验收 2026-12-06 09:15 收货单位已扫码验收');
    expect(own).not.toContain('华康医药');
  });

  it('lists the reports to the national platform with their status and answer, and says when none is configured', () => {
    const row = {
      id: 7,
      shipment_id: 5,
      order_no: 'YC202612050001',
      shop_name: '华康医药',
      event: '出库',
      boxes: 12,
      attempts: 1,
      last_error: null,
      created_at: '2026-12-05T02:30:00.000Z',
    };
    const reports: TraceReportPage = {
      list: [
        { ...row, status: 'sent', accepted: 11, rejected: [{ code: BOX, reason: '追溯码未激活' }], sent_at: '2026-12-05T02:31:00.000Z' },
        { ...row, id: 6, status: 'pending', attempts: 0, accepted: null, rejected: [], sent_at: null },
      ],
      total: 2,
      counts: { pending: 1, sent: 1, failed: 0 },
      configured: false,
      page: 1,
      page_size: 20,
    };
    const text = platform('audit', '/orders/trace?tab=reports', [[[...TRACE_KEY, '', 'reports', 'all', 1], reports]]);
    expect(text).toContain('未配置国家药品追溯平台接口');
    expect(text).toContain('全部 待上报 1 上报失败待重试 0 已上报 1');
    expect(text).toContain(`2026-12-05 10:30 YC202612050001 华康医药 出库 12 已上报 接收 11 盒，拒收 1 盒：${BOX}（追溯码未激活） 下载`);
    expect(text).toContain('出库 12 待上报 — 下载');
  });

  it('names a scan that is not a code without asking the server', () => {
    const text = platform('ops', '/orders/trace?code=6901234567892');
    expect(text).toContain('这不是有效的药品追溯码 6901234567892是商品条形码（69码），不是追溯码');
  });
});
