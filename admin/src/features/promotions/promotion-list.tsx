import type { ReactNode } from 'react';
import { Button, Popconfirm, Radio, Space, Tag } from 'antd';
import type { TablePaginationConfig, TableColumnType } from 'antd';
import type { QueryKey } from '@tanstack/react-query';
import { PROMOTION_STATE_NAMES, type PROMOTION_STATES } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import { useRowAction } from '../../lib/row-action';
import type { FilterValue } from '../../lib/url-filters';

type PromotionState = (typeof PROMOTION_STATES)[number];

/** A promotion's state as its tag: blue before it starts, green while it runs, grey once it ended. */
export const PROMOTION_STATE_COLOR: Record<PromotionState, string> = { upcoming: 'blue', running: 'green', ended: 'default' };

/** The 状态 column of a promotion table. */
export const stateColumn = <Row extends { state: PromotionState }>(width = 80): TableColumnType<Row> => ({
  title: '状态',
  dataIndex: 'state',
  width,
  render: (s: PromotionState) => <Tag color={PROMOTION_STATE_COLOR[s]}>{PROMOTION_STATE_NAMES[s]}</Tag>,
});

/**
 * The 时间 column of a promotion table: its start, and below it its end — in Beijing time unless `show` says otherwise
 * (a flash sale's times come as the server wrote them).
 */
export const windowColumn = <Row extends { starts_at: string; ends_at: string }>(
  opts: { title?: string; show?: (at: string) => ReactNode } = {},
): TableColumnType<Row> => {
  const show = opts.show ?? ((at: string) => chinaTime(at));
  return {
    title: opts.title ?? '时间（北京时间）',
    key: 'window',
    width: 170,
    render: (_, r) => (
      <>
        <div>{show(r.starts_at)}</div>
        <div>至 {show(r.ends_at)}</div>
      </>
    ),
  };
};

/**
 * Ends a promotion now (`request`, its page's call: a running one stops, one not started yet is withdrawn), shows the
 * server's message and reloads the list `key`. `busy` is the row being ended.
 */
export function usePromotionEnd(key: QueryKey, request: (id: number) => Promise<{ msg: string }>) {
  const action = useRowAction(key);
  const end = (r: { id: number }) => action.run(r.id, async () => (await request(r.id)).msg);
  return { end, busy: action.busy };
}

/**
 * The 操作 column of a promotion table: 编辑 (查看 for who may not change it, or once it ended), and 撤销 (not started)
 * or 结束 (running) after a confirmation whose question `confirmEnd` gives.
 */
export function editEndColumn<Row extends { id: number; state: PromotionState }>(p: {
  canWrite: boolean;
  open: (r: Row) => void;
  end: (r: Row) => unknown;
  confirmEnd: (r: Row) => string;
}): TableColumnType<Row> {
  return {
    title: '操作',
    key: 'op',
    width: 120,
    render: (_, r) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => p.open(r)}>
          {p.canWrite && r.state !== 'ended' ? '编辑' : '查看'}
        </Button>
        {p.canWrite && r.state !== 'ended' ? (
          <Popconfirm title={p.confirmEnd(r)} onConfirm={() => p.end(r)}>
            <Button type="link" size="small" danger>
              {r.state === 'upcoming' ? '撤销' : '结束'}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    ),
  };
}

/** What a promotion list asks for, from its URL: the shop (none: every shop), the state ('all' when none), the page. */
export const promotionQuery = (params: URLSearchParams) => ({
  shop_id: params.get('shop_id') ? Number(params.get('shop_id')) : undefined,
  state: params.get('state') ?? 'all',
  page: Number(params.get('page') ?? 1),
  page_size: PAGE_SIZE,
});

/** The pages of a promotion list, the page kept in the URL (`set` of `useUrlFilters`). */
export const promotionPagination = (
  q: { page: number },
  total: number | undefined,
  set: (patch: Record<string, FilterValue>) => void,
  showTotal?: (n: number) => string,
): TablePaginationConfig => tablePaging({ page: q.page, total, showTotal, onChange: (page) => set({ page }) });

/** The state filter of a promotion list: 全部, then each state. */
export function StateFilter({ value, onChange }: { value: string; onChange: (state: string) => void }) {
  return (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as string)}
      optionType="button"
      options={[{ value: 'all', label: '全部' }, ...Object.entries(PROMOTION_STATE_NAMES).map(([value, label]) => ({ value, label }))]}
    />
  );
}
