import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Card, Input, Table, Tabs, Tag } from 'antd';
import { formatYuan, ORDER_STATUS_NAMES, type AdminOrderSummary } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useOrderCounts, useOrders } from './api';
import { OrderDrawer } from './OrderDrawer';
import { ORDER_STATE_COLOR, orderStateText, PAY_METHOD_TEXT } from './order-states';
import { MERCHANT_ORDERS, OrdersScopeProvider, useOrdersCanWrite, useOrdersScope } from './scope';
import { tablePaging } from '../../lib/paged-query';

/**
 * 订单管理: the queue by state with counts, search by order number or buyer; the drawer ships, refunds, decides.
 * The platform's every shop, or (inside a merchant's OrdersScopeProvider) one shop's.
 */
export function OrdersQueue() {
  const scope = useOrdersScope();
  const canShip = useOrdersCanWrite();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'all';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [open, setOpen] = useState<number | null>(null);
  const { data: counts } = useOrderCounts();
  const { data, isFetching } = useOrders({
    status: status === 'all' ? undefined : Number(status),
    keyword: keyword || undefined,
    page,
    page_size: 20,
  });
  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };
  const countOf = (s: number) => counts?.by_status.find((x) => x.status === s)?.count ?? 0;
  const tab = (label: string, n: number | undefined, highlight = false) => (
    <span>
      {label}{' '}
      {n !== undefined ? <Badge count={n} showZero overflowCount={99999} color={highlight && n > 0 ? '#fa8c16' : '#bfbfbf'} size="small" /> : null}
    </span>
  );

  return (
    <>
      <PageTitle title="订单管理">
        {scope.merchant
          ? '本店铺订单：待发货的订单发货（可按行部分发货，每个包裹打印随货同行单），处理退款与售后。'
          : '按状态处理订单：待发货的订单发货（可按行部分发货），处理退款与售后。'}
      </PageTitle>
      <Card>
        <Tabs
          activeKey={status}
          onChange={(k) => set({ status: k === 'all' ? null : k, page: null })}
          items={[
            { key: 'all', label: tab('全部', counts?.all) },
            ...ORDER_STATUS_NAMES.map((name, s) => ({ key: String(s), label: tab(name, counts ? countOf(s) : undefined, s === 1) })),
          ]}
          tabBarExtraContent={
            <Input.Search
              allowClear
              defaultValue={keyword}
              placeholder="订单号 / 买家单位 / 用户名 / 手机号"
              style={{ width: 320 }}
              onSearch={(v) => set({ keyword: v.trim(), page: null })}
            />
          }
        />
        <Table<AdminOrderSummary>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, showTotal: (n) => `共 ${n} 个订单`, onChange: (p) => set({ page: String(p) }) })}
          columns={[
            { title: '订单号', dataIndex: 'order_no', width: 200 },
            { title: '买家', key: 'buyer', ellipsis: true, render: (_, o) => o.buyer.company },
            ...(scope.merchant ? [] : [{ title: '店铺', dataIndex: 'shop_name', width: 140, ellipsis: true }]),
            { title: '商品', dataIndex: 'item_count', width: 70, align: 'right', render: (n: number) => `${n} 种` },
            { title: '应付金额', dataIndex: 'pay_amount', width: 120, align: 'right', render: (f: number) => formatYuan(f) },
            { title: '支付方式', dataIndex: 'pay_method', width: 90, render: (m: string | null) => (m ? (PAY_METHOD_TEXT[m] ?? m) : '—') },
            {
              title: '状态',
              dataIndex: 'status',
              width: 130,
              render: (s: number, o) => (
                <>
                  <Tag color={ORDER_STATE_COLOR[s]}>{orderStateText(s)}</Tag>
                  {o.after_sale ? <Tag color={o.after_sale.status === 0 ? 'orange' : 'default'}>{o.after_sale.kind_text}</Tag> : null}
                </>
              ),
            },
            { title: '下单时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '操作',
              key: 'op',
              width: 80,
              render: (_, o) => (
                <Button type="link" size="small" onClick={() => setOpen(o.id)}>
                  {o.status === 1 && canShip ? '发货' : '查看'}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <OrderDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

export default function OrdersPage() {
  return <OrdersQueue />;
}

/** A merchant's 订单管理: the same queue, its own shop's orders only. */
export function MerchantOrdersPage() {
  return (
    <OrdersScopeProvider value={MERCHANT_ORDERS}>
      <OrdersQueue />
    </OrdersScopeProvider>
  );
}
