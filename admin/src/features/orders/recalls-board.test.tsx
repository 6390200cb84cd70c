import { describe, expect, it } from 'vitest';
import type { RecallView } from '@yaocai/contract';
import { account, renderPage, textOf } from '../../testing/static-render';
import RecallsPage, { MerchantRecallsPage } from './RecallsPage';
import { RECALLS_KEY } from './recalls-api';

const SHOP = { id: 3, name: '华康医药' };
const recall: RecallView = {
  id: 7,
  approval_no: '国药准字H20044311',
  goods_name: '阿莫西林胶囊',
  batch_nos: ['240301', '240302'],
  class: 1,
  class_text: '一级召回',
  reason: '抽检不合格',
  source: '某制药召回通知〔2026〕3号',
  shop_name: '',
  // 2026-12-05 10:30 in China.
  created_at: '2026-12-05T02:30:00.000Z',
  deadline_days: 1,
  buyers: 4,
  acknowledged: 1,
  overdue: 2,
};

const platform = (role: Parameters<typeof account>[0]) =>
  textOf(renderPage(<RecallsPage />, { op: account(role), cached: [[[...RECALLS_KEY, '', 'list'], [recall]]] }));
const merchant = (role: Parameters<typeof account>[0]) =>
  textOf(
    renderPage(<MerchantRecallsPage />, {
      op: account(role, SHOP),
      cached: [[[...RECALLS_KEY, '/merchant', 'list'], [{ ...recall, shop_name: '华康医药' }]]],
    }),
  );

describe('the recall board', () => {
  it('shows each recall in China time with its batches, class, shop and progress', () => {
    const text = platform('super');
    expect(text).toContain('2026-12-05 10:30');
    expect(text).toMatch(/阿莫西林胶囊 国药准字H20044311 240301 240302 一级召回 1天内处理 抽检不合格 某制药召回通知〔2026〕3号 全部店铺/);
    expect(text).toContain('收货单位 4 · 已确认 1 · 逾期 2');
    expect(text).toMatch(/收货单位 导出 CSV/);
  });

  it('offers 登记召回 to the roles that change orders, and not to those that only read them', () => {
    for (const role of ['super', 'ops', 'service'] as const) expect(platform(role)).toContain('登记召回');
    for (const role of ['finance', 'audit'] as const) {
      const text = platform(role);
      expect(text).toContain('阿莫西林胶囊');
      expect(text).not.toContain('登记召回');
    }
  });

  it('shows a merchant its own recalls without the 店铺 column, 登记召回 to its order staff only', () => {
    expect(merchant('shop_orders')).toContain('登记召回');
    expect(merchant('shop_admin')).toContain('登记召回');
    for (const role of ['shop_finance', 'shop_service'] as const) {
      const text = merchant(role);
      expect(text).toContain('阿莫西林胶囊');
      expect(text).not.toContain('登记召回');
    }
    const text = merchant('shop_orders');
    expect(text).toContain('原因 / 来源 进度 操作');
    expect(text).not.toContain('华康医药');
  });
});
