import { Button, Card, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { formatYuan, PROMOTION_STATE_NAMES, PROMOTION_STATES, type AdminFullReductionRow } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { usePagedQuery } from '../../lib/paged-query';
import { chinaTime } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { ShopFilter } from '../../components/shop-filter';
import { stateColumn, usePromotionEnd, promotionPagination, promotionQuery } from './promotion-list';
import { usePromotionsCanWrite, usePromotionsApi, usePromotionsScope, usePromotionShops } from './scope';
import { FullReductionDrawer, PROMOTIONS_KEY } from './FullReductionDrawer';
import { useUrlFilters } from '../../lib/url-filters';

const yuan = (fen: number) => formatYuan(fen).replace(/\.00$/, '');
export const tierText = (t: { threshold: number; reduction: number }) => `满${yuan(t.threshold).slice(1)}减${yuan(t.reduction).slice(1)}`;

/** 满减活动: each shop's full-reduction promotions by state; create, edit, end, with a sample cart priced before saving. */
export default function FullReductionsPage() {
  const { params, set } = useUrlFilters(['all']);
  const canWrite = usePromotionsCanWrite();
  const { shop } = usePromotionsScope();
  const fullReductions = usePromotionsApi(api.fullReductionsConsole, api.fullReductionsMerchant);
  const shops = usePromotionShops();
  const q = promotionQuery(params);
  const { data, isFetching } = usePagedQuery([...PROMOTIONS_KEY, 'list'], fullReductions.list, q);
  const editParam = params.get('edit');
  const editing = editParam === 'new' ? 'new' : editParam && /^\d+$/.test(editParam) ? Number(editParam) : null;
  const { end, busy } = usePromotionEnd(PROMOTIONS_KEY, (id) => callEnvelope(fullReductions.end, { params: { id } }));

  return (
    <>
      <PageTitle
        title="满减活动"
        extra={
          canWrite ? (
            <Button type="primary" onClick={() => set({ edit: 'new' })}>
              新建满减
            </Button>
          ) : null
        }
      >
        同一店铺同一时间只能有一个满减；购物车按店铺合计参加活动商品的金额，取已达到的最高一档。
      </PageTitle>
      <Card>
        <Flex gap={8} style={{ marginBottom: 12 }}>
          {shop ? null : <ShopFilter width={180} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
          <Select
            style={{ width: 140 }}
            value={q.state}
            options={[{ value: 'all', label: '全部状态' }, ...PROMOTION_STATES.map((s) => ({ value: s, label: PROMOTION_STATE_NAMES[s] }))]}
            onChange={(v) => set({ state: v })}
          />
        </Flex>
        <Table<AdminFullReductionRow>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={promotionPagination(q, data?.total, set)}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70 },
            { title: '店铺', dataIndex: 'shop', width: 120 },
            { title: '活动名称', dataIndex: 'name', width: 160 },
            {
              title: '适用商品',
              key: 'scope',
              width: 120,
              render: (_, r) => (r.goods_ids === null ? '全店商品' : `指定 ${r.goods_ids.length} 个商品`),
            },
            {
              title: '档位',
              key: 'tiers',
              render: (_, r) => (
                <Space size={4} wrap>
                  {r.tiers.map((t) => (
                    <Tag key={t.threshold} color="red">
                      {tierText(t)}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: '活动时间（北京时间）',
              key: 'window',
              width: 300,
              render: (_, r) => (
                <Typography.Text>
                  {chinaTime(r.starts_at)} 至 {chinaTime(r.ends_at)}
                </Typography.Text>
              ),
            },
            stateColumn(90),
            {
              title: '操作',
              key: 'actions',
              width: 140,
              render: (_, r) =>
                r.state === 'ended' ? (
                  <Button type="link" size="small" onClick={() => set({ edit: r.id })}>
                    查看
                  </Button>
                ) : (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => set({ edit: r.id })}>
                      {canWrite ? '编辑' : '查看'}
                    </Button>
                    {canWrite ? (
                      <Popconfirm
                        title={r.state === 'running' ? '立即结束该满减？购物车将不再按它计价。' : '撤销这个未开始的满减？'}
                        onConfirm={() => end(r)}
                      >
                        <Button type="link" size="small" danger loading={busy === r.id}>
                          {r.state === 'running' ? '结束' : '撤销'}
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <FullReductionDrawer key={String(editing)} target={editing} canWrite={canWrite} shops={shops} onClose={() => set({ edit: undefined })} />
    </>
  );
}
