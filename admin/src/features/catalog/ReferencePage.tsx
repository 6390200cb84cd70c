import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Descriptions, Flex, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import * as api from '@yaocai/contract/api';
import {
  brandBody,
  CATEGORY_MENUS,
  categoryBody,
  fenToYuanInput,
  formatYuan,
  shopBody,
  warehouseBody,
  type AdminBrand,
  type AdminCategory,
  type AdminShop,
  type EndpointHandle,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { call, callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { saveForm } from '../../lib/save-form';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'catalog-reference'] as const;

/** 分类与品牌、店铺: the catalogue's reference data — categories (three levels), brands, shops and their warehouses. */
export default function ReferencePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'categories';
  return (
    <>
      <PageTitle title="分类、品牌与店铺">
        分类最多三级，商品放在末级分类；仍有商品的分类和品牌不能删除。保存后前台菜单即时更新（其他服务进程1分钟内）。
      </PageTitle>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          destroyOnHidden
          items={[
            { key: 'categories', label: '商品分类', children: <Categories /> },
            { key: 'brands', label: '品牌', children: <Brands /> },
            { key: 'shops', label: '店铺与仓库', children: <Shops /> },
          ]}
        />
      </Card>
    </>
  );
}

type Node = AdminCategory & { children_rows?: Node[] };
function treeOf(rows: AdminCategory[]): Node[] {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const r of rows) byParent.set(r.parent_id, [...(byParent.get(r.parent_id) ?? []), r]);
  const build = (parent: number | null): Node[] =>
    (byParent.get(parent) ?? []).map((r) => {
      const kids = build(r.id);
      return kids.length ? { ...r, children_rows: kids } : r;
    });
  return build(null);
}

const ref = api.catalogReference;

/** A modal form saved with the server's schema (create, or update with the row's id). */
function useEditor<B>(
  create: EndpointHandle<'POST', string, { body: B }>,
  update: EndpointHandle<'PUT', string, { params: { id: number | string }; body: B }> | null,
  schema: z.ZodTypeAny,
) {
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const save = async (id: number | null, body: B, close: () => void) => {
    setBusy(true);
    const saved = await (id === null || !update
      ? saveForm(form, schema, create, { body })
      : saveForm(form, schema, update, { params: { id }, body }));
    setBusy(false);
    if (saved === null) return;
    await client.invalidateQueries({ queryKey: KEY });
    close();
  };
  return { form, busy, save };
}

