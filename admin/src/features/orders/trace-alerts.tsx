import { Flex, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { OutputOf } from '@yaocai/contract';
import type * as api from '@yaocai/contract/api';
import { chinaTime } from '../../lib/china-time';
import { useUrlFilters } from '../../lib/url-filters';
import { useTraceAlerts } from './trace-api';

type AlertRow = OutputOf<typeof api.traceConsole.alerts>[number];

const orderLink = (no: string) => <Link to={`/orders?keyword=${encodeURIComponent(no)}`}>{no}</Link>;

/**
 * 回流药预警 (the platform's): each time a shop tried to ship a box whose code had already shipped — the ship was
 * refused, the attempt is kept here for operators to look into. The code opens its history (goods, batch, the buyer
 * who received it first); each order opens in 订单管理.
 */
export function TraceAlerts() {
  const { set } = useUrlFilters();
  const { data, isFetching } = useTraceAlerts();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        已售出的追溯码再次发货时被拒绝的记录（最近200条），可能是回流药或串货，请核查发货店铺；点击追溯码查看商品与首次流向。
      </Typography.Text>
      <Table<AlertRow>
        rowKey="id"
        size="small"
        loading={isFetching && !data}
        dataSource={data}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条预警` }}
        locale={{ emptyText: '暂无回流药预警' }}
        scroll={{ x: 900 }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
          {
            title: '追溯码',
            dataIndex: 'code',
            render: (c: string) => (
              <Typography.Link onClick={() => set({ tab: null, code: c })} style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>
                {c}
              </Typography.Link>
            ),
          },
          { title: '发货店铺', dataIndex: 'shop_name', width: 150, ellipsis: true },
          { title: '首次发货订单', dataIndex: 'first_order_no', width: 200, render: orderLink },
          { title: '本次发货订单（被拒）', dataIndex: 'order_no', width: 200, render: orderLink },
        ]}
      />
    </Flex>
  );
}
