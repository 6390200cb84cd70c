import { useState } from 'react';
import { Button, Card, Descriptions, Drawer, Empty, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatYuan, paysBack, type AdminOrderDetail, type AfterSaleView } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { ORDERS_KEY, useOrder } from './api';
import { AFTER_SALE_COLOR, ORDER_STATE_COLOR, orderStateText, PAY_METHOD_TEXT } from './order-states';
import { DecideAfterSaleModal, RefundModal, ShipModal } from './order-actions';
import { InvoicesCard } from './InvoicesCard';
import { ColdChainStatus, ColdChainUploadModal } from './cold-chain-upload';
import { fileHref } from '../../lib/api-client';
import { useOrdersApi, useOrdersCanRefund, useOrdersCanWrite, useTraceApi } from './scope';

const when = (iso: string | null) => chinaTime(iso);
type Item = AdminOrderDetail['items'][number];

/** One order for the operator: buyer, money, lines with batch and expiry, shipments, events and after-sales. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { data: o, isPending } = useOrder(id);
  const canWrite = useOrdersCanWrite();
  const canRefund = useOrdersCanRefund();
  const ordersApi = useOrdersApi();
  const traceApi = useTraceApi();
  const client = useQueryClient();
  const [action, setAction] = useState<'ship' | 'refund' | { decide: AfterSaleView } | null>(null);
  const [temperatureFor, setTemperatureFor] = useState<AdminOrderDetail['shipments'][number] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ORDERS_KEY });
  const remaining = o ? o.items.reduce((n, i) => n + i.number - i.shipped_number, 0) : 0;
  // A partly shipped order stays 待发货 until its last line leaves.
  const canShip = !!o && canWrite && o.status === 1 && remaining > 0;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={1100}
      destroyOnHidden
      title={o ? `订单 ${o.order_no}` : '订单详情'}
      extra={
        o ? (
          <Space>
            {canShip ? (
              <Button type="primary" onClick={() => setAction('ship')}>
                发货
              </Button>
            ) : null}
            {canRefund && o.refundable > 0 ? <Button onClick={() => setAction('refund')}>退款</Button> : null}
          </Space>
        ) : null
      }
    >
      {isPending || !o ? (
        <Spin />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" bordered column={3} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label="状态">
              <Tag color={ORDER_STATE_COLOR[o.status]}>{orderStateText(o.status)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="买家">
              {o.buyer.company}（{o.buyer.username}，{o.buyer.phone}）
            </Descriptions.Item>
            <Descriptions.Item label="店铺">{o.shop_name}</Descriptions.Item>
            <Descriptions.Item label="下单时间">{when(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label="付款时间">
              {when(o.paid_at)} {o.pay_method ? `（${PAY_METHOD_TEXT[o.pay_method] ?? o.pay_method}）` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="发货时间">{when(o.shipped_at)}</Descriptions.Item>
            <Descriptions.Item label="收货地址" span={2}>
              {o.address.consignee} {o.address.phone} {o.address.province}
              {o.address.city}
              {o.address.district} {o.address.address}
            </Descriptions.Item>
            <Descriptions.Item label="发票">{o.invoice.title ? `${o.invoice.title} ${o.invoice.tax_no}` : '不开发票'}</Descriptions.Item>
            <Descriptions.Item label="金额" span={3}>
              商品 {formatYuan(o.goods_amount)} − 满减 {formatYuan(o.manjian_amount)} − 优惠券 {formatYuan(o.coupon_amount)} + 运费{' '}
              {formatYuan(o.shipping_fee)} = <Typography.Text strong>应付 {formatYuan(o.pay_amount)}</Typography.Text>；已付{' '}
              {formatYuan(o.paid_amount)}，已退 {formatYuan(o.refunded_amount)}
            </Descriptions.Item>
            {o.remark ? (
              <Descriptions.Item label="买家备注" span={3}>
                {o.remark}
              </Descriptions.Item>
            ) : null}
            {o.cancel_reason ? (
              <Descriptions.Item label="取消原因" span={3}>
                {o.cancel_reason}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Table<Item>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={o.items}
            columns={[
              {
                title: '商品',
                key: 'name',
                render: (_, i) => (
                  <>
                    {i.gift ? <Tag color="magenta">{i.gift}</Tag> : null}
                    {i.name}
                  </>
                ),
              },
              { title: '规格', dataIndex: 'spec', width: 110 },
              { title: '生产厂家', dataIndex: 'manufacturer', width: 150, ellipsis: true },
              { title: '批准文号', dataIndex: 'approval_no', width: 150 },
              { title: '批号', dataIndex: 'batch_no', width: 100 },
              { title: '效期', dataIndex: 'expiry_date', width: 100 },
              { title: '单价', dataIndex: 'price', width: 90, align: 'right', render: (f: number) => formatYuan(f) },
              { title: '数量', dataIndex: 'number', width: 60, align: 'right' },
              { title: '已发', dataIndex: 'shipped_number', width: 60, align: 'right' },
              { title: '金额', dataIndex: 'amount', width: 100, align: 'right', render: (f: number) => formatYuan(f) },
            ]}
          />
          <Space align="start" size={16} style={{ width: '100%' }}>
            <Card size="small" title="发货记录" style={{ width: 460 }}>
              {o.shipments.length ? (
                o.shipments.map((s) => (
                  <div key={s.id} style={{ marginBottom: 8 }}>
                    <Typography.Text strong>
                      {s.carrier} {s.tracking_no}
                    </Typography.Text>{' '}
                    <Typography.Text type="secondary">{when(s.created_at)}</Typography.Text>{' '}
                    <Typography.Link href={fileHref(ordersApi.deliveryNote, { params: { id: s.id } })} target="_blank" data-testid="delivery-note">
                      <PrinterOutlined /> 随货同行单
                    </Typography.Link>{' '}
                    <Typography.Link
                      href={fileHref(traceApi.manifest, { params: { id: s.id }, query: { format: 'xlsx' } })}
                      data-testid="trace-manifest"
                    >
                      <FileExcelOutlined /> 追溯码清单
                    </Typography.Link>
                    <div>{s.items.map((i) => `${i.name}×${i.number}`).join('，')}</div>
                    <ColdChainStatus parcel={s} canWrite={canWrite} onUpload={() => setTemperatureFor(s)} />
                  </div>
                ))
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚未发货" />
              )}
            </Card>
            <Card size="small" title="订单动态" style={{ width: 560 }}>
              <Timeline
                items={[...o.events].reverse().map((e) => ({
                  children: (
                    <>
                      <Typography.Text strong>{e.title}</Typography.Text> <Typography.Text type="secondary">{when(e.created_at)}</Typography.Text>
                      {e.detail ? <div>{e.detail}</div> : null}
                    </>
                  ),
                }))}
              />
            </Card>
          </Space>
          <Card size="small" title="退款与售后">
            {o.after_sales.length ? (
              <Table<AfterSaleView>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={o.after_sales}
                columns={[
                  { title: '类型', dataIndex: 'kind_text', width: 110 },
                  { title: '原因', dataIndex: 'reason', ellipsis: true },
                  { title: '申请金额', dataIndex: 'refund_amount', width: 110, align: 'right', render: (f: number) => formatYuan(f) },
                  { title: '已退', dataIndex: 'refunded_amount', width: 100, align: 'right', render: (f: number) => formatYuan(f) },
                  { title: '状态', dataIndex: 'status', width: 90, render: (s: number, a) => <Tag color={AFTER_SALE_COLOR[s]}>{a.status_text}</Tag> },
                  { title: '申请时间', dataIndex: 'created_at', width: 150, render: when },
                  {
                    title: '操作',
                    key: 'op',
                    width: 80,
                    render: (_, a) =>
                      a.status === 0 && (paysBack(a.kind) ? canRefund : canWrite) ? (
                        <Button size="small" type="link" onClick={() => setAction({ decide: a })}>
                          审核
                        </Button>
                      ) : null,
                  },
                ]}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有退款或售后申请" />
            )}
          </Card>
          <InvoicesCard order={o} canWrite={canWrite} />
        </Space>
      )}
      {o && action === 'ship' ? <ShipModal order={o} onClose={() => setAction(null)} onDone={refresh} /> : null}
      {temperatureFor ? <ColdChainUploadModal parcel={temperatureFor} onClose={() => setTemperatureFor(null)} onDone={refresh} /> : null}
      {o && action === 'refund' ? <RefundModal order={o} onClose={() => setAction(null)} onDone={refresh} /> : null}
      {o && action && typeof action === 'object' ? (
        <DecideAfterSaleModal request={action.decide} onClose={() => setAction(null)} onDone={refresh} />
      ) : null}
    </Drawer>
  );
}
