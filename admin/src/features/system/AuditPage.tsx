import { useState } from 'react';
import { Card, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { chinaTime, pickedChinaDay } from '../../lib/china-time';
import { PageTitle } from '../../components/page-title';
import { useAudit, type AuditPage as Page } from './api';
import { tablePaging } from '../../lib/paged-query';

/** What each recorded action means (prefixes group them in the filter). */
const ACTIONS: Record<string, string> = {
  'member.approve': '会员审核通过',
  'member.reject': '会员审核驳回',
  'certificate.approve': '证件更新通过',
  'certificate.reject': '证件更新驳回',
  'kx.approve': '控销授权通过',
  'kx.reject': '控销授权驳回',
  'order.ship': '订单发货',
  'order.refund': '订单退款',
  'order.timeout': '订单超时关闭',
  'after_sale.approve': '售后同意',
  'after_sale.refuse': '售后拒绝',
  'goods.price': '调整商品价格',
  'goods.stock': '调整商品库存',
  'goods.batches': '修改商品批次',
  'goods.batches_expired': '过期批次锁定',
  'groupbuy.create': '新建团购',
  'groupbuy.update': '修改团购',
  'groupbuy.end': '结束团购',
  'groupbuy.close': '关闭团购',
  'groupbuy.form': '团购成团',
  'draw_prize.update': '修改抽奖奖品',
  'points.award': '发放积分',
  'points_order.ship': '积分订单发货',
  'merchant.approve': '商家入驻通过',
  'merchant.reject': '商家入驻驳回',
  'feedback.reply': '回复意见反馈',
  'wanted.reply': '回复求购',
  'wallet.credit': '增加会员余额',
  'wallet.debit': '扣减会员余额',
  'wallet.adjust_request': '提交余额调整审批',
  'member.credit': '设置账期额度',
  'member.credit_request': '提交账期额度审批',
  'money_approval.reject': '驳回资金审批',
  'money_approval.withdraw': '撤回资金审批',
  'finance.limits': '修改资金审批阈值',
  'operator.create': '新建运营账号',
  'operator.update': '修改运营账号',
  'operator.password': '重置运营账号密码',
};
const GROUPS = [
  { value: 'member.', label: '会员审核' },
  { value: 'certificate.', label: '证件更新' },
  { value: 'kx.', label: '控销授权' },
  { value: 'order.', label: '订单' },
  { value: 'after_sale.', label: '售后' },
  { value: 'goods.', label: '商品价格与库存' },
  { value: 'merchant.', label: '商家入驻' },
  { value: 'wallet.', label: '会员余额' },
  { value: 'money_approval.', label: '资金审批' },
  { value: 'operator.', label: '运营账号' },
];

/** 操作日志: every operator change with who, when, what, and the record before and after. */
export default function AuditPage() {
  const [actor, setActor] = useState<string>();
  const [action, setAction] = useState<string>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [page, setPage] = useState(1);
  const q = {
    actor: actor || undefined,
    action,
    from: pickedChinaDay(range?.[0]),
    to: pickedChinaDay(range?.[1]),
    page,
    page_size: 20,
  };
  const { data, isFetching } = useAudit(q);

  return (
    <>
      <PageTitle title="操作日志">运营后台与命令行的每一次修改：操作人、时间、对象与修改前后的内容。日志不可修改或删除。</PageTitle>
      <Card>
        <Space style={{ marginBottom: 16 }} wrap>
          <Input.Search
            allowClear
            placeholder="操作人登录名"
            style={{ width: 200 }}
            onSearch={(v) => {
              setActor(v.trim() || undefined);
              setPage(1);
            }}
          />
          <Select
            allowClear
            placeholder="操作类型"
            style={{ width: 160 }}
            options={GROUPS}
            value={action}
            onChange={(v) => {
              setAction(v);
              setPage(1);
            }}
          />
          <DatePicker.RangePicker
            value={range}
            onChange={(v) => {
              setRange(v?.[0] && v[1] ? [v[0], v[1]] : null);
              setPage(1);
            }}
          />
        </Space>
        <Table<Page['list'][number]>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          expandable={{
            expandedRowRender: (r) => (
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {JSON.stringify(r.detail, null, 2)}
              </Typography.Paragraph>
            ),
          }}
          pagination={tablePaging({ page, total: data?.total, showTotal: (n) => `共 ${n} 条`, onChange: setPage })}
          columns={[
            { title: '时间', dataIndex: 'created_at', width: 170, render: (d: string) => chinaTime(d, 'YYYY-MM-DD HH:mm:ss') },
            { title: '操作人', dataIndex: 'actor', width: 180, render: (a: string) => a.replace(/^operator:/, '').replace(/^cli:/, '命令行：') },
            { title: '操作', dataIndex: 'action', width: 180, render: (a: string) => ACTIONS[a] ?? a },
            { title: '会员', dataIndex: 'member_id', width: 90, render: (v: number | null) => v ?? '—' },
            { title: '对象', dataIndex: 'target_id', width: 90, render: (v: number | null) => v ?? '—' },
            { title: '内容', dataIndex: 'detail', ellipsis: true, render: (d: Record<string, unknown>) => JSON.stringify(d) },
          ]}
        />
      </Card>
    </>
  );
}
