import { describe, expect, it } from 'vitest';
import { AreaGate } from '../components/area-gate';
import { MerchantGate } from '../components/merchant-gate';
import { queueQuery } from '../components/review-queue';
import KxApplicationsPage from '../features/members/KxApplicationsPage';
import WithdrawalsPage from '../features/members/WithdrawalsPage';
import { pagedQueryKey } from '../lib/paged-query';
import { account, renderPage, textOf } from '../testing/static-render';
import { menuOf } from './nav';

const SHOP = { id: 3, name: '康达医药' };
const menuLabels = (op: ReturnType<typeof account>) => menuOf(op).map((g) => g.label);
const PLATFORM_MENU = ['数据概览', '会员', '商品', '营销', '订单', '财务', '服务', '内容'];

describe('the console menu by role', () => {
  it('shows 系统 to 超级管理员 and 审计 only; every operator reads every other area', () => {
    expect(menuLabels(account('super'))).toEqual([...PLATFORM_MENU, '系统']);
    expect(menuLabels(account('audit'))).toEqual([...PLATFORM_MENU, '系统']);
    for (const role of ['ops', 'service', 'finance'] as const) expect(menuLabels(account(role))).toEqual(PLATFORM_MENU);
  });

  it("shows a merchant's staff their shop's menu only, by what their role reads of it", () => {
    expect(menuLabels(account('shop_admin', SHOP))).toEqual(['店铺', '员工', '商品', '营销', '订单', '客服', '财务']);
    expect(menuLabels(account('shop_goods', SHOP))).toEqual(['店铺', '商品', '营销']);
    expect(menuLabels(account('shop_orders', SHOP))).toEqual(['店铺', '订单']);
    expect(menuLabels(account('shop_service', SHOP))).toEqual(['店铺', '商品', '订单', '客服']);
    expect(menuLabels(account('shop_finance', SHOP))).toEqual(['店铺', '订单', '财务']);
  });
});

describe('the page gates', () => {
  const page = <p>页面内容</p>;

  it('show a platform page to the roles that read its area, 403 to the others', () => {
    expect(textOf(renderPage(<AreaGate area="system" page={page} />, { op: account('audit') }))).toBe('页面内容');
    const refused = textOf(renderPage(<AreaGate area="system" page={page} />, { op: account('ops') }));
    expect(refused).toContain('无权访问');
    expect(refused).toContain('当前角色无权查看此页面，请联系超级管理员。');
    expect(refused).not.toContain('页面内容');
    // A merchant's staff read none of the platform's areas.
    expect(textOf(renderPage(<AreaGate area="orders" page={page} />, { op: account('shop_admin', SHOP) }))).toContain('无权访问');
  });

  it("show a shop page to the shop's roles that read its area, 403 to the others and to the platform's operators", () => {
    expect(textOf(renderPage(<MerchantGate area="orders" page={page} />, { op: account('shop_finance', SHOP) }))).toBe('页面内容');
    const refused = textOf(renderPage(<MerchantGate area="finance" page={page} />, { op: account('shop_goods', SHOP) }));
    expect(refused).toContain('当前角色无权查看此页面，请联系店铺管理员。');
    expect(textOf(renderPage(<MerchantGate area="shop" page={page} />, { op: account('super') }))).toContain('无权访问');
  });

  it('leave the page alone while nobody is known yet (the shell sends a signed-out visitor to /login)', () => {
    expect(textOf(renderPage(<AreaGate area="system" page={page} />, { op: null }))).toBe('页面内容');
  });
});

describe("a review queue's actions by role", () => {
  const kx = {
    id: 5,
    created_at: '2026-12-01T02:00:00.000Z',
    company: '仁和大药房',
    username: 'renhe',
    contact_name: '王敏',
    phone: '13800000000',
    remark: '申请采购控销品种',
    status: 'pending',
    review_reason: null,
  };
  const kxPage = (role: Parameters<typeof account>[0]) =>
    textOf(
      renderPage(<KxApplicationsPage />, {
        op: account(role),
        url: '/members/kx',
        cached: [
          [
            pagedQueryKey(
              ['console', 'kx-applications'],
              queueQuery('pending', 1, (status) => ({ status })),
            ),
            { list: [kx], total: 1 },
          ],
        ],
      }),
    );

  it('offers 授权 and 驳回 of a pending 控销 application to the roles that change members', () => {
    for (const role of ['super', 'service'] as const) expect(kxPage(role)).toMatch(/仁和大药房 .*待审核 授权 驳回/);
  });

  it('shows the application without actions to the roles that only read members', () => {
    for (const role of ['ops', 'finance', 'audit'] as const) {
      const text = kxPage(role);
      expect(text).toContain('仁和大药房');
      expect(text).not.toMatch(/授权 驳回/);
    }
  });

  it('offers 已打款 and 拒绝 of a withdrawal to the money roles only', () => {
    const withdrawal = {
      id: 9,
      created_at: '2026-12-01T02:00:00.000Z',
      company: '仁和大药房',
      username: 'renhe',
      amount: 12_345,
      bank_name: '工商银行',
      account_name: '仁和大药房',
      card_no: '6222000011112222',
      status: 0,
      status_text: '待审核',
      reason: '',
    };
    const page = (role: Parameters<typeof account>[0]) =>
      textOf(
        renderPage(<WithdrawalsPage />, {
          op: account(role),
          cached: [[pagedQueryKey(['console', 'withdrawals'], queueQuery('0', 1)), { list: [withdrawal], total: 1 }]],
        }),
      );
    expect(page('finance')).toMatch(/待审核 已打款 拒绝/);
    expect(page('service')).toContain('6222000011112222');
    expect(page('service')).not.toMatch(/已打款 拒绝/);
  });
});
