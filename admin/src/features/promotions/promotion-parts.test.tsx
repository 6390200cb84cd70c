import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Form, type TableColumnType } from 'antd';
import { textOf } from '../../testing/static-render';
import { PreviewOutcome, PreviewSample, WindowFields } from './promotion-editor';
import { editEndColumn, promotionPagination, promotionQuery, stateColumn, windowColumn } from './promotion-list';

type Row = { id: number; state: 'upcoming' | 'running' | 'ended'; starts_at: string; ends_at: string };
const row = (state: Row['state']): Row => ({ id: 3, state, starts_at: '2026-12-01T02:00:00.000Z', ends_at: '2026-12-31T15:59:00.000Z' });

/** What a column shows for a row, as HTML. */
const cell = (column: TableColumnType<Row>, r: Row) => {
  const value = 'dataIndex' in column && column.dataIndex ? r[column.dataIndex as keyof Row] : undefined;
  return renderToStaticMarkup(<>{column.render!(value, r, 0) as ReactNode}</>);
};

describe('the columns of a promotion table', () => {
  it('tags the state by its name and colour', () => {
    expect(cell(stateColumn(), row('running'))).toMatch(/ant-tag-green[^>]*>进行中/);
    expect(cell(stateColumn(), row('upcoming'))).toMatch(/ant-tag-blue[^>]*>未开始/);
    expect(textOf(cell(stateColumn(), row('ended')))).toBe('已结束');
    expect(stateColumn(90).width).toBe(90);
  });

  it('shows the window in Beijing time, or as the server wrote it', () => {
    expect(windowColumn().title).toBe('时间（北京时间）');
    expect(textOf(cell(windowColumn(), row('running')))).toBe('2026-12-01 10:00 至 2026-12-31 23:59');
    expect(textOf(cell(windowColumn({ show: (at) => at.slice(0, 10) }), row('running')))).toBe('2026-12-01 至 2026-12-31');
    expect(windowColumn({ title: '活动时间（北京时间）' }).title).toBe('活动时间（北京时间）');
  });

  it('offers 编辑 and 撤销 before the start, 编辑 and 结束 while it runs, to who may change promotions', () => {
    const column = editEndColumn<Row>({ canWrite: true, open: vi.fn(), end: vi.fn(), confirmEnd: () => '确定？' });
    expect(textOf(cell(column, row('upcoming')))).toBe('编辑 撤销');
    expect(textOf(cell(column, row('running')))).toBe('编辑 结束');
    expect(textOf(cell(column, row('ended')))).toBe('查看');
  });

  it('lets who may not change promotions only look', () => {
    const column = editEndColumn<Row>({ canWrite: false, open: vi.fn(), end: vi.fn(), confirmEnd: () => '确定？' });
    for (const state of ['upcoming', 'running', 'ended'] as const) expect(textOf(cell(column, row(state)))).toBe('查看');
  });
});

describe('the promotion editor form', () => {
  const inForm = (ui: ReactNode) => renderToStaticMarkup(<Form>{ui}</Form>);

  it('has a 试算 row: a sample quantity and the button that prices it', () => {
    const html = inForm(<PreviewSample title="样例套数试算" unit="套数" max={9999} testId="combination-preview" onRun={() => {}} />);
    // antd spaces a two-character button label (试 算), as on the page.
    expect(textOf(html)).toBe('样例套数试算 购买套数 试 算');
    expect(html).toContain('aria-label="试算购买套数"');
    expect(html).toContain('data-testid="combination-preview"');
    expect(
      textOf(inForm(<PreviewSample title="样例数量试算" intro="按当前填写的规则试算" unit="数量" max={10} testId="t" onRun={() => {}} />)),
    ).toContain('按当前填写的规则试算');
  });

  it('shows the 试算 refusal above the outcome', () => {
    expect(textOf(renderToStaticMarkup(<PreviewOutcome error="请选择活动商品">结果</PreviewOutcome>))).toBe('请选择活动商品 结果');
    expect(textOf(renderToStaticMarkup(<PreviewOutcome error={null}>结果</PreviewOutcome>))).toBe('结果');
  });

  it('asks the start and the end, saying Beijing time where the page does', () => {
    expect(textOf(inForm(<WindowFields />))).toMatch(/^开始时间 .*结束时间/);
    const beijing = textOf(inForm(<WindowFields beijing startsExtra="早于现在即为立即开始" />));
    expect(beijing).toMatch(/开始时间（北京时间） .*早于现在即为立即开始 .*结束时间（北京时间）/);
  });
});

describe('the URL of a promotion list', () => {
  it('asks for every shop and state on page 1 when it names nothing', () => {
    expect(promotionQuery(new URLSearchParams(''))).toEqual({ shop_id: undefined, state: 'all', page: 1, page_size: 20 });
  });

  it('asks for the shop, state and page it names', () => {
    expect(promotionQuery(new URLSearchParams('shop_id=5&state=running&page=3'))).toEqual({ shop_id: 5, state: 'running', page: 3, page_size: 20 });
  });

  it('pages 20 rows at a time and writes the page chosen into the URL', () => {
    const set = vi.fn();
    const pagination = promotionPagination({ page: 2 }, 41, set, (n) => `共 ${n} 个`);
    expect(pagination).toMatchObject({ current: 2, pageSize: 20, total: 41 });
    expect(pagination.showTotal?.(41, [21, 40])).toBe('共 41 个');
    pagination.onChange?.(3, 20);
    expect(set).toHaveBeenCalledWith({ page: 3 });
    expect(promotionPagination({ page: 1 }, undefined, set)).not.toHaveProperty('showTotal');
  });
});
