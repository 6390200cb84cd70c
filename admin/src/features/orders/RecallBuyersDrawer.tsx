import { Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import type { z } from 'zod';
import type { recallBuyerView, RecallView } from '@yaocai/contract';
import { chinaTime } from '../../lib/china-time';
import { RecallClassTag, RecallExportLinks, RecallProgress } from './recall-parts';
import { useRecallBuyers } from './recalls-api';

type RecallBuyer = z.infer<typeof recallBuyerView>;

/**
 * 收货单位: every buyer a recall's batches were shipped to, what it received, by when it must act, and what it has
 * done (acknowledged with the boxes still on hand, boxes filed for return). Overdue buyers are the ones to phone.
 */
export function RecallBuyersDrawer({ recall, onClose }: { recall: RecallView | null; onClose: () => void }) {
  const { data, isFetching } = useRecallBuyers(recall?.id ?? null);
  return (
    <Drawer
      open={recall !== null}
      onClose={onClose}
      size={1000}
      title={recall ? `收货单位 · ${recall.goods_name}` : '收货单位'}
      extra={recall ? <RecallExportLinks id={recall.id} /> : null}
      destroyOnHidden
    >
      {recall ? (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="批准文号">{recall.approval_no}</Descriptions.Item>
          <Descriptions.Item label="召回批号">{recall.batch_nos.join('、')}</Descriptions.Item>
          <Descriptions.Item label="级别">
            <RecallClassTag level={recall.class} days={false} />
          </Descriptions.Item>
          <Descriptions.Item label="召回原因" span={2}>
            {recall.reason}
          </Descriptions.Item>
          <Descriptions.Item label="进度">
            <RecallProgress {...recall} />
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table<RecallBuyer>
        rowKey="member_id"
        size="small"
        loading={isFetching && !data}
        dataSource={data}
        pagination={false}
        locale={{ emptyText: '该批号尚无收货单位' }}
        columns={[
          { title: '收货单位', dataIndex: 'company', ellipsis: true },
          { title: '联系电话', dataIndex: 'phone', width: 120 },
          { title: '收货数量', dataIndex: 'quantity', width: 80, align: 'right' },
          { title: '处理期限', dataIndex: 'deadline', width: 140, render: (d: string) => chinaTime(d) },
          {
            title: '确认时间',
            dataIndex: 'acknowledged_at',
            width: 140,
            render: (d: string | null) => (d ? chinaTime(d) : <Typography.Text type="secondary">未确认</Typography.Text>),
          },
          { title: '在库数量', dataIndex: 'on_hand', width: 80, align: 'right', render: (n: number | null) => n ?? '—' },
          { title: '已退回', dataIndex: 'returned', width: 70, align: 'right' },
          {
            title: '状态',
            key: 'state',
            width: 80,
            render: (_, b) => (b.overdue ? <Tag color="red">逾期</Tag> : b.acknowledged_at ? <Tag color="green">已确认</Tag> : <Tag>待确认</Tag>),
          },
        ]}
      />
    </Drawer>
  );
}
