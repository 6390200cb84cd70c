import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Flex, Input, InputNumber, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { formatYuan, GOODS_STATE_NAMES, GOODS_ZONE_PAGES, GOODS_ZONES, goodsZoneBody, type AdminGoodsRow, type GoodsZone } from '@yaocai/contract';
import { GoodsSelect } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import * as api from '@yaocai/contract/api';
import { callEnvelope, type ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { checkWith } from '../../lib/schema-form';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'zones'] as const;
const ZONE_KEYS = Object.keys(GOODS_ZONES) as GoodsZone[];
const ZONE_HELP: Record<GoodsZone, string> = {
  yx: '优选专区展示平台精选的高性价比商品。',
  zy: '中药专区（中药饮片）展示中药类商品。',
  kx: '控销商品只对获得授权的客户显示价格、可购买；在未结束组合套餐中的商品不能加入。',
  free_shipping: '免邮商品单行达到起购数量即免运费，购物车会提示还差多少。',
  welfare: '福利专区（全场商品94折）展示参加福利活动的商品。',
};

/** 专区管理: which goods each storefront zone shows (优选, 中药, 控销, 免邮, 福利); add in bulk, remove in bulk. */
export default function ZonesPage() {
  const [params, setParams] = useSearchParams();
  const zone = (ZONE_KEYS as string[]).includes(params.get('zone') ?? '') ? (params.get('zone') as GoodsZone) : 'yx';
  return (
    <>
      <PageTitle title="专区商品">加入或移出商城各专区的商品；变更立即在商城生效（搜索索引同步更新），每次变更记入操作日志。</PageTitle>
      <Card>
        <Tabs
          activeKey={zone}
          onChange={(k) => setParams({ zone: k }, { replace: true })}
          destroyOnHidden
          items={ZONE_KEYS.map((z) => ({ key: z, label: `${GOODS_ZONES[z]}专区`, children: <ZoneGoods zone={z} /> }))}
        />
      </Card>
    </>
  );
}

function ZoneGoods({ zone }: { zone: GoodsZone }) {
  const canWrite = useCanWrite('catalog');
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState<number[]>([]);
  const [freeNumber, setFreeNumber] = useState<number | null>(10);
  const [busy, setBusy] = useState(false);
  const { data, isFetching } = usePagedQuery(KEY, api.goodsConsole.list, {
    zone,
    keyword: keyword || undefined,
    page,
    page_size: PAGE_SIZE,
  });
  const change = async (ids: number[], member: 'in' | 'out') => {
    const body = { ids, zone, member, free_shipping_number: zone === 'free_shipping' && member === 'in' ? (freeNumber ?? '') : '' };
    const checked = checkWith(goodsZoneBody, body);
    if (!checked.ok) {
      feedback.message?.error(checked.fields[0]?.errors[0] ?? '请检查填写内容');
      return;
    }
    setBusy(true);
    try {
      const { msg, data: r } = await callEnvelope(
        api.goodsConsole.setZone,
        { body },
        {
          onError: (e: ApiError) => {
            if (e.status !== 422 && e.status !== 404) return false;
            feedback.message?.error(e.message);
            return true;
          },
        },
      );
      feedback.message?.success(`${msg}：${r.changed} 个商品`);
      setSelected([]);
      if (member === 'in') setAdding([]);
      await client.invalidateQueries({ queryKey: KEY });
    } catch {
      // shown by the request client
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Paragraph type="secondary">
        {ZONE_HELP[zone]}{' '}
        <Typography.Link href={GOODS_ZONE_PAGES[zone]} target="_blank">
          在商城查看 <ExportOutlined />
        </Typography.Link>
      </Typography.Paragraph>
      {canWrite ? (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <div style={{ flex: 1 }}>
            <GoodsSelect multiple value={adding} onChange={(v) => setAdding(v as number[])} testId={`zone-add-${zone}`} />
          </div>
          {zone === 'free_shipping' ? (
            <InputNumber
              min={1}
              max={100000}
              precision={0}
              value={freeNumber}
              onChange={setFreeNumber}
              addonBefore="满"
              addonAfter="件免邮"
              style={{ width: 200 }}
              aria-label="免邮起购数量"
            />
          ) : null}
          <Button type="primary" disabled={adding.length === 0} loading={busy} onClick={() => change(adding, 'in')} data-testid="zone-add">
            加入{GOODS_ZONES[zone]}专区
          </Button>
        </Flex>
      ) : null}
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input.Search
          placeholder="在专区内搜索商品名、厂家或批准文号"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 320 }}
        />
        <span style={{ flex: 1 }} />
        {canWrite ? (
          <Popconfirm
            title={`把选中的 ${selected.length} 个商品移出${GOODS_ZONES[zone]}专区？`}
            disabled={selected.length === 0}
            onConfirm={() => change(selected, 'out')}
          >
            <Button danger disabled={selected.length === 0} loading={busy}>
              移出选中商品
            </Button>
          </Popconfirm>
        ) : null}
      </Flex>
      <Table<AdminGoodsRow>
        rowKey="id"
        size="middle"
        loading={isFetching && !data}
        dataSource={data?.list}
        rowSelection={canWrite ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        pagination={tablePaging({ page, total: data?.total, onChange: setPage, showTotal: (n) => `共 ${n}${data?.capped ? '+' : ''} 个商品` })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '商品',
            key: 'name',
            render: (_, g) => (
              <>
                <div>
                  {g.name} {g.spec}
                </div>
                <Typography.Text type="secondary">{g.manufacturer}</Typography.Text>
              </>
            ),
          },
          { title: '店铺', dataIndex: 'shop', width: 120 },
          { title: '价格', dataIndex: 'base_price', width: 100, render: formatYuan },
          { title: '库存', dataIndex: 'stock', width: 80 },
          ...(zone === 'free_shipping'
            ? [{ title: '免邮起购', key: 'free', width: 100, render: (_: unknown, g: AdminGoodsRow) => `满${g.free_shipping_number}${g.unit}` }]
            : []),
          { title: '专区', dataIndex: 'zones', width: 160, render: (zs: string[]) => zs.map((z) => <Tag key={z}>{z}</Tag>) },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (s: AdminGoodsRow['status']) => <Tag color={s === 'on_sale' ? 'green' : 'default'}>{GOODS_STATE_NAMES[s]}</Tag>,
          },
          ...(canWrite
            ? [
                {
                  title: '操作',
                  key: 'op',
                  width: 80,
                  render: (_: unknown, g: AdminGoodsRow) => (
                    <Space size={0}>
                      <Popconfirm title={`把「${g.name}」移出${GOODS_ZONES[zone]}专区？`} onConfirm={() => change([g.id], 'out')}>
                        <Button type="link" size="small" danger>
                          移出
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
