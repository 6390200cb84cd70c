import { ShopFilter } from '../../components/shop-filter';
import { useState } from 'react';
import { Button, Card, DatePicker, Descriptions, Drawer, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addChinaMonths, chinaMonth, formatYuan, STATEMENT_STATE_NAMES, type StatementView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { usePagedQuery } from '../../lib/paged-query';
import { call, callEnvelope, download } from '../../lib/api-client';
import { chinaPickerValue, chinaTime, fromThisChinaMonth } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { useUrlFilters } from '../../lib/url-filters';
import { useCanWrite } from '../../lib/session';

export const SETTLEMENT_KEY = ['console', 'settlement'] as const;
/** The platform's statements (every shop; generate, pay) or a merchant's own (/merchant/statements, read and export). */
export type StatementsScope = { base: '/settlement/statements'; merchant: false } | { base: '/merchant/statements'; merchant: true };
/** The scope's statement endpoints (and the Excel file of one: a download). */
const statementsApi = (scope: StatementsScope) => (scope.merchant ? api.settlementMerchant : api.settlementConsole);

/** One statement: its totals, then every paid order and refund with the commission it carries. */
function StatementDrawer({ id, scope, onClose }: { id: number | null; scope: StatementsScope; onClose: () => void }) {
  const { data: s } = useQuery({
    queryKey: [...SETTLEMENT_KEY, scope.base, 'detail', id],
    queryFn: ({ signal }) => call(statementsApi(scope).statement, { params: { id: id! } }, { signal }),
    enabled: id !== null,
  });
  return (
    <Drawer open={id !== null} onClose={onClose} width={900} title={s ? `对账单 · ${s.shop} · ${s.period}` : '对账单'} destroyOnHidden>
      {s ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={3}>
            <Descriptions.Item label="订单金额">{formatYuan(s.order_amount)}</Descriptions.Item>
            <Descriptions.Item label="退款金额">{formatYuan(s.refund_amount)}</Descriptions.Item>
            <Descriptions.Item label="平台佣金">{formatYuan(s.commission)}</Descriptions.Item>
            <Descriptions.Item label="应结金额">
              <Typography.Text strong>{formatYuan(s.payable)}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={s.state === 'paid' ? 'green' : 'gold'}>{STATEMENT_STATE_NAMES[s.state]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="结算时间">{s.paid_at ? chinaTime(s.paid_at) : '—'}</Descriptions.Item>
          </Descriptions>
          <Typography.Text type="secondary">应结金额 = 订单金额 − 退款金额 − 平台佣金；退款按比例退还该订单的佣金。</Typography.Text>
          <Table
            rowKey={(l) => `${l.kind}-${l.order_id}-${l.occurred_at}`}
            size="small"
            dataSource={s.lines}
            pagination={{ pageSize: 50, hideOnSinglePage: true }}
            columns={[
              {
                title: '类型',
                dataIndex: 'kind',
                width: 80,
                render: (k: string) => (k === 'order' ? <Tag color="blue">订单</Tag> : <Tag color="orange">退款</Tag>),
              },
              { title: '订单号', dataIndex: 'order_no' },
              { title: '时间', dataIndex: 'occurred_at', width: 160, render: (d: string) => chinaTime(d) },
              {
                title: '金额',
                key: 'amount',
                width: 120,
                align: 'right',
                render: (_, l) => formatYuan(l.kind === 'order' ? l.amount : -l.amount),
              },
              { title: '佣金', dataIndex: 'commission', width: 120, align: 'right', render: (f: number) => formatYuan(f) },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}

/** 对账单: one row per shop and month with its figures; the platform generates past months and marks them paid. */
export function StatementsList({ scope }: { scope: StatementsScope }) {
  const { params, set } = useUrlFilters();
  const client = useQueryClient();
  const canPay = useCanWrite('finance') && !scope.merchant;
  const [open, setOpen] = useState<number | null>(null);
  const [month, setMonth] = useState(() => addChinaMonths(chinaMonth(Date.now()), -1));
  const q = {
    period: params.get('period') || undefined,
    shop_id: !scope.merchant && params.get('shop_id') ? Number(params.get('shop_id')) : undefined,
    state: params.get('state') || undefined,
    page: Number(params.get('page') ?? 1),
    page_size: 20,
  };
  const { data, isFetching } = usePagedQuery([...SETTLEMENT_KEY, scope.base, 'list'], statementsApi(scope).statements, q);
  const act = async (done: Promise<{ msg: string }>) => {
    const { msg } = await done;
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: SETTLEMENT_KEY });
  };

  return (
    <Card>
      <Flex wrap gap={8} style={{ marginBottom: 12 }}>
        <DatePicker
          picker="month"
          allowClear
          placeholder="结算月份"
          value={chinaPickerValue(q.period && `${q.period}-01`)}
          onChange={(d) => set({ period: d ? d.format('YYYY-MM') : undefined })}
        />
        {scope.merchant ? null : <ShopFilter width={180} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
        <Select
          allowClear
          placeholder="状态"
          style={{ width: 120 }}
          value={q.state}
          options={Object.entries(STATEMENT_STATE_NAMES).map(([value, label]) => ({ value, label }))}
          onChange={(v) => set({ state: v })}
        />
        {canPay ? (
          <Space style={{ marginLeft: 'auto' }}>
            <DatePicker
              picker="month"
              value={chinaPickerValue(`${month}-01`)}
              allowClear={false}
              disabledDate={fromThisChinaMonth}
              onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
            />
            <Button type="primary" onClick={() => void act(callEnvelope(api.settlementConsole.generate, { body: { period: month } }))}>
              生成对账单
            </Button>
          </Space>
        ) : null}
      </Flex>
      <Table<StatementView>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.list}
        pagination={{
          current: q.page,
          pageSize: q.page_size,
          total: data?.total ?? 0,
          showTotal: (n) => `共 ${n} 张`,
          onChange: (page) => set({ page }),
        }}
        columns={[
          { title: '结算月份', dataIndex: 'period', width: 100 },
          ...(scope.merchant ? [] : [{ title: '店铺', dataIndex: 'shop', width: 120 }]),
          {
            title: '订单',
            key: 'orders',
            width: 130,
            align: 'right' as const,
            render: (_: unknown, s: StatementView) => `${formatYuan(s.order_amount)}（${s.order_count}笔）`,
          },
          {
            title: '退款',
            key: 'refunds',
            width: 130,
            align: 'right' as const,
            render: (_: unknown, s: StatementView) => `${formatYuan(s.refund_amount)}（${s.refund_count}笔）`,
          },
          { title: '平台佣金', dataIndex: 'commission', width: 110, align: 'right' as const, render: (f: number) => formatYuan(f) },
          {
            title: '应结金额',
            dataIndex: 'payable',
            width: 120,
            align: 'right' as const,
            render: (f: number) => <Typography.Text strong>{formatYuan(f)}</Typography.Text>,
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 90,
            render: (st: StatementView['state']) => <Tag color={st === 'paid' ? 'green' : 'gold'}>{STATEMENT_STATE_NAMES[st]}</Tag>,
          },
          {
            title: '操作',
            key: 'op',
            width: 200,
            render: (_: unknown, s: StatementView) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setOpen(s.id)}>
                  明细
                </Button>
                <Button type="link" size="small" onClick={() => void download(statementsApi(scope).exportStatement, { params: { id: s.id } })}>
                  导出Excel
                </Button>
                {canPay && s.state === 'unpaid' ? (
                  <Popconfirm
                    title={`确认已向${s.shop}支付 ${formatYuan(s.payable)}？`}
                    onConfirm={() => act(callEnvelope(api.settlementConsole.markPaid, { params: { id: s.id } }))}
                  >
                    <Button type="link" size="small">
                      标记已结算
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <StatementDrawer id={open} scope={scope} onClose={() => setOpen(null)} />
    </Card>
  );
}
