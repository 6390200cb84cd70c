import { useState } from 'react';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fenToYuanNumber,
  formatYuan,
  FULL_REDUCTION_TIER_MAX,
  fullReductionBody,
  fullReductionPreviewBody,
  type FullReductionPreview,
} from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { chinaFromNow, chinaMinuteItemProps, chinaTime } from '../../lib/china-time';
import { usePreview } from '../../lib/use-preview';
import { saveForm } from '../../lib/save-form';
import { GoodsSelect } from '../../components/goods-select';
import { usePromotionsApi, usePromotionsScope } from './scope';

export const PROMOTIONS_KEY = ['console', 'promotions'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';

interface FormValues {
  name: string;
  shop_id?: number;
  scope: 'shop' | 'goods';
  goods_ids: number[];
  tiers: Array<{ threshold?: number; reduction?: number }>;
  starts_at?: string;
  ends_at?: string;
  sample: Array<{ goods_id?: number; number?: number }>;
}

/** The rule part of the form as the server's body (tiers in yuan). */
function ruleOf(v: FormValues) {
  return {
    shop_id: v.shop_id ?? 0,
    goods_ids: v.scope === 'goods' ? v.goods_ids : [],
    tiers: (v.tiers ?? []).map((t) => ({ threshold: t.threshold ?? '', reduction: t.reduction ?? '' })),
  };
}

/** Create or edit a 满减, and price a sample cart with it before saving. */
export function FullReductionDrawer(props: {
  target: number | 'new' | null;
  canWrite: boolean;
  shops: Array<{ id: number; short_name: string }>;
  onClose: () => void;
}) {
  const { target, onClose } = props;
  const [form] = Form.useForm();
  // The default window: from now to the end of the seventh day (China time), fixed when the drawer opens.
  const [window7] = useState(() => ({
    starts_at: chinaFromNow(0, MINUTE),
    ends_at: `${chinaFromNow(7 * 86_400_000, 'YYYY-MM-DD')} 23:59`,
  }));
  const client = useQueryClient();
  const { shop } = usePromotionsScope();
  const fullReductions = usePromotionsApi(api.fullReductionsConsole, api.fullReductionsMerchant);
  const editing = typeof target === 'number';
  const loaded = useQuery({
    queryKey: [...PROMOTIONS_KEY, 'one', target],
    queryFn: () => call(fullReductions.get, { params: { id: target as number } }),
    enabled: editing,
  });
  const [busy, setBusy] = useState(false);
  const sample = usePreview(fullReductionPreviewBody, fullReductions.preview, {
    form,
    fieldOf: (name) => (name[0] === 'lines' ? ['sample', ...name.slice(1)] : name),
  });
  const shopId = Form.useWatch('shop_id', form);
  const scope = Form.useWatch('scope', form);
  const readOnly = !props.canWrite || loaded.data?.state === 'ended';

  const r = loaded.data;
  const initial: FormValues = r
    ? {
        name: r.name,
        shop_id: r.shop_id,
        scope: r.goods_ids === null ? 'shop' : 'goods',
        goods_ids: r.goods_ids ?? [],
        tiers: r.tiers.map((t) => ({ threshold: fenToYuanNumber(t.threshold), reduction: fenToYuanNumber(t.reduction) })),
        starts_at: chinaTime(r.starts_at, MINUTE),
        ends_at: chinaTime(r.ends_at, MINUTE),
        sample: [{ number: 1 }],
      }
    : {
        name: '',
        shop_id: shop?.id,
        scope: 'shop',
        goods_ids: [],
        tiers: [{}],
        ...window7,
        sample: [{ number: 1 }],
      };

  const submit = async () => {
    const v = form.getFieldsValue(true) as FormValues;
    setBusy(true);
    const body = { name: v.name ?? '', ...ruleOf(v), starts_at: v.starts_at ?? '', ends_at: v.ends_at ?? '' };
    const saved = await (editing
      ? saveForm(form, fullReductionBody, fullReductions.update, { params: { id: target }, body })
      : saveForm(form, fullReductionBody, fullReductions.create, { body }));
    setBusy(false);
    if (!saved) return;
    await client.invalidateQueries({ queryKey: PROMOTIONS_KEY });
    onClose();
  };

  const runPreview = () => {
    const v = form.getFieldsValue(true) as FormValues;
    return sample.run({
      ...ruleOf(v),
      lines: (v.sample ?? []).filter((l) => l.goods_id).map((l) => ({ goods_id: l.goods_id!, number: l.number ?? 1 })),
    });
  };

  const known = r ? r.goods.map((g) => ({ value: g.id, label: `${g.name} ${g.spec}` })) : [];
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width={920}
      title={editing ? `满减活动 · ID ${target}` : '新建满减'}
      extra={
        readOnly ? null : (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={busy} onClick={submit} data-testid="promotion-save">
              {editing ? '保存' : '创建'}
            </Button>
          </Space>
        )
      }
    >
      {editing && !r ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly} onValuesChange={sample.clear}>
          <Flex gap={16}>
            <Form.Item label="店铺" name="shop_id" required style={{ width: 220 }}>
              <Select
                disabled={editing || readOnly || !!shop}
                placeholder="选择店铺"
                options={props.shops.map((s) => ({ value: s.id, label: s.short_name }))}
                onChange={() => form.setFieldsValue({ goods_ids: [], sample: [{ number: 1 }] })}
              />
            </Form.Item>
            <Form.Item label="活动名称" name="name" required style={{ flex: 1 }}>
              <Input maxLength={30} showCount placeholder="如：双十二全店满减" />
            </Form.Item>
          </Flex>
          <Flex gap={16} align="start">
            <Form.Item label="开始时间（北京时间）" name="starts_at" required extra="早于现在即为立即开始" {...chinaMinuteItemProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item label="结束时间（北京时间）" name="ends_at" required {...chinaMinuteItemProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={{ width: 220 }} />
            </Form.Item>
          </Flex>
          <Form.Item label="适用商品" name="scope">
            <Radio.Group
              options={[
                { value: 'shop', label: '全店商品' },
                { value: 'goods', label: '指定商品' },
              ]}
            />
          </Form.Item>
          {scope === 'goods' ? (
            <Form.Item name="goods_ids" label="指定商品" required>
              <GoodsSelect shopId={shopId} requireShop multiple known={known} testId="promotion-goods" />
            </Form.Item>
          ) : null}
          <Typography.Text strong>满减档位</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            单位元；档位须逐档提高（满额更高、减额更多），减额小于满额；最多 {FULL_REDUCTION_TIER_MAX} 档。
          </Typography.Paragraph>
          <Form.List name="tiers">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Flex key={f.key} gap={8} align="baseline">
                    <span>满</span>
                    <Form.Item name={[f.name, 'threshold']} style={{ marginBottom: 8 }}>
                      <InputNumber min={0} precision={2} style={{ width: 140 }} aria-label={`第${i + 1}档满额`} />
                    </Form.Item>
                    <span>元 减</span>
                    <Form.Item name={[f.name, 'reduction']} style={{ marginBottom: 8 }}>
                      <InputNumber min={0} precision={2} style={{ width: 120 }} aria-label={`第${i + 1}档减额`} />
                    </Form.Item>
                    <span>元</span>
                    {fields.length > 1 && !readOnly ? (
                      <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除此档" />
                    ) : null}
                  </Flex>
                ))}
                {!readOnly && fields.length < FULL_REDUCTION_TIER_MAX ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 8 }}>
                    添加一档
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">样例购物车试算</Divider>
          <Typography.Paragraph type="secondary">
            选择本店商品和数量，按当前填写的规则（未保存）用购物车同一计价规则试算，含阶梯价。
          </Typography.Paragraph>
          <Form.List name="sample">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Flex key={f.key} gap={8} align="baseline">
                    <Form.Item name={[f.name, 'goods_id']} style={{ flex: 1, marginBottom: 8 }}>
                      <GoodsSelect shopId={shopId} requireShop testId={`sample-goods-${i}`} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'number']} style={{ marginBottom: 8 }}>
                      <InputNumber min={1} max={100000} addonBefore="数量" style={{ width: 160 }} aria-label={`样例商品${i + 1}数量`} />
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
                  <Button onClick={runPreview} data-testid="promotion-preview">
                    试算
                  </Button>
                </Space>
              </>
            )}
          </Form.List>
          {sample.error ? <Alert type="error" showIcon message={sample.error} style={{ marginBottom: 12 }} /> : null}
          {sample.result ? <PreviewResult preview={sample.result} /> : null}
        </Form>
      )}
    </Drawer>
  );
}

