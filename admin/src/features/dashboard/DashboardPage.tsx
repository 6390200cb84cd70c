import { useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Space, Statistic, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis, BarChart, Cell } from 'recharts';
import {
  chinaDaysBetween,
  chinaToday,
  DASHBOARD_MAX_DAYS,
  formatFen,
  formatYuan,
  formatYuanShort,
  ORDER_STATUS_NAMES,
  type DashboardView,
} from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { afterChinaToday, chinaPickerValue } from '../../lib/china-time';
import { useDashboard } from './api';

const DAY = 'YYYY-MM-DD';
const STATUS_COLOURS = ['#faad14', '#1677ff', '#13c2c2', '#00a870', '#bfbfbf'];

/** 数据概览: KPIs of the range, 成交额 and orders by day, orders by state, top goods and shops. */
export default function DashboardPage() {
  // The Beijing day, whatever the operator's computer zone: the figures are counted by China days (at 01:00 in
  // Beijing a UTC computer's own date is still yesterday's).
  const today = chinaPickerValue(chinaToday())!;
  const [range, setRange] = useState<[Dayjs, Dayjs]>([today.subtract(29, 'day'), today]);
  const { data, isFetching } = useDashboard({ from: range[0].format(DAY), to: range[1].format(DAY) });
  const presets = [7, 30, 90].map((n) => ({ label: `近${n}天`, value: [today.subtract(n - 1, 'day'), today] as [Dayjs, Dayjs] }));

  return (
    <>
      <PageTitle
        title="数据概览"
        extra={
          <Space>
            <Typography.Text type="secondary">日期（北京时间）</Typography.Text>
            <DatePicker.RangePicker
              value={range}
              allowClear={false}
              presets={presets}
              disabledDate={afterChinaToday}
              onChange={(v) => v?.[0] && v[1] && chinaDaysBetween(v[0].format(DAY), v[1].format(DAY)) < DASHBOARD_MAX_DAYS && setRange([v[0], v[1]])}
            />
          </Space>
        }
      >
        成交额、订单数、付款会员与客单价按付款时间统计；订单状态按下单时间统计。
      </PageTitle>
      <Kpis data={data} loading={isFetching && !data} />
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={16}>
          <Card title="每日成交额与订单数" size="small">
            <div style={{ height: 300 }}>
              {data ? (
                <ResponsiveContainer width="100%" height="100%">
                  <ComposedChart data={data.days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
                    <YAxis yAxisId="gmv" tickFormatter={formatYuanShort} fontSize={12} width={64} />
                    <YAxis yAxisId="orders" orientation="right" allowDecimals={false} fontSize={12} width={40} />
                    <Tooltip
                      formatter={(v, name) => (name === '成交额' ? formatYuan(Number(v)) : String(v))}
                      labelFormatter={(d) => `日期 ${String(d)}`}
                    />
                    <Legend />
                    <Bar yAxisId="orders" dataKey="orders" name="订单数" fill="#91caff" maxBarSize={18} />
                    <Line yAxisId="gmv" dataKey="gmv" name="成交额" stroke="#00a870" strokeWidth={2} dot={false} />
                  </ComposedChart>
                </ResponsiveContainer>
              ) : null}
            </div>
          </Card>
        </Col>
        <Col span={8}>
          <Card title="订单状态（区间内下单）" size="small">
            <div style={{ height: 300 }}>
              {data?.orders_by_status.length ? (
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart
                    data={data.orders_by_status.map((s) => ({ ...s, name: ORDER_STATUS_NAMES[s.status] }))}
                    layout="vertical"
                    margin={{ left: 8 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} fontSize={12} />
                    <YAxis type="category" dataKey="name" width={56} fontSize={12} />
                    <Tooltip formatter={(v) => [`${String(v)} 单`, '订单']} />
                    <Bar dataKey="count" name="订单" maxBarSize={22}>
                      {data.orders_by_status.map((s) => (
                        <Cell key={s.status} fill={STATUS_COLOURS[s.status]} />
                      ))}
                    </Bar>
                  </BarChart>
                </ResponsiveContainer>
              ) : (
                <Empty description="区间内没有订单" style={{ paddingTop: 80 }} />
              )}
            </div>
          </Card>
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={8}>
          <Card title="每日付款会员与新注册会员" size="small">
            <div style={{ height: 260 }}>
              {data ? (
                <ResponsiveContainer width="100%" height="100%">
                  <ComposedChart data={data.days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                    <CartesianGrid strokeDasharray="3 3" vertical={false} />
                    <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
                    <YAxis allowDecimals={false} fontSize={12} width={32} />
                    <Tooltip labelFormatter={(d) => `日期 ${String(d)}`} />
                    <Legend />
                    <Line dataKey="paying_members" name="付款会员" stroke="#1677ff" dot={false} />
                    <Line dataKey="new_members" name="新注册" stroke="#fa8c16" dot={false} />
                  </ComposedChart>
                </ResponsiveContainer>
              ) : null}
            </div>
          </Card>
        </Col>
        <Col span={8}>
          <Card title="热销商品 TOP 10（成交金额）" size="small">
            <Table
              size="small"
              rowKey="goods_id"
              pagination={false}
              dataSource={data?.top_goods}
              columns={[
                { title: '商品', dataIndex: 'name', ellipsis: true, render: (n: string, g) => `${n} ${g.spec}` },
                { title: '数量', dataIndex: 'quantity', width: 64, align: 'right' },
                { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: (f: number) => formatYuan(f) },
              ]}
            />
          </Card>
        </Col>
        <Col span={8}>
          <Card title="店铺成交 TOP 10" size="small">
            <Table
              size="small"
              rowKey="shop_id"
              pagination={false}
              dataSource={data?.top_shops}
              columns={[
                { title: '店铺', dataIndex: 'name', ellipsis: true },
                { title: '订单', dataIndex: 'orders', width: 56, align: 'right' },
                { title: '成交额', dataIndex: 'gmv', width: 120, align: 'right', render: (f: number) => formatYuan(f) },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function Kpis({ data, loading }: { data?: DashboardView; loading: boolean }) {
  const t = data?.totals;
  const items: Array<{ title: string; value?: number; money?: boolean; testId: string }> = [
    { title: '成交额（元）', value: t?.gmv, money: true, testId: 'kpi-gmv' },
    { title: '付款订单', value: t?.orders, testId: 'kpi-orders' },
    { title: '付款会员', value: t?.paying_members, testId: 'kpi-paying-members' },
    { title: '客单价（元）', value: t?.average_order, money: true, testId: 'kpi-average' },
    { title: '新注册会员', value: t?.new_members, testId: 'kpi-new-members' },
    { title: '待审核会员', value: data?.pending_members, testId: 'kpi-pending' },
  ];
  return (
    <Row gutter={16}>
      {items.map((k) => (
        <Col span={4} key={k.title}>
          <Card size="small" loading={loading}>
            <Statistic
              title={k.title}
              value={k.value === undefined ? '-' : k.money ? formatFen(k.value) : k.value}
              valueStyle={{ fontSize: 24 }}
              data-testid={k.testId}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
