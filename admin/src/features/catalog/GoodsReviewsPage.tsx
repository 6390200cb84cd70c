import { useState } from 'react';
import { Button, Card, Flex, Image, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  CLASSIFICATION_NAMES,
  GOODS_REVIEW_KIND_NAMES,
  GOODS_REVIEW_STATE_NAMES,
  type GoodsReviewState,
  type GoodsReviewView,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { ReasonModal } from '../../components/reason-modal';
import { ShopFilter } from '../../components/shop-filter';
import { usePagedQuery, tablePaging } from '../../lib/paged-query';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { useUrlFilters } from '../../lib/url-filters';
import { useCanWrite } from '../../lib/session';
import { GOODS_KEY, goodsApi, PLATFORM_GOODS, type GoodsScope } from './api';

const STATE_COLOR: Record<GoodsReviewState, string> = { pending: 'gold', approved: 'green', refused: 'red' };

/**
 * 商品审核: merchants' new goods and changes of 批准文号/规格/生产厂家 waiting for the platform (scope platform: every
 * shop, approve or refuse with a reason), or a merchant's own submissions and their outcome (scope merchant).
 */
export function GoodsReviews({ scope }: { scope: GoodsScope }) {
  const { params, set } = useUrlFilters();
  const client = useQueryClient();
  const canDecide = useCanWrite('catalog') && !scope.merchant;
  const [refusing, setRefusing] = useState<GoodsReviewView | null>(null);
  const q = {
    state: params.get('state') ?? (scope.merchant ? 'all' : 'pending'),
    shop_id: scope.merchant ? undefined : params.get('shop_id') ? Number(params.get('shop_id')) : undefined,
    page: Number(params.get('page') ?? 1),
    page_size: 20,
  };
  const { data, isFetching } = usePagedQuery([...GOODS_KEY, 'reviews', scope.base], goodsApi(scope).reviews, q);
  const decide = async (r: GoodsReviewView, approve: boolean, why = '') => {
    const { msg } = await callEnvelope(api.goodsConsole.decideReview, { params: { id: r.id }, body: { approve: approve ? 1 : 0, reason: why } });
    feedback.message?.success(`${msg}：${r.name}`);
    setRefusing(null);
    await client.invalidateQueries({ queryKey: GOODS_KEY });
  };

  return (
    <>
      <PageTitle title={scope.merchant ? '商品审核记录' : '商品审核'}>
        {scope.merchant
          ? '本店铺提交的新商品与资料变更（批准文号、规格、生产厂家）及平台审核结果。'
          : '商家发布的新商品与批准文号、规格、生产厂家的变更，审核通过后方可销售。请核对批准文号与药品信息，驳回须填写原因。'}
      </PageTitle>
      <Card>
        <Flex gap={8} style={{ marginBottom: 12 }}>
          <Select
            style={{ width: 120 }}
            value={q.state}
            aria-label="审核状态"
            options={[...Object.entries(GOODS_REVIEW_STATE_NAMES).map(([value, label]) => ({ value, label })), { value: 'all', label: '全部' }]}
            onChange={(v) => set({ state: v })}
          />
          {scope.merchant ? null : <ShopFilter width={180} value={q.shop_id} onChange={(v) => set({ shop_id: v })} />}
        </Flex>
        <Table<GoodsReviewView>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          scroll={{ x: 1200 }}
          pagination={tablePaging({
            page: q.page,
            pageSize: q.page_size,
            total: data?.total,
            showTotal: (n) => `共 ${n} 条`,
            onChange: (page) => set({ page }),
          })}
          columns={[
            {
              title: '图片',
              dataIndex: 'image',
              width: 72,
              render: (src: string | null, r) =>
                src ? <Image src={src} width={48} height={48} style={{ objectFit: 'contain' }} alt={r.name} /> : '—',
            },
            {
              title: '商品',
              key: 'name',
              width: 240,
              render: (_, r) => (
                <>
                  <div>
                    <Typography.Text strong>{r.name}</Typography.Text>
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.generic_name} · {r.category} ·{' '}
                    {CLASSIFICATION_NAMES[r.classification as keyof typeof CLASSIFICATION_NAMES] ?? r.classification}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: '类型',
              dataIndex: 'kind',
              width: 100,
              render: (k: GoodsReviewView['kind']) => <Tag color={k === 'create' ? 'blue' : 'purple'}>{GOODS_REVIEW_KIND_NAMES[k]}</Tag>,
            },
            {
              title: '审核内容',
              key: 'facts',
              width: 320,
              render: (_, r) =>
                r.kind === 'change' ? (
                  r.changes.map((c) => (
                    <div key={c.field}>
                      {c.label}：
                      <Typography.Text delete type="secondary">
                        {c.before}
                      </Typography.Text>{' '}
                      → <Typography.Text strong>{c.after}</Typography.Text>
                    </div>
                  ))
                ) : (
                  <>
                    <div>批准文号：{r.approval_no}</div>
                    <div>规格：{r.spec}</div>
                    <div>生产厂家：{r.manufacturer}</div>
                  </>
                ),
            },
            ...(scope.merchant ? [] : [{ title: '店铺', dataIndex: 'shop', width: 110 }]),
            {
              title: '提交',
              key: 'submitted',
              width: 150,
              render: (_, r) => (
                <>
                  <div>{r.submitted_by}</div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {chinaTime(r.created_at)}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: '状态',
              key: 'state',
              width: 110,
              render: (_, r) => {
                const tag = <Tag color={STATE_COLOR[r.state]}>{GOODS_REVIEW_STATE_NAMES[r.state]}</Tag>;
                return r.reason ? <Tooltip title={`${r.decided_by ?? ''}：${r.reason}`}>{tag}</Tooltip> : tag;
              },
            },
            {
              title: '操作',
              key: 'op',
              width: 150,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0}>
                  {canDecide && r.state === 'pending' ? (
                    <>
                      <Button type="link" size="small" onClick={() => void decide(r, true)}>
                        通过
                      </Button>
                      <Button type="link" size="small" danger onClick={() => setRefusing(r)}>
                        驳回
                      </Button>
                    </>
                  ) : null}
                  {r.goods_id ? (
                    <Button type="link" size="small" href={`/list/info/${r.goods_id}`} target="_blank">
                      前台
                    </Button>
                  ) : null}
                  {r.state === 'refused' ? (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {r.reason}
                    </Typography.Text>
                  ) : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <ReasonModal
        open={refusing !== null}
        title={`驳回：${refusing?.name ?? ''}`}
        okText="驳回"
        label="驳回原因（商家可见）"
        placeholder="如：批准文号与药品说明书不符"
        onOk={(reason) => refusing && void decide(refusing, false, reason)}
        onCancel={() => setRefusing(null)}
      />
    </>
  );
}

export default function GoodsReviewsPage() {
  return <GoodsReviews scope={PLATFORM_GOODS} />;
}