function PreviewResult({ preview }: { preview: FullReductionPreview }) {
  return (
    <div data-testid="promotion-preview-result">
      <Table
        rowKey={(l) => `${l.goods_id}-${l.number}`}
        size="small"
        pagination={false}
        dataSource={preview.lines}
        columns={[
          { title: '商品', key: 'name', render: (_, l) => `${l.name} ${l.spec}` },
          { title: '数量', dataIndex: 'number', width: 70 },
          { title: '单价', dataIndex: 'price', width: 90, render: formatYuan },
          { title: '金额', dataIndex: 'amount', width: 100, render: formatYuan },
          {
            title: '满减',
            key: 'eligible',
            width: 150,
            render: (_, l) =>
              l.eligible ? (
                <Tag color="red">参加，分摊 {formatYuan(l.share)}</Tag>
              ) : (
                <Typography.Text type="secondary">{l.note || '不参加'}</Typography.Text>
              ),
          },
        ]}
      />
      <Descriptions size="small" column={2} style={{ marginTop: 12 }} bordered>
        <Descriptions.Item label="商品合计">{formatYuan(preview.total_before)}</Descriptions.Item>
        <Descriptions.Item label="参加满减金额">{formatYuan(preview.eligible_amount)}</Descriptions.Item>
        <Descriptions.Item label="档位">
          <Space size={4} wrap>
            {preview.tiers.map((t) => (
              <Tag key={t.amount} color={t.status ? 'red' : 'default'}>
                满{formatYuan(t.amount).slice(1)}减{formatYuan(t.reduction).slice(1)}
                {t.status ? ' ✓' : `（差${formatYuan(t.shortfall)}）`}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="满减优惠">
          <Typography.Text type="danger" data-testid="preview-reduction">
            -{formatYuan(preview.reduction)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="试算应付" span={2}>
          <Typography.Text strong data-testid="preview-total">
            {formatYuan(preview.total_after)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
