import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import {
  fenToYuanInput,
  formatYuan,
  GIFT_MODE_NAMES,
  GIFT_MODES,
  giftPreviewBody,
  giftRuleBody,
  type AdminGiftRule,
  type GiftMode,
  type GiftPreview,
} from '@yaocai/contract';
import { GoodsSelect } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { ShopFilter } from '../../components/shop-filter';
import { chinaFromNow, chinaTime } from '../../lib/china-time';
import { usePreview } from '../../lib/use-preview';
import { useFormSave } from '../../lib/save-form';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { usePagedQuery } from '../../lib/paged-query';
import { PreviewOutcome, PreviewSample, WindowFields } from './promotion-editor';
import { editEndColumn, stateColumn, usePromotionEnd, windowColumn, promotionPagination, promotionQuery, StateFilter } from './promotion-list';
import { EditorDrawer } from '../../components/editor-drawer';
import { usePromotionsCanWrite, usePromotionsApi, usePromotionsScope, usePromotionShops } from './scope';
import { useUrlFilters } from '../../lib/url-filters';

const KEY = ['console', 'gifts'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';
const MODE_COLOR: Record<GiftMode, string> = { gift: 'red', addon: 'orange', ladder: 'purple' };
const MODE_HELP: Record<GiftMode, string> = {
  gift: '每买满起赠数量送一次，买得越多送得越多（满10赠1，买20赠2）；同一商品同一时间只能有一个买赠或换购。',
  addon: '每买满起赠数量，买家可加换购价换购赠品一次，换购价须低于赠品原价合计；由买家在购物车选择是否换购。',
  ladder: '多档起赠数量，买到哪一档送哪一档，只送一次；同一赠品的档位须数量越高送得越多。',
};

interface FormValues {
  shop_id?: number;
  goods_id?: number;
  mode: GiftMode;
  min_number?: number;
  gift_goods_id?: number;
  gift_number?: number;
  add_price?: number;
  starts_at?: string;
  ends_at?: string;
  sample?: number;
}

const ruleText = (r: Pick<AdminGiftRule, 'mode' | 'min_number' | 'unit' | 'gift_name' | 'gift_number' | 'gift_unit' | 'add_price'>) =>
  `满${r.min_number}${r.unit}${r.mode === 'addon' ? `加${formatYuan(r.add_price)}换购` : '赠'}${r.gift_name}${r.gift_number}${r.gift_unit}`;

/** 买赠与换购: a goods' gift rules (买赠, 换购, 阶梯满赠) by state; create, edit, end, a sample quantity priced before saving. */
export default function GiftsPage() {
  const { params, set } = useUrlFilters(['all']);
  const canWrite = usePromotionsCanWrite();
  const { shop } = usePromotionsScope();
  const gifts = usePromotionsApi(api.giftsConsole, api.giftsMerchant);
  const shops = usePromotionShops();
  const q = { keyword: params.get('keyword') ?? undefined, mode: params.get('mode') ?? undefined, ...promotionQuery(params) };
  const { data, isFetching } = usePagedQuery(KEY, gifts.list, q);
  const [editing, setEditing] = useState<{ row: AdminGiftRule | null } | null>(null);
  const { end } = usePromotionEnd(KEY, (id) => callEnvelope(gifts.end, { params: { id } }));
  return (
    <>
      <PageTitle title="买赠与换购">赠品须为同一店铺的在售商品；处方药和甲类非处方药不得作为赠品或换购商品。规则由购物车按数量自动计算。</PageTitle>
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Input.Search
            placeholder="商品名称"
            allowClear
            defaultValue={q.keyword}
            onSearch={(v) => set({ keyword: v.trim() })}
            style={{ width: 220 }}
          />
          {shop ? null : <ShopFilter width={160} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
          <Select
            allowClear
            placeholder="活动类型"
            value={q.mode}
            onChange={(v) => set({ mode: v })}
            options={GIFT_MODES.map((m) => ({ value: m, label: GIFT_MODE_NAMES[m] }))}
            style={{ width: 130 }}
          />
          <StateFilter value={q.state} onChange={(state) => set({ state })} />
          <span style={{ flex: 1 }} />
          {canWrite ? (
            <Button type="primary" onClick={() => setEditing({ row: null })} data-testid="gift-new">
              新建买赠
            </Button>
          ) : null}
        </Flex>
        <Table<AdminGiftRule>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={promotionPagination(q, data?.total, set, (n) => `共 ${n} 条`)}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 64 },
            {
              title: '活动商品',
              key: 'goods',
              render: (_, r) => (
                <>
                  <div>
                    {r.goods_name} {r.spec}
                  </div>
                  <Typography.Text type="secondary">{r.shop}</Typography.Text>
                </>
              ),
            },
            { title: '类型', dataIndex: 'mode', width: 100, render: (m: GiftMode) => <Tag color={MODE_COLOR[m]}>{GIFT_MODE_NAMES[m]}</Tag> },
            { title: '规则', key: 'rule', render: (_, r) => ruleText(r) },
            windowColumn(),
            stateColumn(),
            editEndColumn<AdminGiftRule>({
              canWrite,
              open: (r) => setEditing({ row: r }),
              end,
              confirmEnd: (r) => (r.state === 'upcoming' ? '撤销这个未开始的活动？' : '立即结束这个活动？'),
            }),
          ]}
        />
      </Card>
      {editing ? <GiftDrawer row={editing.row} canWrite={canWrite} shops={shops} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function GiftDrawer({
  row,
  canWrite,
  shops,
  onClose,
}: {
  row: AdminGiftRule | null;
  canWrite: boolean;
  shops: Array<{ id: number; short_name: string }>;
  onClose: () => void;
}) {
  const [form] = Form.useForm();
  const { shop } = usePromotionsScope();
  const gifts = usePromotionsApi(api.giftsConsole, api.giftsMerchant);
  const { busy, save } = useFormSave(KEY, onClose);
  const sample = usePreview(giftPreviewBody, gifts.preview, {
    form,
    fieldOf: (name) => (name[0] === 'number' ? ['sample'] : name),
  });
  const readOnly = !canWrite || row?.state === 'ended';
  const shopId = Form.useWatch('shop_id', form);
  const mode: GiftMode = (Form.useWatch('mode', form) as GiftMode | undefined) ?? row?.mode ?? 'gift';
  const [initial] = useState<FormValues>(() =>
    row
      ? {
          shop_id: row.shop_id,
          goods_id: row.goods_id,
          mode: row.mode,
          min_number: row.min_number,
          gift_goods_id: row.gift_goods_id,
          gift_number: row.gift_number,
          add_price: row.add_price ? Number(fenToYuanInput(row.add_price)) : undefined,
          starts_at: chinaTime(row.starts_at, MINUTE),
          ends_at: chinaTime(row.ends_at, MINUTE),
          sample: row.min_number,
        }
      : {
          shop_id: shop?.id,
          mode: 'gift',
          min_number: 10,
          gift_number: 1,
          starts_at: chinaFromNow(0),
          ends_at: `${chinaFromNow(30 * 86_400_000, 'YYYY-MM-DD')} 23:59`,
          sample: 10,
        },
  );
  const ruleOf = (v: FormValues) => ({
    goods_id: v.goods_id ?? '',
    mode: v.mode,
    min_number: v.min_number ?? '',
    gift_goods_id: v.gift_goods_id ?? '',
    gift_number: v.gift_number ?? '',
    add_price: v.mode === 'addon' ? (v.add_price ?? '') : '',
  });
  const submit = async () => {
    const v = form.getFieldsValue(true) as FormValues;
    const body = { ...ruleOf(v), starts_at: v.starts_at ?? '', ends_at: v.ends_at ?? '' };
    await (row ? save(form, giftRuleBody, gifts.update, { params: { id: row.id }, body }) : save(form, giftRuleBody, gifts.create, { body }));
  };
  const runPreview = () => {
    const v = form.getFieldsValue(true) as FormValues;
    return sample.run({ ...ruleOf(v), number: v.sample ?? '', ...(row ? { id: row.id } : {}) });
  };
  const known = (id: number, name: string, spec: string) => [{ value: id, label: `${name} ${spec}` }];
  return (
    <EditorDrawer
      title={row ? `买赠活动 · ID ${row.id}` : '新建买赠'}
      width={760}
      readOnly={readOnly}
      busy={busy}
      onSave={submit}
      saveText={row ? '保存' : '创建'}
      saveTestId="gift-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly} onValuesChange={sample.clear}>
        <Flex gap={16}>
          <Form.Item name="shop_id" label="店铺" required style={{ width: 200 }}>
            <Select
              disabled={!!row || readOnly || !!shop}
              placeholder="选择店铺"
              options={shops.map((s) => ({ value: s.id, label: s.short_name }))}
              onChange={() => form.setFieldsValue({ goods_id: undefined, gift_goods_id: undefined })}
              data-testid="gift-shop"
            />
          </Form.Item>
          <Form.Item name="goods_id" label="活动商品" required style={{ flex: 1 }}>
            <GoodsSelect shopId={shopId} requireShop known={row ? known(row.goods_id, row.goods_name, row.spec) : []} testId="gift-goods" />
          </Form.Item>
        </Flex>
        <Form.Item name="mode" label="活动类型" extra={MODE_HELP[mode]}>
          <Radio.Group optionType="button" options={GIFT_MODES.map((m) => ({ value: m, label: GIFT_MODE_NAMES[m] }))} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="min_number" label="起赠数量" required>
            <InputNumber min={1} max={100000} precision={0} addonBefore="满" />
          </Form.Item>
          <Form.Item name="gift_goods_id" label={mode === 'addon' ? '换购商品' : '赠品'} required style={{ flex: 1, minWidth: 260 }}>
            <GoodsSelect shopId={shopId} requireShop known={row ? known(row.gift_goods_id, row.gift_name, row.gift_spec) : []} testId="gift-gift" />
          </Form.Item>
          <Form.Item name="gift_number" label={mode === 'addon' ? '换购数量' : '赠送数量'} required>
            <InputNumber min={1} max={10000} precision={0} />
          </Form.Item>
          {mode === 'addon' ? (
            <Form.Item name="add_price" label="换购价（元）" required>
              <InputNumber min={0.01} precision={2} />
            </Form.Item>
          ) : null}
        </Flex>
        <WindowFields beijing startsExtra="早于现在即为立即开始" pickerWidth={220} />
        <PreviewSample
          title="样例数量试算"
          intro="按当前填写的规则（未保存）和该商品同时进行的其他买赠，用购物车同一规则计算买家能得到什么。"
          unit="数量"
          max={100000}
          testId="gift-preview"
          onRun={runPreview}
        />
      </Form>
      <PreviewOutcome error={sample.error}>{sample.result ? <GiftPreviewResult preview={sample.result} /> : null}</PreviewOutcome>
    </EditorDrawer>
  );
}

function GiftPreviewResult({ preview: p }: { preview: GiftPreview }) {
  return (
    <div data-testid="gift-preview-result">
      {p.warnings.map((w) => (
        <Alert key={w} type="warning" showIcon message={`保存时将被拒绝：${w}`} style={{ marginBottom: 8 }} />
      ))}
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="商品" span={2}>
          {p.goods_name} × {p.number}
          {p.unit}
        </Descriptions.Item>
        <Descriptions.Item label="单价">{formatYuan(p.price)}</Descriptions.Item>
        <Descriptions.Item label="金额">{formatYuan(p.amount)}</Descriptions.Item>
        <Descriptions.Item label="得到" span={2}>
          {p.outcomes.length ? (
            <Space direction="vertical" size={2}>
              {p.outcomes.map((o) => (
                <span key={o.mode}>
                  <Tag color={MODE_COLOR[o.mode]}>{GIFT_MODE_NAMES[o.mode]}</Tag>
                  {o.gift_name} × {o.gift_number}
                  {o.amount ? `（加 ${formatYuan(o.amount)}）` : '（免费）'}
                  <Typography.Text type="secondary"> {o.text}</Typography.Text>
                </span>
              ))}
            </Space>
          ) : (
            <Typography.Text type="secondary">未达到起赠数量</Typography.Text>
          )}
        </Descriptions.Item>
        <Descriptions.Item label="购物车提示" span={2}>
          {p.hint ?? '—'}
        </Descriptions.Item>
        <Descriptions.Item label="试算应付（含换购）" span={2}>
          <Typography.Text strong data-testid="gift-preview-total">
            {formatYuan(p.total)}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label="参与计算的规则" span={2}>
          <Space size={4} wrap>
            {p.rules.map((r, i) => (
              <Tag key={i} color={r.id === null ? 'blue' : 'default'}>
                {r.id === null ? '本规则' : `ID ${r.id}`} · {GIFT_MODE_NAMES[r.mode]} 满{r.min_number}赠{r.gift_name}×{r.gift_number}
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
