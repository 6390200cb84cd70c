import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Cascader, Flex, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatYuan, GOODS_STATE_NAMES, GOODS_ZONES, type AdminGoodsRow, type MenuCategory } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { ShopFilter } from '../../components/shop-filter';
import { callEnvelope, download } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useCanWrite, useMerchantCanWrite } from '../../lib/session';
import { GOODS_KEY, goodsApi, PLATFORM_GOODS, useCatalogOptions, useGoods, type GoodsExportQuery, type GoodsFilter, type GoodsScope } from './api';
import { GoodsEditor } from './GoodsEditor';
import { BatchesDrawer } from './BatchesDrawer';
import { tablePaging } from '../../lib/paged-query';

type Option = { value: number; label: string; children?: Option[] };
const toOptions = (cs: MenuCategory[]): Option[] =>
  cs.map((c) => ({ value: c.id, label: c.name, children: c.children.length ? toOptions(c.children) : undefined }));

/**
 * 商品管理: every goods of the marketplace with the operator's filters, or (`scope` merchant) a merchant's own shop's;
 * on and off the shelves, one by one or in bulk.
 */
export function GoodsList({ scope }: { scope: GoodsScope }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const platformWrite = useCanWrite('catalog');
  const merchantWrite = useMerchantCanWrite('goods');
  const canWrite = scope.merchant ? merchantWrite : platformWrite;
  const client = useQueryClient();
  const { categories } = useCatalogOptions();
  const [selected, setSelected] = useState<number[]>([]);
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const q: GoodsFilter = {
    keyword: params.get('keyword') || undefined,
    category_id: num('category_id'),
    shop_id: num('shop_id'),
    status: params.get('status') ?? 'all',
    stock: params.get('stock') || undefined,
    near_expiry: params.get('near_expiry') || undefined,
    zone: params.get('zone') || undefined,
    sort: params.get('sort') ?? 'id',
    order: params.get('order') ?? 'desc',
    page: num('page') ?? 1,
    page_size: num('page_size') ?? 20,
  };
  const { data, isFetching } = useGoods(q, scope);
  // The drawer's goods lives in the address (?edit=12 or ?edit=new), so a reload or a shared link reopens it.
  const editParam = params.get('edit');
  const editing = editParam === 'new' ? 'new' : editParam && /^\d+$/.test(editParam) ? Number(editParam) : null;
  const batchesParam = params.get('batches');
  const batchesOf = batchesParam && /^\d+$/.test(batchesParam) ? Number(batchesParam) : null;
  const set = (patch: Record<string, string | number | undefined | null>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === null || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!keepPage) next.delete('page');
    setParams(next, { replace: true });
    setSelected([]);
  };
  const [exporting, setExporting] = useState(false);
  // The file holds every goods the filters match (up to the server's limit), in the goods import's columns.
  const exportList = async () => {
    const { page: _p, page_size: _s, ...filters } = q;
    setExporting(true);
    try {
      await download(goodsApi(scope).exportGoods, { query: filters as GoodsExportQuery });
    } finally {
      setExporting(false);
    }
  };
  const shelve = async (ids: number[], status: 'on_sale' | 'off_sale') => {
    const { msg, data: r } = await callEnvelope(goodsApi(scope).setStatus, { body: { ids, status } });
    feedback.message?.success(`${msg}（${r.changed} 个商品）`);
    setSelected([]);
    await client.invalidateQueries({ queryKey: GOODS_KEY });
  };

  return (
    <>
      {scope.merchant ? (
        <PageTitle title="商品管理">
          本店铺全部商品（含已下架）。新商品及批准文号、规格、生产厂家的变更须经平台审核，进度见「商品审核记录」。
        </PageTitle>
      ) : (
        <PageTitle title="商品管理">平台全部商品（含已下架）。禁售类别（麻醉、精神药品等）不能上架。</PageTitle>
      )}
      <Card>
        <Flex wrap gap={8} style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            defaultValue={q.keyword}
            placeholder="商品名 / 通用名 / 生产厂家 / 批准文号 / 条码"
            style={{ width: 320 }}
            onSearch={(v) => set({ keyword: v.trim() })}
          />
          <Cascader
            options={toOptions(categories)}
            changeOnSelect
            placeholder="分类"
            style={{ width: 220 }}
            onChange={(v) => set({ category_id: v?.length ? Number(v[v.length - 1]) : undefined })}
          />
          {scope.merchant ? null : <ShopFilter width={160} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
          <Select
            style={{ width: 110 }}
            value={q.status}
            options={[{ value: 'all', label: '全部状态' }, ...Object.entries(GOODS_STATE_NAMES).map(([value, label]) => ({ value, label }))]}
            onChange={(v) => set({ status: v === 'all' ? undefined : v })}
          />
          <Select
            allowClear
            placeholder="库存"
            style={{ width: 120 }}
            value={q.stock}
            options={[
              { value: 'in', label: '有库存' },
              { value: 'low', label: '库存不足一件' },
              { value: 'out', label: '无库存' },
            ]}
            onChange={(v) => set({ stock: v })}
          />
          <Select
            allowClear
            placeholder="专区"
            style={{ width: 100 }}
            value={q.zone}
            options={Object.entries(GOODS_ZONES).map(([value, label]) => ({ value, label }))}
            onChange={(v) => set({ zone: v })}
          />
          <Select
            allowClear
            placeholder="效期"
            style={{ width: 140 }}
            value={q.near_expiry}
            options={[{ value: '1', label: '近效期（180天内）' }]}
            onChange={(v) => set({ near_expiry: v })}
          />
        </Flex>
        <Space style={{ marginBottom: 12 }}>
          {canWrite ? (
            <>
              <Button type="primary" onClick={() => set({ edit: 'new' }, true)}>
                {scope.merchant ? '发布商品' : '新建商品'}
              </Button>
              <Button onClick={() => void navigate(scope.merchant ? '/merchant/goods/import' : '/catalog/import')}>批量导入</Button>
            </>
          ) : null}
          <Button loading={exporting} onClick={() => void exportList()}>
            导出Excel
          </Button>
          {canWrite ? (
            <>
              <Typography.Text type="secondary">已选 {selected.length} 个</Typography.Text>
              <Button disabled={!selected.length} onClick={() => shelve(selected, 'on_sale')}>
                批量上架
              </Button>
              <Button disabled={!selected.length} danger onClick={() => shelve(selected, 'off_sale')}>
                批量下架
              </Button>
            </>
          ) : null}
        </Space>
        <Table<AdminGoodsRow>
          rowKey="id"
          size="middle"
          loading={isFetching}
          dataSource={data?.list}
          rowSelection={canWrite ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          onChange={(_p, _f, sorter) => {
            const s = Array.isArray(sorter) ? sorter[0] : sorter;
            set({ sort: s?.order ? String(s.columnKey) : undefined, order: s?.order === 'ascend' ? 'asc' : undefined }, true);
          }}
          pagination={tablePaging({
            page: q.page,
            pageSize: q.page_size,
            total: data?.total,
            sizes: [20, 50, 100],
            showTotal: (n) => `共 ${n.toLocaleString('zh-CN')}${data?.capped ? '+' : ''} 个商品`,
            onChange: (page, size) => set({ page, page_size: size }, true),
          })}
          scroll={{ x: 1400 }}
          columns={[
            {
              title: 'ID',
              dataIndex: 'id',
              key: 'id',
              width: 80,
              sorter: true,
              sortOrder: q.sort === 'id' ? (q.order === 'asc' ? 'ascend' : 'descend') : null,
            },
            {
              title: '商品',
              key: 'name',
              width: 260,
              render: (_, g) => (
                <>
                  <div>
                    <Typography.Text strong>{g.name}</Typography.Text> {g.spec}
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {g.generic_name} · {g.dosage_form} · {g.unit}
                  </Typography.Text>
                </>
              ),
            },
            { title: '生产厂家', dataIndex: 'manufacturer', width: 180, ellipsis: true },
            { title: '批准文号', dataIndex: 'approval_no', width: 160 },
            { title: '分类', dataIndex: 'category', width: 110, ellipsis: true },
            ...(scope.merchant ? [] : [{ title: '店铺', dataIndex: 'shop', width: 100 }]),
            {
              title: '价格',
              dataIndex: 'base_price',
              key: 'price',
              width: 110,
              align: 'right',
              sorter: true,
              sortOrder: q.sort === 'price' ? (q.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (f: number, g) => (
                <Tooltip title={`零售价 ${formatYuan(g.retail_price)}`}>
                  <span>{formatYuan(f)}</span>
                </Tooltip>
              ),
            },
            {
              title: '库存',
              dataIndex: 'stock',
              key: 'stock',
              width: 90,
              align: 'right',
              sorter: true,
              sortOrder: q.sort === 'stock' ? (q.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (n: number, g) => <Typography.Text type={n === 0 ? 'danger' : n < g.case_pack ? 'warning' : undefined}>{n}</Typography.Text>,
            },
            {
              title: '效期',
              dataIndex: 'expiry_date',
              key: 'expiry',
              width: 120,
              sorter: true,
              sortOrder: q.sort === 'expiry' ? (q.order === 'asc' ? 'ascend' : 'descend') : null,
              render: (d: string, g) => (g.near_expiry ? <Tag color="orange">{d}</Tag> : d),
            },
            { title: '专区', dataIndex: 'zones', width: 120, render: (z: string[]) => z.map((x) => <Tag key={x}>{x}</Tag>) },
            {
              title: '销量',
              dataIndex: 'sales',
              key: 'sales',
              width: 90,
              align: 'right',
              sorter: true,
              sortOrder: q.sort === 'sales' ? (q.order === 'asc' ? 'ascend' : 'descend') : null,
            },
            {
              title: '状态',
              dataIndex: 'status',
              width: 90,
              fixed: 'right',
              render: (s: AdminGoodsRow['status']) => <Tag color={s === 'on_sale' ? 'green' : 'default'}>{GOODS_STATE_NAMES[s]}</Tag>,
            },
            {
              title: '操作',
              key: 'op',
              width: 190,
              fixed: 'right',
              render: (_, g) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => set({ edit: g.id }, true)}>
                    {canWrite ? '编辑' : '查看'}
                  </Button>
                  <Button type="link" size="small" onClick={() => set({ batches: g.id }, true)}>
                    批次
                  </Button>
                  <Button type="link" size="small" href={`/list/info/${g.id}`} target="_blank">
                    前台
                  </Button>
                  {canWrite ? (
                    <Button
                      type="link"
                      size="small"
                      danger={g.status === 'on_sale'}
                      onClick={() => shelve([g.id], g.status === 'on_sale' ? 'off_sale' : 'on_sale')}
                    >
                      {g.status === 'on_sale' ? '下架' : '上架'}
                    </Button>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          更新时间按北京时间显示；最近更新：{chinaTime(data?.list[0]?.updated_at)}
        </Typography.Text>
      </Card>
      <BatchesDrawer goodsId={batchesOf} canWrite={canWrite} scope={scope} onClose={() => set({ batches: undefined }, true)} />
      <GoodsEditor key={String(editing)} target={editing} canWrite={canWrite} scope={scope} onClose={() => set({ edit: undefined }, true)} />
    </>
  );
}

export default function GoodsPage() {
  return <GoodsList scope={PLATFORM_GOODS} />;
}