function Categories() {
  const canWrite = useCanWrite('catalog');
  const client = useQueryClient();
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) => call(ref.categories, {}, { signal }),
  });
  const [editing, setEditing] = useState<{ row: AdminCategory | null; parent: AdminCategory | null } | null>(null);
  const { form, busy, save } = useEditor(ref.createCategory, ref.updateCategory, categoryBody);
  const remove = async (c: AdminCategory) => {
    const { msg } = await callEnvelope(ref.removeCategory, { params: { id: c.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      {canWrite ? (
        <Button icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setEditing({ row: null, parent: null })}>
          新建一级分类
        </Button>
      ) : null}
      <Table<Node>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={treeOf(data ?? [])}
        expandable={{ childrenColumnName: 'children_rows' }}
        pagination={false}
        columns={[
          { title: '分类名称', dataIndex: 'name' },
          { title: 'ID', dataIndex: 'id', width: 80 },
          { title: '级别', dataIndex: 'level', width: 80, render: (l: number) => ['一级', '二级', '三级'][l - 1] },
          {
            title: '所属菜单',
            dataIndex: 'menus',
            width: 220,
            render: (m: string[]) => m.map((k) => <Tag key={k}>{CATEGORY_MENUS[k as keyof typeof CATEGORY_MENUS] ?? k}</Tag>),
          },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '商品数', dataIndex: 'goods', width: 90 },
          {
            title: '操作',
            key: 'op',
            width: 220,
            render: (_, c) =>
              canWrite ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ row: c, parent: null })}>
                    编辑
                  </Button>
                  {c.level < 3 && c.goods === 0 ? (
                    <Button type="link" size="small" onClick={() => setEditing({ row: null, parent: c })}>
                      添加子分类
                    </Button>
                  ) : null}
                  {c.goods === 0 && c.children === 0 ? (
                    <Popconfirm title={`删除分类「${c.name}」？`} onConfirm={() => remove(c)}>
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <Modal
          open
          title={editing.row ? `编辑分类 · ${editing.row.name}` : editing.parent ? `在「${editing.parent.name}」下新建分类` : '新建一级分类'}
          confirmLoading={busy}
          onCancel={() => setEditing(null)}
          onOk={() => {
            const v = form.getFieldsValue(true) as { name?: string; sort?: number; menus?: string[] };
            void save(
              editing.row?.id ?? null,
              { parent_id: editing.parent?.id ?? '', name: v.name ?? '', sort: v.sort ?? 0, menus: (v.menus ?? []).join(',') },
              () => setEditing(null),
            );
          }}
        >
          <Form form={form} layout="vertical" initialValues={editing.row ?? { sort: 0, menus: editing.parent ? [] : ['all'] }}>
            <Form.Item name="name" label="分类名称" required>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="sort" label="排序" extra="小的在前">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            {(editing.row?.level ?? (editing.parent ? editing.parent.level + 1 : 1)) === 1 ? (
              <Form.Item name="menus" label="出现在">
                <Checkbox.Group options={Object.entries(CATEGORY_MENUS).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
            ) : null}
          </Form>
        </Modal>
      ) : null}
    </>
  );
}

function Brands() {
  const canWrite = useCanWrite('catalog');
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({ queryKey: [...KEY, 'brands'], queryFn: ({ signal }) => call(ref.brands, {}, { signal }) });
  const [editing, setEditing] = useState<{ row: AdminBrand | null } | null>(null);
  const { form, busy, save } = useEditor(ref.createBrand, ref.updateBrand, brandBody);
  const shown = (data ?? []).filter((b) => !keyword || b.name.includes(keyword) || b.manufacturer.includes(keyword));
  const remove = async (b: AdminBrand) => {
    const { msg } = await callEnvelope(ref.removeBrand, { params: { id: b.id } });
    feedback.message?.success(msg);
    await client.invalidateQueries({ queryKey: KEY });
  };
  return (
    <>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder="品牌或厂家" style={{ width: 240 }} onSearch={(v) => setKeyword(v.trim())} />
        {canWrite ? (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ row: null })}>
            新建品牌
          </Button>
        ) : null}
      </Flex>
      <Table<AdminBrand>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={shown}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '品牌', dataIndex: 'name', width: 180 },
          { title: '生产厂家', dataIndex: 'manufacturer' },
          { title: '介绍', dataIndex: 'description', ellipsis: true },
          { title: '商品数', dataIndex: 'goods', width: 90 },
          {
            title: '操作',
            key: 'op',
            width: 130,
            render: (_, b) =>
              canWrite ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ row: b })}>
                    编辑
                  </Button>
                  {b.goods === 0 ? (
                    <Popconfirm title={`删除品牌「${b.name}」？`} onConfirm={() => remove(b)}>
                      <Button type="link" size="small" danger>
                        删除
                      </Button>
                    </Popconfirm>
                  ) : null}
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <Modal
          open
          title={editing.row ? `编辑品牌 · ${editing.row.name}` : '新建品牌'}
          confirmLoading={busy}
          onCancel={() => setEditing(null)}
          onOk={() => void save(editing.row?.id ?? null, form.getFieldsValue(true) as z.input<typeof brandBody>, () => setEditing(null))}
        >
          <Form form={form} layout="vertical" initialValues={editing.row ?? {}}>
            <Form.Item name="name" label="品牌名称" required>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="manufacturer" label="生产厂家" required>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name="description" label="品牌介绍">
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}

const SHOP_FIELDS: Array<[keyof AdminShop, string]> = [
  ['name', '企业名称'],
  ['short_name', '店铺简称'],
  ['province', '省份'],
  ['city', '城市'],
  ['licence_no', '药品经营许可证号'],
  ['business_licence_no', '统一社会信用代码'],
  ['gsp_cert_no', 'GSP证书编号'],
];

