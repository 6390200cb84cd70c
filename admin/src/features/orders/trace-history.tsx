import { useState, type ReactNode } from 'react';
import { Card, Col, Descriptions, Row, Space, Tag, Timeline, Typography } from 'antd';
import type { TraceCodeView } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { OrderDrawer } from './OrderDrawer';
import { useOrdersScope } from './scope';

const KIND_TEXT: Record<TraceCodeView['kind'], string> = { msfx: '码上放心', gs1: 'GS1', other: '其他企业码' };
const LEVEL_COLOR: Record<number, string> = { 1: 'green', 2: 'blue', 3: 'purple' };

const link = (text: string, onClick: () => void, testId?: string) => (
  <Typography.Link onClick={onClick} data-testid={testId}>
    {text}
  </Typography.Link>
);

/**
 * A code's history: what it is (level, the carton it came in, how many codes a carton holds), the goods and batch it
 * shipped as, and its way — registered by the shop, shipped on an order (which opens in the order drawer), received
 * by the buyer's scan. A code only in the packing relation has not gone anywhere yet.
 */
export function TraceHistory({ view: v, onLookup }: { view: TraceCodeView; onLookup: (code: string) => void }) {
  const { merchant } = useOrdersScope();
  const [order, setOrder] = useState<number | null>(null);
  const carton = v.level > 1;
  const g = v.goods;

  const step = (title: string, at: string | null, body: ReactNode) => (
    <>
      <Typography.Text strong>{title}</Typography.Text> {at ? <Typography.Text type="secondary">{chinaTime(at)}</Typography.Text> : null}
      <div>{body}</div>
    </>
  );
  const gray = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;
  const steps = [
    {
      color: 'green',
      content: step(
        carton ? '入库 / 装箱' : '入库',
        null,
        <>
          {merchant ? '本店铺' : v.shop_name}登记{carton ? `，箱内 ${v.children} 个码` : ''}
          {v.parent_code ? <div>装于箱码 {link(v.parent_code, () => onLookup(v.parent_code as string))}</div> : null}
        </>,
      ),
    },
    v.shipment && v.order
      ? {
          color: 'blue',
          content: step(
            '发货',
            v.shipment.shipped_at,
            <>
              <div>订单 {link(v.order.order_no, () => setOrder(v.order?.id ?? null), 'trace-order-link')}</div>
              <div>
                {v.shipment.carrier} {v.shipment.tracking_no}
              </div>
              {gray(`收货单位：${v.order.buyer}`)}
            </>,
          ),
        }
      : { color: 'gray', content: step('发货', null, gray('尚未发货')) },
    v.received_at
      ? { color: 'green', content: step('收货验收', v.received_at, '收货单位已扫码验收') }
      : {
          color: 'gray',
          // The buyer scans the boxes: a carton's own code is never "received", its boxes are.
          content: step('收货验收', null, gray(!v.shipment ? '—' : carton ? '收货单位按箱内小码逐盒验收，请查询小码' : '待收货单位扫码验收')),
        },
  ];

  return (
    <>
      <Row gutter={16} data-testid="trace-history">
        <Col xs={24} xl={16}>
          <Descriptions size="small" bordered column={2} styles={{ label: { whiteSpace: 'nowrap', width: 90 } }}>
            <Descriptions.Item label="追溯码" span={2}>
              <Space wrap>
                <Typography.Text copyable strong>
                  {v.code}
                </Typography.Text>
                <Tag color={LEVEL_COLOR[v.level]}>{v.level_text}</Tag>
                <Tag>{KIND_TEXT[v.kind]}</Tag>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="箱内码数">{carton ? `${v.children} 个` : '—（小码，单盒）'}</Descriptions.Item>
            <Descriptions.Item label="所属箱码">
              {v.parent_code ? link(v.parent_code, () => onLookup(v.parent_code as string)) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="商品" span={2}>
              {g ? `${g.name} ${g.spec}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="生产企业">{g?.manufacturer || '—'}</Descriptions.Item>
            <Descriptions.Item label="批准文号">{g?.approval_no || '—'}</Descriptions.Item>
            <Descriptions.Item label="批号">{v.batch_no ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="有效期至">{v.expiry_date ?? '—'}</Descriptions.Item>
            {merchant ? null : <Descriptions.Item label="店铺">{v.shop_name}</Descriptions.Item>}
            <Descriptions.Item label="订单" span={merchant ? 2 : 1}>
              {v.order ? link(v.order.order_no, () => setOrder(v.order?.id ?? null)) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label="收货单位" span={2}>
              {v.order?.buyer ?? '—'}
            </Descriptions.Item>
          </Descriptions>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title="流向">
            <Timeline items={steps} />
          </Card>
        </Col>
      </Row>
      <OrderDrawer id={order} onClose={() => setOrder(null)} />
    </>
  );
}
