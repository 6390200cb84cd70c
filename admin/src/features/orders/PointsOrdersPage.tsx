import { useState } from 'react';
import { AutoComplete, Button, Flex, Form, Image, Input, Modal, Tag, Typography } from 'antd';
import type { z } from 'zod';
import { shipPointsOrderBody, type pointsOrderView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { ReviewQueue } from '../../components/review-queue';
import { chinaTime } from '../../lib/china-time';
import { useFormSave } from '../../lib/save-form';
import { useCanWrite } from '../../lib/session';

type PointsOrder = z.infer<typeof pointsOrderView>;
const KEY = ['console', 'points-orders'] as const;
const TABS = [
  { key: '0', label: '待发货' },
  { key: '1', label: '已发货' },
  { key: 'all', label: '全部' },
];
const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '中国邮政EMS'];

/** 积分订单: gifts members exchanged in the points mall (or won in the lottery), shipped like an order. */
export default function PointsOrdersPage() {
  const canWrite = useCanWrite('orders');
  const [shipping, setShipping] = useState<PointsOrder | null>(null);
  return (
    <ReviewQueue<PointsOrder>
      title="积分订单"
      intro="积分商城兑换与抽奖获得的礼品：填写物流公司与单号发货，会员在“积分订单”中查看物流。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.pointsConsole.orders}
      columns={[
        {
          title: '订单号 / 时间',
          key: 'no',
          width: 200,
          render: (_, o) => (
            <>
              <div>{o.order_no}</div>
              <Typography.Text type="secondary">{chinaTime(o.created_at)}</Typography.Text>
            </>
          ),
        },
        {
          title: '礼品',
          key: 'goods',
          render: (_, o) => (
            <Flex gap={8} align="center">
              <Image src={o.image} width={40} height={40} style={{ objectFit: 'cover' }} />
              <span>
                {o.goods_name} × {o.number}
              </span>
            </Flex>
          ),
        },
        { title: '积分', dataIndex: 'points', width: 90 },
        {
          title: '来源',
          dataIndex: 'source',
          width: 90,
          render: (s: string) => <Tag>{s === 'draw' ? '抽奖' : s === 'exchange' ? '兑换' : s}</Tag>,
        },
        {
          title: '收货信息',
          key: 'address',
          width: 260,
          render: (_, o) => (
            <>
              <div>
                {o.address.consignee} {o.address.phone}
              </div>
              <Typography.Text type="secondary">{o.address.full_address}</Typography.Text>
            </>
          ),
        },
        {
          title: '状态',
          key: 'status',
          width: 200,
          render: (_, o) => (
            <>
              <Tag color={o.status ? 'green' : 'orange'}>{o.status_text}</Tag>
              {o.status ? (
                <div style={{ fontSize: 12, color: '#666' }}>
                  {o.carrier} {o.tracking_no}
                </div>
              ) : null}
            </>
          ),
        },
        {
          title: '操作',
          key: 'op',
          width: 80,
          render: (_, o) =>
            canWrite && o.status === 0 ? (
              <Button type="link" size="small" onClick={() => setShipping(o)}>
                发货
              </Button>
            ) : null,
        },
      ]}
    >
      {shipping ? <ShipModal order={shipping} onClose={() => setShipping(null)} /> : null}
    </ReviewQueue>
  );
}

function ShipModal({ order, onClose }: { order: PointsOrder; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const submit = async () => {
    const v = form.getFieldsValue(true) as { carrier?: string; tracking_no?: string };
    await save(form, shipPointsOrderBody, api.pointsConsole.ship, {
      params: { id: order.id },
      body: { carrier: v.carrier ?? '', tracking_no: v.tracking_no ?? '' },
    });
  };
  return (
    <Modal open title={`发货：${order.order_no}`} okText="确认发货" confirmLoading={busy} onOk={submit} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        {order.goods_name} × {order.number}，寄往 {order.address.consignee} {order.address.full_address}
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item name="carrier" label="物流公司" required>
          <AutoComplete options={CARRIERS.map((c) => ({ value: c }))} placeholder="如 顺丰速运" />
        </Form.Item>
        <Form.Item name="tracking_no" label="物流单号" required>
          <Input maxLength={30} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
