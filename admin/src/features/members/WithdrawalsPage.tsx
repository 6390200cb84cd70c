import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { formatYuan, type AdminWithdrawalView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { askReason } from '../../components/reason-prompt';
import { ReviewQueue } from '../../components/review-queue';
import { call } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { useRowAction } from '../../lib/row-action';
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
  const canWrite = useCanWrite('finance');
  const action = useRowAction(KEY);
  const decide = async (w: AdminWithdrawalView, approve: boolean, reason = '') => {
    await call(api.withdrawalsConsole.decide, { params: { id: w.id }, body: { approve: approve ? 1 : 0, reason } });
    return approve ? '已标记为已打款' : '已拒绝，金额已退回会员余额';
  };
  const refuse = (w: AdminWithdrawalView) =>
    askReason({
      title: `拒绝提现 ${formatYuan(w.amount)}`,
      placeholder: '拒绝原因（会员可见，必填）',
      okText: '拒绝',
      onOk: (reason) => action.run(w.id, () => decide(w, false, reason)),
    });

  return (
    <ReviewQueue<AdminWithdrawalView>
      title="提现审核"
      intro="会员申请提现时金额已从余额扣出；核对户名与卡号后线下打款并标记，拒绝则金额原路退回会员余额。"
      tabs={TABS}
      queryKey={KEY}
      endpoint={api.withdrawalsConsole.list}
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
                <Popconfirm
                  title={`确认已向 ${w.account_name} 的卡打款 ${formatYuan(w.amount)}？`}
                  onConfirm={() => action.run(w.id, () => decide(w, true))}
                >
                  <Button type="link" size="small" loading={action.busy === w.id}>
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
  );
}
