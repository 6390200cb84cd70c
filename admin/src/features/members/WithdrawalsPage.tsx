import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Input, Popconfirm, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatYuan, type AdminWithdrawalView } from '@yaocai/contract';
import { PageTitle } from '../../components/page-title';
import { get, post } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { useCanWrite } from '../../lib/session';

const KEY = ['console', 'withdrawals'] as const;
const TABS = [
  { key: '0', label: '待审核' },
  { key: '1', label: '已打款' },
  { key: '2', label: '已拒绝' },
  { key: 'all', label: '全部' },
];
const COLOR = ['orange', 'green', 'default'];

/** 提现审核: members' withdrawals — the money already left the wallet; pay it into the card, or refuse (it goes back). */
export default function WithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const canWrite = useCanWrite('finance');
  const client = useQueryClient();
  const status = params.get('status') ?? '0';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, status, page],
    queryFn: ({ signal }) =>
      get<{ list: AdminWithdrawalView[]; total: number }>(
        '/withdrawals',
        { status: status === 'all' ? undefined : status, page, page_size: 20 },
        { signal },
      ),
    placeholderData: (prev) => prev,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const decide = async (w: AdminWithdrawalView, approve: boolean, reason = '') => {
    setBusy(w.id);
    try {
      await post(`/withdrawals/${w.id}/decide`, { approve: approve ? 1 : 0, reason });
      feedback.message?.success(approve ? '已标记为已打款' : '已拒绝，金额已退回会员余额');
      await client.invalidateQueries({ queryKey: KEY });
    } finally {
      setBusy(null);
    }
  };
  const refuse = (w: AdminWithdrawalView) => {
    let reason = '';
    feedback.modal?.confirm({
      title: `拒绝提现 ${formatYuan(w.amount)}`,
      content: <Input.TextArea rows={3} maxLength={200} placeholder="拒绝原因（会员可见，必填）" onChange={(e) => (reason = e.target.value)} />,
      okText: '拒绝',
      okButtonProps: { danger: true },
      onOk: () => decide(w, false, reason.trim()),
    });
  };

  return (
    <>
      <PageTitle title="提现审核">会员申请提现时金额已从余额扣出；核对户名与卡号后线下打款并标记，拒绝则金额原路退回会员余额。</PageTitle>
      <Card>
        <Tabs activeKey={status} onChange={(k) => setParams({ status: k }, { replace: true })} items={TABS} />
        <Table<AdminWithdrawalView>
          rowKey="id"
          size="middle"
          loading={isFetching && !data}
          dataSource={data?.list}
          pagination={{
            current: page,
            pageSize: 20,
            total: data?.total ?? 0,
            onChange: (p) => setParams({ status, page: String(p) }, { replace: true }),
          }}
          columns={[
            { title: '申请时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '会员',
              key: 'member',
              render: (_, w) => (
                <>
                  <div>{w.company}</div>
                  <Typography.Text type="secondary">{w.username}</Typography.Text>
                </>
              ),
            },
            { title: '金额', dataIndex: 'amount', width: 110, align: 'right', render: formatYuan },
            {
              title: '收款账户',
              key: 'card',
              width: 300,
              render: (_, w) => (
                <>
                  <div>
                    {w.bank_name} · {w.account_name}
                  </div>
                  <Typography.Text copyable>{w.card_no}</Typography.Text>
                </>
              ),
            },
            {
              title: '状态',
              key: 'status',
              width: 180,
              render: (_, w) => (
                <>
                  <Tag color={COLOR[w.status]}>{w.status_text}</Tag>
                  {w.reason ? <Typography.Text type="secondary">{w.reason}</Typography.Text> : null}
                </>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 150,
              render: (_, w) =>
                canWrite && w.status === 0 ? (
                  <Space size={0}>
                    <Popconfirm title={`确认已向 ${w.account_name} 的卡打款 ${formatYuan(w.amount)}？`} onConfirm={() => decide(w, true)}>
                      <Button type="link" size="small" loading={busy === w.id}>
                        已打款
                      </Button>
                    </Popconfirm>
                    <Button type="link" size="small" danger onClick={() => refuse(w)}>
                      拒绝
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
    </>
  );
}
