import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Typography,
} from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CLASSIFICATION_NAMES, fenToYuanInput, GOODS_LADDER_MAX, goodsFormBody, type GoodsEditView } from '@yaocai/contract';
import { call, callEnvelope, type ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { checkWith, fieldsFromServer } from '../../lib/schema-form';
import { GOODS_KEY, goodsApi, PLATFORM_GOODS, type GoodsScope } from './api';
import { ImagesField } from './ImagesField';
import { chinaDayItemProps } from '../../lib/china-time';

const ZONES = [
  ['is_yx', '优选'],
  ['is_zy', '中药'],
  ['is_kx', '控销'],
  ['is_free_shipping', '免邮'],
  ['is_welfare', '福利'],
] as const;
type ZoneKey = (typeof ZONES)[number][0];

/** Form fields that stand for a list the form shows as one block: their errors go to the block. */
const BLOCK_OF: Record<string, string> = { stocks: 'stock_by_ck', images: 'images', tags: 'tags' };
const toBlocks = (fields: Array<{ name: Array<string | number>; errors: string[] }>) =>
  fields.map((f) => (BLOCK_OF[String(f.name[0])] ? { name: [BLOCK_OF[String(f.name[0])]!], errors: f.errors } : f));

function toFormValues(g: GoodsEditView) {
  return {
    ...g,
    base_price: fenToYuanInput(g.base_price),
    retail_price: fenToYuanInput(g.retail_price),
    ladders: g.ladders.map((l) => ({ number: l.number, price: fenToYuanInput(l.price) })),
    stock_by_ck: Object.fromEntries(g.stocks.map((s) => [s.ck_id, s.number])),
    zones: ZONES.filter(([k]) => g[k]).map(([k]) => k),
    on_sale: g.status === 'on_sale',
  };
}

/** What the server takes: yuan as text, flags as 1/0, stock for each warehouse of the shop, images by id. */
function toBody(v: Record<string, unknown>, warehouses: Array<{ id: number }>) {
  const zones = (v.zones as ZoneKey[] | undefined) ?? [];
  const stockBy = (v.stock_by_ck as Record<string, number | null> | undefined) ?? {};
  const { zones: _z, stock_by_ck: _s, on_sale, ...rest } = v;
  return {
    ...rest,
    brand_id: v.brand_id ?? 0,
    stocks: warehouses.map((w) => ({ ck_id: w.id, number: stockBy[w.id] ?? 0 })),
    images: ((v.images as Array<{ id: string }> | undefined) ?? []).map((i) => i.id),
    ladders: ((v.ladders as Array<{ number?: number; price?: string }> | undefined) ?? []).filter((l) => l && (l.number || l.price)),
    ...Object.fromEntries(ZONES.map(([k]) => [k, zones.includes(k) ? '1' : '0'])),
    is_buy: v.is_buy === false ? '0' : '1',
    cold_chain: v.cold_chain ? '1' : '0',
    status: on_sale ? 'on_sale' : 'off_sale',
  } as unknown as z.input<typeof goodsFormBody>;
}

/**
 * 新建 / 编辑商品: every pharma field, batch and stock per warehouse, prices and ladder, images, tags and zones. The
 * values are checked with the server's own schema before sending; what only the server knows (a prohibited class, a
 * warehouse of another shop) comes back beside the field it names.
 */
export function GoodsEditor({
  target,
  canWrite,
  onClose,
  scope = PLATFORM_GOODS,
}: {
  target: number | 'new' | null;
  canWrite: boolean;
  onClose: () => void;
  scope?: GoodsScope;
}) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = useQuery({
    queryKey: [...GOODS_KEY, scope.base, 'options'],
    queryFn: () => call(goodsApi(scope).options),
    staleTime: 5 * 60_000,
  });
  const goods = useQuery({
    queryKey: [...GOODS_KEY, scope.base, 'edit', target],
    queryFn: () => call(goodsApi(scope).get, { params: { id: target as number } }),
    enabled: typeof target === 'number',
  });
  const shopId = Form.useWatch('shop_id', form) as number | undefined;
  const warehouses = options.data?.shops.find((s) => s.id === shopId)?.warehouses ?? [];
  const editing = typeof target === 'number';

  useEffect(() => {
    if (target === 'new') {
      form.resetFields();
      form.setFieldsValue({
        middle_pack: 1,
        case_pack: 1,
        min_order: 1,
        classification: 'otc_a',
        is_buy: true,
        on_sale: true,
        ladders: [],
        images: [],
        // A merchant's goods is its own shop's.
        ...(scope.merchant && options.data?.shops.length === 1 ? { shop_id: options.data.shops[0]!.id } : {}),
      });
    } else if (goods.data) {
      form.resetFields();
      form.setFieldsValue(toFormValues(goods.data));
    }
  }, [target, goods.data, form, scope.merchant, options.data]);

  const submit = async () => {
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    const body = toBody(values, warehouses);
    const checked = checkWith(goodsFormBody, body);
    if (!checked.ok) {
      const fields = toBlocks(checked.fields);
      form.setFields(fields);
      form.scrollToField(fields[0]!.name, { block: 'center' });
      return;
    }
    setBusy(true);
    setRefusal(null);
    const onError = (e: ApiError) => {
      if (e.status !== 422) return false;
      form.setFields(toBlocks(fieldsFromServer(e.fieldErrors)));
      setRefusal(e.message);
      return true;
    };
    try {
      const goods = goodsApi(scope);
      const { msg, data } = editing
        ? await callEnvelope(goods.update, { params: { id: target }, body }, { onError })
        : await callEnvelope(goods.create, { body }, { onError });
      // The platform's save answers with the goods; a merchant's with its review, or the goods and the review it opened.
      const goodsName = 'goods' in data ? `${data.goods.name}（ID ${data.goods.id}）` : 'kind' in data ? data.name : `${data.name}（ID ${data.id}）`;
      feedback.message?.success(`${msg}：${goodsName}`);
      await client.invalidateQueries({ queryKey: GOODS_KEY });
      onClose();
    } catch {
      // Shown beside the fields or by the request client.
    } finally {
      setBusy(false);
    }
  };

  const o = options.data;
  const loading = options.isLoading || (editing && goods.isLoading);
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width={980}
      destroyOnHidden
      title={editing ? `${canWrite ? '编辑商品' : '商品详情'} · ID ${target}` : scope.merchant ? '发布商品' : '新建商品'}
      extra={
        canWrite ? (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" loading={busy} onClick={submit} data-testid="goods-save">
              {scope.merchant && !editing ? '提交审核' : '保存'}
            </Button>
          </Space>
        ) : null
      }
    >
      {loading || !o ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" disabled={!canWrite} requiredMark="optional" onFinish={submit}>
          {refusal ? <Alert type="error" showIcon message={refusal} style={{ marginBottom: 16 }} /> : null}
          {scope.merchant ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              message={
                editing
                  ? '批准文号、规格、生产厂家的变更须经平台商品审核，通过前仍按原资料销售；价格、库存、批次、图片等保存后即时生效。'
                  : '新商品提交后进入平台商品审核，审核通过后按所选状态上架销售。麻醉、精神药品等禁售类别不能发布。'
              }
            />
          ) : null}
          <Divider titlePlacement="start">基本信息</Divider>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="店铺" name="shop_id" required>
                <Select
                  showSearch
                  optionFilterProp="label"
                  disabled={editing || scope.merchant}
                  options={o.shops.map((s) => ({ value: s.id, label: s.name }))}
                  placeholder="选择店铺"
                />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item label="分类（末级）" name="category_id" required>
                <Select
                  showSearch
                  optionFilterProp="label"
                  options={o.categories.map((c) => ({ value: c.id, label: c.path }))}
                  placeholder="输入分类名搜索"
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="品牌" name="brand_id">
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  options={o.brands.map((b) => ({ value: b.id, label: b.name }))}
                  placeholder="无"
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="通用名" name="generic_name" required>
                <Input maxLength={50} placeholder="如 阿莫西林胶囊" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="商品名" name="trade_name">
                <Input maxLength={50} placeholder="如 阿莫仙" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="商品名称（前台显示）" name="name" required>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="规格" name="spec" required>
                <Input maxLength={50} placeholder="0.25g*24粒" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="剂型" name="dosage_form" required>
                <Input maxLength={20} placeholder="胶囊剂" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item label="生产厂家" name="manufacturer" required>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="批准文号" name="approval_no" required>
                <Input maxLength={50} placeholder="国药准字H…" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="条码" name="barcode">
                <Input maxLength={14} placeholder="8–14位数字" />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item label="医保编码" name="yb_code" extra="国家医保药品分类与代码，23位，X开头为西药、Z开头为中成药；没有可不填">
                <Input maxLength={40} placeholder="如 XA02BCA187A001010100462" data-testid="goods-yb-code" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="处方分类" name="classification" required>
                <Select options={Object.entries(CLASSIFICATION_NAMES).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item label="经营范围" name="scope_code" required>
                <Select showSearch optionFilterProp="label" options={o.scopes.map((s) => ({ value: s.code, label: s.name }))} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">包装与起订</Divider>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item label="包装单位" name="unit" required>
                <Input maxLength={10} placeholder="盒" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="中包装" name="middle_pack" required>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="件装" name="case_pack" required>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="起订量" name="min_order" required>
                <InputNumber min={1} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start">批次与库存</Divider>
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label="批号" name="batch_no" required>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="生产日期" name="production_date" required {...chinaDayItemProps}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item label="有效期至" name="expiry_date" required {...chinaDayItemProps}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label="各仓库存" name="stock_by_ck" extra={shopId ? undefined : '先选择店铺'}>
            <Table
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={warehouses}
              columns={[
                { title: '仓库', dataIndex: 'name' },
                {
                  title: '库存',
                  key: 'n',
                  width: 200,
                  render: (_, w) => (
                    <Form.Item name={['stock_by_ck', String(w.id)]} noStyle>
                      <InputNumber min={0} precision={0} placeholder="0" style={{ width: 160 }} aria-label={`${w.name}库存`} />
                    </Form.Item>
                  ),
                },
              ]}
            />
          </Form.Item>
          <Divider titlePlacement="start">价格</Divider>
          <Row gutter={16}>
            <Col span={6}>
              <Form.Item label="供货价（元）" name="base_price" required>
                <InputNumber min="0" precision={2} stringMode style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="建议零售价（元）" name="retail_price" required>
                <InputNumber min="0" precision={2} stringMode style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Text type="secondary">
            阶梯价：购买数量达到时的单价，数量逐档递增、价格逐档降低（首档低于供货价），最多{GOODS_LADDER_MAX}档。
          </Typography.Text>
          <Form.List name="ladders">
            {(fields, { add, remove }) => (
              <div style={{ marginTop: 8 }}>
                {fields.map((f) => (
                  <Space key={f.key} align="baseline">
                    <Form.Item name={[f.name, 'number']} label="满（件）">
                      <InputNumber min={2} precision={0} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'price']} label="单价（元）">
                      <InputNumber min="0" precision={2} stringMode />
                    </Form.Item>
                    {canWrite ? <MinusCircleOutlined onClick={() => remove(f.name)} aria-label="删除阶梯" /> : null}
                  </Space>
                ))}
                {canWrite && fields.length < GOODS_LADDER_MAX ? (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ display: 'block', marginBottom: 16 }}>
                    添加阶梯价
                  </Button>
                ) : null}
              </div>
            )}
          </Form.List>
          <Divider titlePlacement="start">图片</Divider>
          <Form.Item name="images">
            <ImagesField disabled={!canWrite} uploadTo={goodsApi(scope).uploadImage} />
          </Form.Item>
          <Divider titlePlacement="start">标签、专区与状态</Divider>
          <Row gutter={16}>
            <Col span={10}>
              <Form.Item label="标签" name="tags">
                <Select mode="multiple" allowClear options={o.tags.map((t) => ({ value: t.code, label: t.name }))} />
              </Form.Item>
            </Col>
            <Col span={14}>
              <Form.Item label="专区" name="zones">
                <Checkbox.Group options={ZONES.map(([value, label]) => ({ value, label }))} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="免邮数量（件）" name="free_shipping_number" tooltip="免邮专区：买满此数量免运费；0 表示不限">
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="可购买" name="is_buy" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                label="冷链（2～8℃）"
                name="cold_chain"
                valuePropName="checked"
                tooltip="冷链发货须上传运输温度记录，买家收到记录后方可确认收货"
              >
                <Switch />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label={scope.merchant && !editing ? '审核通过后上架' : '上架'} name="on_sale" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Drawer>
  );
}
