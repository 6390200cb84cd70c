import { useState } from 'react';
import { Button, Flex, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { FLASH_APPLICATION_STATUS_NAMES, formatYuan, type FlashApplication, type FlashApplicationStatus } from '@yaocai/contract';
import { ReasonModal } from '../../components/reason-modal';
import { ShopFilter } from '../../components/shop-filter';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { usePromotionsApi, usePromotionsCanWrite, usePromotionsScope } from './scope';

export const FLASH_KEY = ['console', 'flash-sales'] as const;
const STATUS_COLOR: Record<FlashApplicationStatus, string> = { pending: 'gold', approved: 'green', refused: 'red', withdrawn: 'default' };

/**
 * 秒杀申请: the platform's queue of merchants' applications (approve, or refuse with a reason the merchant sees), or a
 * merchant's own applications with their outcome (withdraw one still waiting).
 */
export function FlashApplications() {
  const { base, shop } = usePromotionsScope();
  const applications = usePromotionsApi(api.flashApplicationsConsole, api.flashApplicationsMerchant);
  const canWrite = usePromotionsCanWrite();
  const client = useQueryClient();
  const [status, setStatus] = useState<string>(shop ? 'all' : 'pending');
  const [shopId, setShopId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const [refusing, setRefusing] = useState<FlashApplication | null>(null);
  const { data, isFetching } = usePagedQuery([...FLASH_KEY, 'applications', base], applications.list, {
    ...(status === 'all' ? {} : { status }),
    shop_id: shopId,
    page,
    page_size: PAGE_SIZE,
  });
  const act = async (a: FlashApplication, request: () => Promise<{ msg: string }>) => {
    const { msg } = await request();
    feedback.message?.success(`${msg}：${a.goods_name}`);
    setRefusing(null);
    await client.invalidateQueries({ queryKey: FLASH_KEY });
  };
  return (
    <>
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Tabs
          size="small"
          activeKey={status}
          onChange={(k) => {
            setStatus(k);
            setPage(1);
          }}
          items={[...Object.entries(FLASH_APPLICATION_STATUS_NAMES).map(([key, label]) => ({ key, label })), { key: 'all', label: '全部' }]}
          style={{ flex: 1 }}
        />
        {shop ? null : <ShopFilter width={180} value={shopId} onChange={(v) => setShopId(v)} />}
      </Flex>
      <Table<FlashApplication>
        rowKey="id"
        size="middle"
        loading={isFetching && !data}
        dataSource={data?.list}
        scroll={{ x: 1200 }}
        pagination={tablePaging({ page, total: data?.total, onChange: setPage })}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          {
            title: '商品',
            key: 'goods',
            width: 240,
            render: (_, a) => (
              <>
                <div>
                  {a.goods_name} {a.spec}
                </div>
                {shop ? null : <Typography.Text type="secondary">{a.shop}</Typography.Text>}
              </>
            ),
          },
          {
            title: '秒杀价 / 原价',
            key: 'price',
            width: 150,
            render: (_, a) => (
              <>
                <Typography.Text type="danger">{formatYuan(a.price)}</Typography.Text> /{' '}
                <Typography.Text delete>{formatYuan(a.base_price)}</Typography.Text>
              </>
            ),
          },
          { title: '秒杀库存', dataIndex: 'stock', width: 90 },
          { title: '每人限购', dataIndex: 'per_member_limit', width: 80 },
          {
            title: '时间（北京时间）',
            key: 'window',
            width: 170,
            render: (_, a) => (
              <>
                <div>{a.starts_at}</div>
                <div>至 {a.ends_at}</div>
              </>
            ),
          },
          {
            title: '申请',
            key: 'applied',
            width: 150,
            render: (_, a) => (
              <>
                <div>{a.applicant}</div>
                <Typography.Text type="secondary">{chinaTime(a.created_at)}</Typography.Text>
              </>
            ),
          },
          {
            title: '状态',
            key: 'status',
            width: 150,
            render: (_, a) => (
              <>
                <Tag color={STATUS_COLOR[a.status]}>{FLASH_APPLICATION_STATUS_NAMES[a.status]}</Tag>
                {a.reason ? <div style={{ color: '#cf1322' }}>{a.reason}</div> : null}
                {a.flash_sale_id ? <Typography.Text type="secondary">秒杀 ID {a.flash_sale_id}</Typography.Text> : null}
              </>
            ),
          },
          {
            title: '操作',
            key: 'op',
            width: 120,
            fixed: 'right',
            render: (_, a) =>
              !canWrite || a.status !== 'pending' ? null : shop ? (
                <Popconfirm
                  title="撤回这条秒杀申请？"
                  onConfirm={() => act(a, () => callEnvelope(api.flashApplicationsMerchant.withdraw, { params: { id: a.id } }))}
                >
                  <Button type="link" size="small" danger>
                    撤回
                  </Button>
                </Popconfirm>
              ) : (
                <Space size={0}>
                  <Popconfirm
                    title="通过后按申请的时段开始秒杀（将按当前价格与库存再次校验）。"
                    onConfirm={() => act(a, () => callEnvelope(api.flashApplicationsConsole.approve, { params: { id: a.id } }))}
                  >
                    <Button type="link" size="small">
                      通过
                    </Button>
                  </Popconfirm>
                  <Button type="link" size="small" danger onClick={() => setRefusing(a)}>
                    拒绝
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      <ReasonModal
        open={refusing !== null}
        title={`拒绝秒杀申请：${refusing?.goods_name ?? ''}`}
        okText="拒绝"
        label="拒绝原因（商家可见）"
        placeholder="如：该时段秒杀场次已满，请改期申请"
        onOk={(reason) =>
          refusing && void act(refusing, () => callEnvelope(api.flashApplicationsConsole.refuse, { params: { id: refusing.id }, body: { reason } }))
        }
        onCancel={() => setRefusing(null)}
      />
    </>
  );
}
