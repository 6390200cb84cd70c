import { useState } from 'react';
import { Button, Card, Flex, Form, InputNumber, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { fenToYuanInput, formatYuan, GROUP_BUY_STATUS, groupBuyCampaignBody, type GroupBuyAdminView } from '@yaocai/contract';
import { GoodsSelect } from '../../components/goods-select';
import { PageTitle } from '../../components/page-title';
import { chinaTime } from '../../lib/china-time';
import { EditorDrawer } from '../../components/editor-drawer';
import { useCanWrite } from '../../lib/session';
import { useFormSave } from '../../lib/save-form';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { usePagedQuery, PAGE_SIZE, tablePaging } from '../../lib/paged-query';
import { WindowFields } from './promotion-editor';
import { usePromotionEnd, windowColumn } from './promotion-list';

const KEY = ['console', 'groupbuy'] as const;
const MINUTE = 'YYYY-MM-DD HH:mm';

/** 拼团活动: a goods sold at a group price once enough members join within the group's time limit. */
export default function GroupBuysPage() {
  const canWrite = useCanWrite('promotions');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ row: GroupBuyAdminView | null } | null>(null);
  const { data, isFetching } = usePagedQuery(KEY, api.groupBuyConsole.list, { page, page_size: PAGE_SIZE });
  const { end } = usePromotionEnd(KEY, (id) => callEnvelope(api.groupBuyConsole.end, { params: { id } }));
  return (
    <>
      <PageTitle title="拼团活动">会员以拼团价参团，成团人数在时限内凑齐即按拼团价生成待付款订单；未成团不收取任何费用。</PageTitle>
      <Card>
        {canWrite ? (
          <Button type="primary" style={{ marginBottom: 12 }} onClick={() => setEditing({ row: null })}>
            新建拼团
          </Button>
        ) : null}
        <Table<GroupBuyAdminView>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={tablePaging({ page, total: data?.total, onChange: setPage })}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 60 },
            { title: '商品', dataIndex: 'goods_name' },
            {
              title: '拼团价 / 原价',
              key: 'price',
              width: 130,
              render: (_, g) => (
                <>
                  <Typography.Text type="danger">{formatYuan(g.group_price)}</Typography.Text> /{' '}
                  <Typography.Text delete>{formatYuan(g.base_price)}</Typography.Text>
                </>
              ),
            },
            {
              title: '规则',
              key: 'rule',
              width: 150,
              render: (_, g) => (
                <>
                  <div>
                    {g.required_members}人成团 · {g.group_hours}小时内
                  </div>
                  <Typography.Text type="secondary">
                    每人 {g.min_number} ~ {g.max_number}
                  </Typography.Text>
                </>
              ),
            },
            windowColumn({ title: '活动时间（北京时间）' }),
            {
              title: '团',
              key: 'groups',
              width: 150,
              render: (_, g) => (
                <Space size={4} wrap>
                  <Tag color="blue">进行{g.open_groups}</Tag>
                  <Tag color="green">成功{g.formed_groups}</Tag>
                  <Tag>失败{g.failed_groups}</Tag>
                </Space>
              ),
            },
            {
              title: '状态',
              key: 'status',
              width: 80,
              render: (_, g) =>
                g.status !== GROUP_BUY_STATUS.active ? (
                  <Tag>已结束</Tag>
                ) : Date.parse(g.ends_at) < Date.now() ? (
                  <Tag>已到期</Tag>
                ) : (
                  <Tag color="green">进行中</Tag>
                ),
            },
            {
              title: '操作',
              key: 'op',
              width: 110,
              render: (_, g) =>
                canWrite && g.status === GROUP_BUY_STATUS.active ? (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setEditing({ row: g })}>
                      编辑
                    </Button>
                    <Popconfirm title="结束后未成团的团立即失败（不收取费用），确定结束？" onConfirm={() => end(g)}>
                      <Button type="link" size="small" danger>
                        结束
                      </Button>
                    </Popconfirm>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      {editing ? <GroupBuyDrawer row={editing.row} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

function GroupBuyDrawer({ row, onClose }: { row: GroupBuyAdminView | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const { busy, save } = useFormSave(KEY, onClose);
  const initial = row
    ? {
        ...row,
        group_price: Number(fenToYuanInput(row.group_price)),
        starts_at: chinaTime(row.starts_at, MINUTE),
        ends_at: chinaTime(row.ends_at, MINUTE),
      }
    : { required_members: 3, min_number: 1, max_number: 100, group_hours: 24 };
  const submit = async () => {
    const v = form.getFieldsValue(true) as {
      goods_id?: number;
      group_price?: number;
      required_members?: number;
      min_number?: number;
      max_number?: number;
      starts_at?: string;
      ends_at?: string;
      group_hours?: number;
    };
    const body = {
      goods_id: v.goods_id ?? '',
      group_price: v.group_price ?? '',
      required_members: v.required_members ?? '',
      min_number: v.min_number ?? '',
      max_number: v.max_number ?? '',
      starts_at: v.starts_at ?? '',
      ends_at: v.ends_at ?? '',
      group_hours: v.group_hours ?? '',
    };
    await (row
      ? save(form, groupBuyCampaignBody, api.groupBuyConsole.update, { params: { id: row.id }, body })
      : save(form, groupBuyCampaignBody, api.groupBuyConsole.create, { body }));
  };
  return (
    <EditorDrawer title={row ? `编辑拼团 · ID ${row.id}` : '新建拼团'} width={640} busy={busy} onSave={submit} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item name="goods_id" label="拼团商品" required>
          <GoodsSelect known={row ? [{ value: row.goods_id, label: row.goods_name }] : []} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="group_price" label="拼团价（元）" required>
            <InputNumber min={0.01} precision={2} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="required_members" label="成团人数" required>
            <InputNumber min={2} max={50} precision={0} />
          </Form.Item>
          <Form.Item name="group_hours" label="成团时限（小时）" required>
            <InputNumber min={1} max={720} precision={0} />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          <Form.Item name="min_number" label="每人起拼数量" required>
            <InputNumber min={1} max={100000} precision={0} />
          </Form.Item>
          <Form.Item name="max_number" label="每人限拼数量" required>
            <InputNumber min={1} max={100000} precision={0} />
          </Form.Item>
        </Flex>
        <WindowFields />
      </Form>
    </EditorDrawer>
  );
}
