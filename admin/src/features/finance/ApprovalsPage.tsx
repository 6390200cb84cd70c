import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Input, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { APPROVAL_STATES, formatYuan, type MoneyApprovalView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { PageTitle } from '../../components/page-title';
import { ReasonModal } from '../../components/reason-modal';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { useCanWrite, useOperator } from '../../lib/session';
import { APPROVALS_KEY, useApprovals } from './api';
import { ApprovalLimitsCard } from './ApprovalLimitsCard';
import { tablePaging } from '../../lib/paged-query';

const TABS = [...Object.entries(APPROVAL_STATES).map(([key, label]) => ({ key, label })), { key: 'all', label: '全部' }];
/** Approving says a note (may be empty); rejecting or withdrawing says why. */
type Decision = { note: string } | { reason: string };
const COLOR: Record<MoneyApprovalView['status'], string> = { pending: 'orange', approved: 'green', rejected: 'red', withdrawn: 'default' };

/** What was asked, in words: 增加 ¥8,000.00 / 额度 ¥200,000.00 · 60 天（原 ¥50,000.00 · 30 天）. */
function asked(a: MoneyApprovalView) {
  if (a.kind === 'wallet_adjust') {
    return (
      <Typography.Text strong style={{ color: a.direction === 'credit' ? '#389e0d' : '#cf1322' }}>
        {a.direction === 'credit' ? '增加' : '扣减'} {formatYuan(a.amount)}
      </Typography.Text>
    );
  }
  return (
    <>
      <Typography.Text strong>
        额度 {formatYuan(a.amount)} · {a.due_days} 天
      </Typography.Text>
      <div>
        <Typography.Text type="secondary">
          {a.before ? `原 ${formatYuan(a.before.credit_limit)} · ${a.before.due_days} 天` : '原未开通'}
        </Typography.Text>
      </div>
    </>
  );
}

/**
 * 资金审批 (maker-checker): adjustments and credit lines over the threshold wait here for a second account with the
 * finance power. Approving moves the money at once; the maker sees 撤回 on their own request instead.
 */
export default function ApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isFetching } = useApprovals({ status, page });
  const canDecide = useCanWrite('finance');
  const { data: me } = useOperator();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<MoneyApprovalView | null>(null);

  const act = async (a: MoneyApprovalView, decision: Decision) => {
    setBusy(a.id);
    try {
      const params = { id: a.id };
      const { msg } = await ('note' in decision
        ? callEnvelope(api.moneyApprovalsConsole.approve, { params, body: decision })
        : callEnvelope(api.moneyApprovalsConsole.reject, { params, body: decision }));
      feedback.message?.success(msg);
      setRejecting(null);
    } catch {
      // shown by the request client (already decided, or the wallet no longer covers a debit)
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: APPROVALS_KEY });
      await client.invalidateQueries({ queryKey: ['console', 'member-wallet'] });
    }
  };
  const approve = (a: MoneyApprovalView) => {
    let note = '';
    feedback.modal?.confirm({
      title: `通过：${a.member.company} ${a.kind_text}`,
      content: (
        <>
          <p>
            {a.kind === 'wallet_adjust'
              ? `${a.direction === 'credit' ? '增加' : '扣减'}余额 ${formatYuan(a.amount)}，通过后立即入账。`
              : `账期额度设为 ${formatYuan(a.amount)}、${a.due_days} 天，通过后立即生效。`}
          </p>
          <Input.TextArea rows={2} maxLength={100} placeholder="审批意见（选填）" aria-label="审批意见" onChange={(e) => (note = e.target.value)} />
        </>
      ),
      okText: '通过',
      onOk: () => act(a, { note: note.trim() }),
    });
  };
  const withdraw = (a: MoneyApprovalView) =>
    feedback.modal?.confirm({
      title: `撤回：${a.member.company} ${a.kind_text}`,
      content: '撤回后申请不再生效，可重新提交。',
      okText: '撤回',
      okButtonProps: { danger: true },
      onOk: () => act(a, { reason: '提交人撤回' }),
    });

  return (
    <>
      <PageTitle title="资金审批">
        超过审批阈值的余额调整与账期额度需另一位财务人员审批：通过后立即生效，驳回则不变；提交人可撤回，但不能审批自己的申请。
      </PageTitle>
      <ApprovalLimitsCard />
      <Card>
        <Tabs activeKey={status} onChange={(k) => setParams({ status: k }, { replace: true })} items={TABS} />
        <Table<MoneyApprovalView>
          rowKey="id"
          loading={isFetching && !data}
          dataSource={data?.list}
          scroll={{ x: 1120 }}
          locale={{ emptyText: status === 'pending' ? '没有待审批的申请' : '暂无记录' }}
          pagination={tablePaging({ page, total: data?.total, onChange: (p) => setParams({ status, page: String(p) }, { replace: true }) })}
          columns={[
            { title: '提交时间', dataIndex: 'created_at', width: 140, render: (d: string) => chinaTime(d) },
            {
              title: '会员',
              key: 'member',
              width: 180,
              render: (_, a) => (
                <>
                  <div>{a.member.company}</div>
                  <Typography.Text type="secondary">{a.member.username}</Typography.Text>
                </>
              ),
            },
            { title: '类型', dataIndex: 'kind_text', width: 90 },
            { title: '申请内容', key: 'asked', width: 170, render: (_, a) => asked(a) },
            { title: '原因', dataIndex: 'reason', width: 160, ellipsis: true, render: (r: string) => r || '—' },
            { title: '提交人', key: 'maker', width: 90, render: (_, a) => a.maker.name },
            {
              title: '状态',
              key: 'status',
              width: 170,
              render: (_, a) => (
                <>
                  <Tag color={COLOR[a.status]}>{a.status_text}</Tag>
                  {a.checker && a.status !== 'withdrawn' ? <Typography.Text type="secondary">{a.checker.name}</Typography.Text> : null}
                  {a.decided_at ? <div style={{ fontSize: 12, color: '#8c8c8c' }}>{chinaTime(a.decided_at)}</div> : null}
                  {a.decision_reason ? <div style={{ fontSize: 12, color: '#8c8c8c' }}>{a.decision_reason}</div> : null}
                </>
              ),
            },
            {
              title: '操作',
              key: 'op',
              width: 120,
              // Always in view, however narrow the window.
              fixed: 'right',
              render: (_, a) => {
                if (!canDecide || a.status !== 'pending') return null;
                if (a.maker.id === me?.id) {
                  return (
                    <Button type="link" size="small" onClick={() => withdraw(a)} loading={busy === a.id}>
                      撤回
                    </Button>
                  );
                }
                return (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => approve(a)} loading={busy === a.id}>
                      通过
                    </Button>
                    <Button type="link" size="small" danger onClick={() => setRejecting(a)}>
                      驳回
                    </Button>
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? `驳回：${rejecting.member.company} ${rejecting.kind_text}` : '驳回'}
        okText="驳回"
        label="驳回原因"
        placeholder="驳回原因（提交人可见）"
        busy={busy !== null}
        onOk={(reason) => rejecting && act(rejecting, { reason })}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
