import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatYuan, type AfterSaleView } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { chinaTime } from '../../lib/china-time';
import { ORDERS_KEY, useAfterSales } from './api';
import { DecideAfterSaleModal } from './order-actions';
import { OrderDrawer } from './OrderDrawer';
import { AFTER_SALE_COLOR, PAY_METHOD_TEXT } from './order-states';
import { useOrdersCanRefund } from './scope';

const TABS = [
  { key: '0', label: '待审核' },
  { key: '3', label: '已退款' },
  { key: '2', label: '已拒绝' },
  { key: 'all', label: '全部' },
];

/**
 * 退款审核 (财务): the buyers' 退货退款 and 仅退款 requests, the newest first. Approving pays the amount back the way
 * the order was paid; 客服 and 运营 see the queue but the decision is the finance area's.
 */
export default function RefundsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '0';
  const canRefund = useOrdersCanRefund();
  const client = useQueryClient();
  const { data, isFetching } = useAfterSales({ status: status === 'all' ? undefined : Number(status), group: 'refunds' });
  const [deciding, setDeciding] = useState<AfterSaleView | null>(null);
  const [order, setOrder] = useState<number | null>(null);

  return (
    <>
      <PageTitle title="退款审核">买家的退货退款与仅退款申请：核对订单与凭证后同意（按原支付方式退回）或填写原因拒绝。显示最近100条。</PageTitle>
      <Card>
        <Tabs activeKey={status} onChange={(k) => setParams({ status: k }, { replace: true })} items={TABS} />
        <Table<AfterSaleView>
          rowKey="id"
          loading={isFetching && !data}
          dataSource={data}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: (n) => `共 ${n} 条` }}
          locale={{ emptyText: status === '0' ? '没有待审核的退款申请' : '暂无退款申请' }}
          columns={[
            { title: '申请时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '订单',
              key: 'order',
              width: 210,
              render: (_, a) => (
                <>
                  <Typography.Link onClick={() => setOrder(a.order_id)}>{a.order_no}</Typography.Link>
                  <div>
                    <Typography.Text type="secondary">{a.shop_name}</Typography.Text>
                  </div>
                </>
              ),
            },
            { title: '类型', dataIndex: 'kind_text', width: 90 },
            {
              title: '原因',
              key: 'reason',
              ellipsis: true,
              render: (_, a) => (a.description ? `${a.reason}：${a.description}` : a.reason),
            },
            { title: '申请金额', dataIndex: 'refund_amount', width: 110, align: 'right', render: (f: number) => formatYuan(f) },
            {
              title: '退回至',
              key: 'to',
              width: 100,
              render: (_, a) => a.refund_to || (a.pay_method ? (PAY_METHOD_TEXT[a.pay_method] ?? a.pay_method) : '—'),
            },
            {
              title: '状态',
              key: 'status',
              width: 170,
              render: (_, a) => (
                <>
                  <Tag color={AFTER_SALE_COLOR[a.status]}>{a.status_text}</Tag>
                  {a.status === 3 ? <Typography.Text type="secondary">{formatYuan(a.refunded_amount)}</Typography.Text> : null}
                  {a.status === 2 && a.decision_reason ? <Typography.Text type="secondary">{a.decision_reason}</Typography.Text> : null}
                </>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 110,
              render: (_, a) => (
                <Space size={0}>
                  {canRefund && a.status === 0 ? (
                    <Button type="link" size="small" onClick={() => setDeciding(a)}>
                      审核
                    </Button>
                  ) : null}
                  <Button type="link" size="small" onClick={() => setOrder(a.order_id)}>
                    订单
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {deciding ? (
        <DecideAfterSaleModal
          request={deciding}
          onClose={() => setDeciding(null)}
          onDone={() => client.invalidateQueries({ queryKey: ORDERS_KEY })}
        />
      ) : null}
      <OrderDrawer id={order} onClose={() => setOrder(null)} />
    </>
  );
}
