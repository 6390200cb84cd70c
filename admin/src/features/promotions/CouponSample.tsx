import { Alert, Button, Descriptions, Divider, Flex, Form, InputNumber, Space, Table, Tag, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { couponPreviewBody, formatYuan } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { GoodsSelect } from '../../components/goods-select';
import { usePreview } from '../../lib/use-preview';
import { usePromotionsApi } from './scope';

/**
 * A sample cart priced with the coupon being edited (not saved) and the shops' running 满减, through the cart's engine:
 * the operator sees whether the threshold is reached after 满减 and what the coupon takes off.
 */
export function CouponSample({ coupon }: { coupon: FormInstance }) {
  const [form] = Form.useForm();
  const coupons = usePromotionsApi(api.couponsConsole, api.couponsMerchant);
  const sample = usePreview(couponPreviewBody, coupons.preview);
  const { result: preview, error } = sample;
  const run = () => {
    const c = coupon.getFieldsValue(true) as { shop_id?: number; threshold?: number; amount?: number };
    const lines = (form.getFieldValue('lines') ?? []) as Array<{ goods_id?: number; number?: number }>;
    return sample.run({
      shop_id: c.shop_id ?? '',
      threshold: c.threshold ?? '',
      amount: c.amount ?? '',
      lines: lines.filter((l) => l.goods_id).map((l) => ({ goods_id: l.goods_id!, number: l.number ?? 1 })),
    });
  };
  return (
    <>
      <Divider titlePlacement="start">样例购物车试算</Divider>
      <Typography.Paragraph type="secondary">按当前填写的门槛和金额（未保存），连同店铺进行中的满减，用购物车同一计价规则试算。</Typography.Paragraph>
      <Form form={form} initialValues={{ lines: [{ number: 1 }] }} onValuesChange={sample.clear}>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Flex key={f.key} gap={8} align="baseline">
                  <Form.Item name={[f.name, 'goods_id']} style={{ flex: 1, marginBottom: 8 }}>
                    <GoodsSelect testId={`coupon-sample-goods-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'number']} style={{ marginBottom: 8 }}>
                    <InputNumber min={1} max={100000} addonBefore="数量" style={{ width: 150 }} aria-label={`样例商品${i + 1}数量`} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除样例商品" />
                  ) : null}
                </Flex>
              ))}
              <Space style={{ marginBottom: 12 }}>
                {fields.length < 20 ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ number: 1 })}>
                    添加样例商品
                  </Button>
                ) : null}
                <Button onClick={run} data-testid="coupon-preview">
                  试算
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {preview ? (
        <div data-testid="coupon-preview-result">
          <Table
            rowKey="goods_id"
            size="small"
            pagination={false}
            dataSource={preview.lines}
            columns={[
              { title: '商品', key: 'name', render: (_, l) => `${l.name} ${l.spec}` },
              { title: '店铺', dataIndex: 'shop', width: 90 },
              { title: '数量', dataIndex: 'number', width: 60 },
              { title: '金额', dataIndex: 'amount', width: 90, render: formatYuan },
              { title: '满减', dataIndex: 'manjian', width: 80, render: (v: number) => (v ? `-${formatYuan(v)}` : '—') },
              {
                title: '用券',
                key: 'eligible',
                width: 110,
                render: (_, l) =>
                  l.eligible ? <Tag color="red">计入门槛</Tag> : <Typography.Text type="secondary">{l.note || '不计入'}</Typography.Text>,
              },
            ]}
          />
          <Descriptions size="small" column={2} bordered style={{ marginTop: 12 }}>
            <Descriptions.Item label="满减后合计">{formatYuan(preview.total_before)}</Descriptions.Item>
            <Descriptions.Item label="计入门槛金额">{formatYuan(preview.eligible_total)}</Descriptions.Item>
            <Descriptions.Item label="优惠券" span={2}>
              {preview.applicable ? (
                <Typography.Text type="danger" data-testid="coupon-preview-discount">
                  可用，减 {formatYuan(preview.discount)}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{preview.reason}</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="试算应付" span={2}>
              <Typography.Text strong data-testid="coupon-preview-total">
                {formatYuan(preview.total_after)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        </div>
      ) : null}
    </>
  );
}
