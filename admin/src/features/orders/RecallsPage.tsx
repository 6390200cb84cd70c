import { useState } from 'react';
import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import type { RecallView } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { chinaTime } from '../../lib/china-time';
import { RecallBuyersDrawer } from './RecallBuyersDrawer';
import { RecallClassTag, RecallExportLinks, RecallProgress } from './recall-parts';
import { RecallRecordModal } from './RecallRecordModal';
import { useRecalls } from './recalls-api';
import { MERCHANT_ORDERS, OrdersScopeProvider, useOrdersCanWrite, useOrdersScope } from './scope';

/**
 * 药品召回: the recalls recorded (the platform's for every shop, or a merchant's own), each buyer's progress at a
 * glance — overdue in red, since those are the buyers to chase — and the regulator's export. Recording one stops
 * the batches at once; read-only roles see the board without the 登记召回 button (the server refuses them anyway).
 */
export function RecallsBoard() {
  const { merchant } = useOrdersScope();
  const canRecord = useOrdersCanWrite();
  const { data, isFetching } = useRecalls();
  const [recording, setRecording] = useState(false);
  const [buyersOf, setBuyersOf] = useState<RecallView | null>(null);

  return (
    <>
      <PageTitle
        title="药品召回"
        extra={
          canRecord ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)}>
              登记召回
            </Button>
          ) : null
        }
      >
        {merchant
          ? '本店铺商品的召回：登记后立即停售并通知收货单位，跟踪各单位的确认、在库与退回，导出召回记录备查。'
          : '按上市许可持有人的召回通知登记：立即停售、移出购物车并通知收货单位；跟踪确认与逾期，导出召回记录供监管部门检查。'}
      </PageTitle>
      <Card>
        <Table<RecallView>
          rowKey="id"
          size="small"
          loading={isFetching && !data}
          dataSource={data}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条召回` }}
          locale={{ emptyText: '暂无召回记录' }}
          scroll={{ x: 1000 }}
          columns={[
            { title: '登记时间', dataIndex: 'created_at', width: 130, render: (d: string) => chinaTime(d) },
            {
              title: '药品',
              key: 'goods',
              width: 170,
              render: (_, r) => (
                <Flex vertical>
                  <Typography.Text strong>{r.goods_name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.approval_no}
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: '召回批号',
              dataIndex: 'batch_nos',
              width: 110,
              render: (nos: string[]) => (
                <Flex wrap gap={4}>
                  {nos.map((b) => (
                    <Tag key={b} style={{ marginInlineEnd: 0 }}>
                      {b}
                    </Tag>
                  ))}
                </Flex>
              ),
            },
            { title: '级别', dataIndex: 'class', width: 90, render: (c: number) => <RecallClassTag level={c} /> },
            {
              // The one column without a width: it takes what the others leave.
              title: '原因 / 来源',
              key: 'reason',
              render: (_, r) => (
                <Flex vertical>
                  <Typography.Text>{r.reason}</Typography.Text>
                  {r.source ? (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {r.source}
                    </Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            ...(merchant
              ? []
              : [{ title: '店铺', dataIndex: 'shop_name', width: 110, render: (s: string) => s || <Tag color="blue">全部店铺</Tag> }]),
            { title: '进度', key: 'progress', width: 160, render: (_, r) => <RecallProgress {...r} /> },
            {
              title: '操作',
              key: 'actions',
              width: 130,
              render: (_, r) => (
                <Flex vertical align="flex-start">
                  <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setBuyersOf(r)}>
                    收货单位
                  </Button>
                  <RecallExportLinks id={r.id} />
                </Flex>
              ),
            },
          ]}
        />
      </Card>
      {recording ? <RecallRecordModal onClose={() => setRecording(false)} /> : null}
      <RecallBuyersDrawer recall={buyersOf} onClose={() => setBuyersOf(null)} />
    </>
  );
}

export default function RecallsPage() {
  return <RecallsBoard />;
}

/** The merchant portal's board: the same page over the shop's own recalls (/admin/api/merchant/recalls…). */
export function MerchantRecallsPage() {
  return (
    <OrdersScopeProvider value={MERCHANT_ORDERS}>
      <RecallsBoard />
    </OrdersScopeProvider>
  );
}
