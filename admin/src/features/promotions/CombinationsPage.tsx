import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, InputNumber, Select, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  COMBINATION_ITEMS_MAX,
  combinationBody,
  combinationPreviewBody,
  fenToYuanInput,
  formatYuan,
  type AdminCombination,
  type CombinationPreview,
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

const KEY = ['console', 'combinations'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';

interface FormValues {
  shop_id?: number;
  name?: string;
  price?: number;
  items: Array<{ goods_id?: number; number?: number }>;
  starts_at?: string;
  ends_at?: string;
  sample?: number;
}

/** 组合套餐: packages of one shop's goods at one price, by state; create, edit, end, sample packages priced before saving. */
export default function CombinationsPage() {
  const { params, set } = useUrlFilters(['all']);
  const canWrite = usePromotionsCanWrite();
  const { shop } = usePromotionsScope();
  const combinations = usePromotionsApi(api.combinationsConsole, api.combinationsMerchant);
  const shops = usePromotionShops();
  const q = promotionQuery(params);
  const { data, isFetching } = usePagedQuery(KEY, combinations.list, q);
  const [editing, setEditing] = useState<{ row: AdminCombination | null } | null>(null);
  const { end } = usePromotionEnd(KEY, (id) => callEnvelope(combinations.end, { params: { id } }));
  return (
    <>
      <PageTitle title="组合套餐">同一店铺的在售商品按套售卖，套餐价须低于单品原价合计；控销商品不能加入套餐。可售套数按各商品库存计算。</PageTitle>
      <Card>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          {shop ? null : <ShopFilter width={160} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
          <StateFilter value={q.state} onChange={(state) => set({ state })} />
          <span style={{ flex: 1 }} />
          {canWrite ? (
            <Button type="primary" onClick={() => setEditing({ row: null })} data-testid="combination-new">
              新建套餐
            </Button>
          ) : null}
        </Flex>
        <Table<AdminCombination>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={promotionPagination(q, data?.total, set, (n) => `共 ${n} 个`)}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 64 },
            {
              title: '套餐',
              key: 'name',
              render: (_, r) => (
                <>
                  <div>{r.name}</div>
                  <Typography.Text type="secondary">{r.shop}</Typography.Text>
                </>
              ),
            },
            {
              title: '商品',
              key: 'items',
              render: (_, r) =>
                r.items.map((i) => (
                  <div key={i.goods_id}>
                    {i.name} {i.spec} × {i.number}
                    {i.unit}
                  </div>
                )),
            },
            {
              title: '套餐价 / 原价',
              key: 'price',
              width: 150,
              render: (_, r) => (
                <>
                  <Typography.Text type="danger">{formatYuan(r.price)}</Typography.Text> /{' '}
                  <Typography.Text delete>{formatYuan(r.original)}</Typography.Text>
                </>
              ),
            },
            { title: '可售套数', dataIndex: 'stock', width: 90 },
            windowColumn(),
            stateColumn(),
            editEndColumn<AdminCombination>({
              canWrite,
              open: (r) => setEditing({ row: r }),
              end,
              confirmEnd: (r) => (r.state === 'upcoming' ? '撤销这个未开始的套餐？' : '立即结束这个套餐？购物车里的套餐将不能再结算。'),
            }),
          ]}
        />
      </Card>
      {editing ? <CombinationDrawer row={editing.row} canWrite={canWrite} shops={shops} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function CombinationDrawer(props: {
  row: AdminCombination | null;
  canWrite: boolean;
  shops: Array<{ id: number; short_name: string }>;
  onClose: () => void;
}) {
  const { row, onClose } = props;
  const [form] = Form.useForm();
  const { shop } = usePromotionsScope();
  const combinations = usePromotionsApi(api.combinationsConsole, api.combinationsMerchant);
  const { busy, save } = useFormSave(KEY, onClose);
  const sample = usePreview(combinationPreviewBody, combinations.preview, {
    form,
    fieldOf: (name) => (name[0] === 'number' ? ['sample'] : name),
  });
  const readOnly = !props.canWrite || row?.state === 'ended';
  const shopId = Form.useWatch('shop_id', form);
  const [initial] = useState<FormValues>(() =>
    row
      ? {
          shop_id: row.shop_id,
          name: row.name,
          price: Number(fenToYuanInput(row.price)),
          items: row.items.map((i) => ({ goods_id: i.goods_id, number: i.number })),
          starts_at: chinaTime(row.starts_at, MINUTE),
          ends_at: chinaTime(row.ends_at, MINUTE),
          sample: 1,
        }
      : {
          shop_id: shop?.id,
          items: [{ number: 1 }, { number: 1 }],
          starts_at: chinaFromNow(0),
          ends_at: `${chinaFromNow(30 * 86_400_000, 'YYYY-MM-DD')} 23:59`,
          sample: 1,
        },
  );
  const known = (row?.items ?? []).map((i) => ({ value: i.goods_id, label: `${i.name} ${i.spec}` }));
  const ruleOf = (v: FormValues) => ({
    shop_id: v.shop_id ?? '',
    price: v.price ?? '',
    items: (v.items ?? []).map((i) => ({ goods_id: i.goods_id ?? '', number: i.number ?? '' })),
  });
  const submit = async () => {
    const v = form.getFieldsValue(true) as FormValues;
    const body = { name: v.name ?? '', ...ruleOf(v), starts_at: v.starts_at ?? '', ends_at: v.ends_at ?? '' };
    await (row
      ? save(form, combinationBody, combinations.update, { params: { id: row.id }, body })
      : save(form, combinationBody, combinations.create, { body }));
  };
  const runPreview = () => {
    const v = form.getFieldsValue(true) as FormValues;
    return sample.run({ ...ruleOf(v), number: v.sample ?? '' });
  };
  return (
    <EditorDrawer
      title={row ? `组合套餐 · ID ${row.id}` : '新建组合套餐'}
      width={820}
      readOnly={readOnly}
      busy={busy}
      onSave={submit}
      saveText={row ? '保存' : '创建'}
      saveTestId="combination-save"
      onClose={onClose}
    >
      <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly} onValuesChange={sample.clear}>
        <Flex gap={16}>
          <Form.Item name="shop_id" label="店铺" required style={{ width: 200 }}>
            <Select
              disabled={!!row || readOnly || !!shop}
              placeholder="选择店铺"
              options={props.shops.map((s) => ({ value: s.id, label: s.short_name }))}
              onChange={() => form.setFieldsValue({ items: [{ number: 1 }, { number: 1 }] })}
              data-testid="combination-shop"
            />
          </Form.Item>
          <Form.Item name="name" label="套餐名称" required style={{ flex: 1 }}>
            <Input maxLength={30} showCount placeholder="如：感冒常备组合" />
          </Form.Item>
          <Form.Item name="price" label="套餐价（元）" required>
            <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
          </Form.Item>
        </Flex>
        <Typography.Text strong>套餐商品</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          2 至 {COMBINATION_ITEMS_MAX} 个本店在售商品，每套的数量。
        </Typography.Paragraph>
        <Form.List name="items">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Flex key={f.key} gap={8} align="baseline">
                  <Form.Item name={[f.name, 'goods_id']} style={{ flex: 1, marginBottom: 8 }}>
                    <GoodsSelect shopId={shopId} requireShop known={known} testId={`combination-goods-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'number']} style={{ marginBottom: 8 }}>
                    <InputNumber min={1} max={9999} precision={0} addonBefore="每套" style={{ width: 150 }} aria-label={`套餐商品${i + 1}数量`} />
                  </Form.Item>
                  {fields.length > 2 && !readOnly ? (
                    <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label="删除套餐商品" />
                  ) : null}
                </Flex>
              ))}
              {!readOnly && fields.length < COMBINATION_ITEMS_MAX ? (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ number: 1 })} style={{ marginBottom: 12 }}>
                  添加商品
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
        <WindowFields beijing startsExtra="早于现在即为立即开始" pickerWidth={220} />
        <PreviewSample title="样例套数试算" unit="套数" max={9999} testId="combination-preview" onRun={runPreview} />
      </Form>
      <PreviewOutcome error={sample.error}>{sample.result ? <CombinationPreviewResult preview={sample.result} /> : null}</PreviewOutcome>
    </EditorDrawer>
  );
}

function CombinationPreviewResult({ preview: p }: { preview: CombinationPreview }) {
  return (
    <div data-testid="combination-preview-result">
      {p.note ? <Alert type="warning" showIcon message={p.note} style={{ marginBottom: 8 }} /> : null}
      <Table
        rowKey="goods_id"
        size="small"
        pagination={false}
        dataSource={p.items}
        columns={[
          { title: '商品', key: 'name', render: (_, i) => `${i.name} ${i.spec}` },
          { title: '每套', key: 'number', width: 80, render: (_, i) => `${i.number}${i.unit}` },
          { title: '单价', dataIndex: 'base_price', width: 90, render: formatYuan },
          { title: '库存', dataIndex: 'stock', width: 80 },
          { title: '', dataIndex: 'note', width: 140, render: (n: string) => (n ? <Typography.Text type="danger">{n}</Typography.Text> : null) },
        ]}
      />
      <Descriptions size="small" column={2} bordered style={{ marginTop: 12 }}>
        <Descriptions.Item label="单品原价合计（每套）">{formatYuan(p.original)}</Descriptions.Item>
        <Descriptions.Item label="套餐价（每套）">
          {formatYuan(p.price)}（省 {formatYuan(p.saving)}）
        </Descriptions.Item>
        <Descriptions.Item label="可售套数">{p.stock}</Descriptions.Item>
        <Descriptions.Item label={`${p.number}套试算应付`}>
          <Typography.Text strong data-testid="combination-preview-total">
            {formatYuan(p.amount)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