function Shops() {
  const canWrite = useCanWrite('catalog');
  const { data, isFetching } = useQuery({ queryKey: [...KEY, 'shops'], queryFn: ({ signal }) => call(ref.shops, {}, { signal }) });
  const [editing, setEditing] = useState<{ row: AdminShop | null } | null>(null);
  const [adding, setAdding] = useState<AdminShop | null>(null);
  const { form, busy, save } = useEditor(ref.createShop, ref.updateShop, shopBody);
  const warehouse = useEditor(ref.createWarehouse, null, warehouseBody);
  const money = (r: AdminShop) => ({
    min_order_amount: Number(fenToYuanInput(r.min_order_amount)),
    shipping_amount: Number(fenToYuanInput(r.shipping_amount)),
    shipping_fee: Number(fenToYuanInput(r.shipping_fee)),
  });
  return (
    <>
      {canWrite ? (
        <Button icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setEditing({ row: null })}>
          新建店铺
        </Button>
      ) : null}
      <Table<AdminShop>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        expandable={{
          expandedRowRender: (s) => (
            <Descriptions size="small" column={3}>
              <Descriptions.Item label="企业名称">{s.name}</Descriptions.Item>
              <Descriptions.Item label="药品经营许可证">{s.licence_no}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{s.business_licence_no}</Descriptions.Item>
              <Descriptions.Item label="GSP证书">{s.gsp_cert_no || '—'}</Descriptions.Item>
              <Descriptions.Item label="介绍" span={2}>
                {s.description || '—'}
              </Descriptions.Item>
            </Descriptions>
          ),
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '店铺', dataIndex: 'short_name', width: 120 },
          { title: '所在地', key: 'where', width: 150, render: (_, s) => `${s.province}${s.city}` },
          { title: '起订金额', dataIndex: 'min_order_amount', width: 100, render: formatYuan },
          {
            title: '运费 / 包邮门槛',
            key: 'ship',
            width: 150,
            render: (_, s) => `${formatYuan(s.shipping_fee)} / 满${formatYuan(s.shipping_amount)}`,
          },
          { title: '商品数', dataIndex: 'goods', width: 80 },
          {
            title: '仓库（库存）',
            key: 'warehouses',
            render: (_, s) => (
              <Space size={4} wrap>
                {s.warehouses.map((w) => (
                  <Tag key={w.id}>
                    {w.name}（{w.stock}）
                  </Tag>
                ))}
                {canWrite ? (
                  <Button type="link" size="small" onClick={() => setAdding(s)}>
                    新建仓库
                  </Button>
                ) : null}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 80,
            render: (_, s) =>
              canWrite ? (
                <Button type="link" size="small" onClick={() => setEditing({ row: s })}>
                  编辑
                </Button>
              ) : null,
          },
        ]}
      />
      {editing ? (
        <Modal
          open
          width={640}
          title={editing.row ? `编辑店铺 · ${editing.row.short_name}` : '新建店铺'}
          confirmLoading={busy}
          onCancel={() => setEditing(null)}
          onOk={() => void save(editing.row?.id ?? null, form.getFieldsValue(true) as z.input<typeof shopBody>, () => setEditing(null))}
        >
          <Form
            form={form}
            layout="vertical"
            initialValues={editing.row ? { ...editing.row, ...money(editing.row) } : { min_order_amount: 0, shipping_fee: 0, shipping_amount: 0 }}
          >
            <Flex wrap gap={12}>
              {SHOP_FIELDS.map(([name, label]) => (
                <Form.Item
                  key={name}
                  name={name}
                  label={label}
                  required={name !== 'gsp_cert_no'}
                  style={{ width: name === 'name' ? '100%' : 'calc(50% - 6px)' }}
                >
                  <Input />
                </Form.Item>
              ))}
            </Flex>
            <Flex gap={12}>
              <Form.Item name="min_order_amount" label="起订金额（元）" required>
                <InputNumber min={0} precision={2} />
              </Form.Item>
              <Form.Item name="shipping_fee" label="运费（元）" required>
                <InputNumber min={0} precision={2} />
              </Form.Item>
              <Form.Item name="shipping_amount" label="包邮门槛（元）" required>
                <InputNumber min={0} precision={2} />
              </Form.Item>
            </Flex>
            <Form.Item name="description" label="店铺介绍">
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
            {!editing.row ? <Typography.Text type="secondary">新店铺会同时建一个默认仓库。</Typography.Text> : null}
          </Form>
        </Modal>
      ) : null}
      {adding ? (
        <Modal
          open
          title={`为「${adding.short_name}」新建仓库`}
          confirmLoading={warehouse.busy}
          onCancel={() => setAdding(null)}
          onOk={() =>
            void warehouse.save(null, { shop_id: adding.id, name: (warehouse.form.getFieldValue('name') as string) ?? '' }, () => setAdding(null))
          }
        >
          <Form form={warehouse.form} layout="vertical">
            <Form.Item name="name" label="仓库名称" required>
              <Input maxLength={30} placeholder="如 孝感分仓" />
            </Form.Item>
          </Form>
        </Modal>
      ) : null}
    </>
  );
}
