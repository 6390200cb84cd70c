import { useState } from 'react';
import { Alert, Button, Descriptions, Divider, Form, Input, InputNumber, Modal, Radio, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fenToYuanInput,
  formatYuan,
  grantCreditBody,
  walletAdjustBody,
  type MemberMoneyView,
  type MoneyApprovalView,
  type WalletAdjustBody,
} from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call, callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { checkWith } from '../../lib/schema-form';
import { fieldErrorsInto } from '../../lib/save-form';

type Log = MemberMoneyView['log'][number];

/** A request still waiting for a second account, in words. */
const waitingText = (a: MoneyApprovalView) =>
  a.kind === 'wallet_adjust'
    ? `${a.direction === 'credit' ? '增加' : '扣减'}余额 ${formatYuan(a.amount)}（${a.reason}）`
    : `账期额度 ${formatYuan(a.amount)} · ${a.due_days} 天`;

/**
 * A member's wallet balance, credit line and latest money lines; an account with the finance power adjusts the balance
 * or sets the line (above the approval threshold it becomes a request a second account approves in 资金审批).
 */
export function MemberMoney({ memberId, canWrite }: { memberId: number; canWrite: boolean }) {
  const key = ['console', 'member-wallet', memberId];
  const client = useQueryClient();
  const params = { id: memberId };
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => call(api.walletConsole.get, { params }, { signal }) });
  const { data: limits } = useQuery({
    queryKey: ['console', 'money-approvals', 'limits'],
    queryFn: ({ signal }) => call(api.moneyApprovalsConsole.limits, undefined, { signal }),
    enabled: canWrite,
  });
  const [open, setOpen] = useState<'adjust' | 'credit' | null>(null);
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Record<string, string | number | undefined>;
    // The radio's value; walletAdjustBody checks it (with the rest) before anything is sent.
    const adjust = { direction: v.direction as WalletAdjustBody['direction'], amount: v.amount ?? '', reason: String(v.reason ?? '') };
    const credit = { credit_limit: v.credit_limit ?? '', due_days: v.due_days ?? '', reason: String(v.reason ?? '') };
    const checked = open === 'adjust' ? checkWith(walletAdjustBody, adjust) : checkWith(grantCreditBody, credit);
    if (!checked.ok) return form.setFields(checked.fields);
    const onError = fieldErrorsInto(form);
    setBusy(true);
    try {
      const { msg } = await (open === 'adjust'
        ? callEnvelope(api.walletConsole.adjust, { params, body: adjust }, { onError })
        : callEnvelope(api.walletConsole.grantCredit, { params, body: credit }, { onError }));
      feedback.message?.success(msg);
      setOpen(null);
      form.resetFields();
      await client.invalidateQueries({ queryKey: key });
      await client.invalidateQueries({ queryKey: ['console', 'money-approvals'] });
    } catch {
      // shown by the request client or beside the fields
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Divider titlePlacement="start">资金与账期</Divider>
      <Descriptions
        size="small"
        column={4}
        bordered
        extra={null}
        items={[
          {
            key: 'balance',
            label: '账户余额',
            children: (
              <Typography.Text strong data-testid="member-balance">
                {data ? formatYuan(data.balance) : '—'}
              </Typography.Text>
            ),
          },
          { key: 'limit', label: '账期额度', children: data?.credit.enabled ? formatYuan(data.credit.credit_limit) : '未开通' },
          {
            key: 'used',
            label: '已用 / 逾期',
            children: data?.credit.enabled ? `${formatYuan(data.credit.used)} / ${formatYuan(data.credit.overdue)}` : '—',
          },
          { key: 'days', label: '账期天数', children: data?.credit.enabled ? `${data.credit.due_days} 天` : '—' },
        ]}
      />
      {data?.pending.length ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="member-money-pending"
          message="待第二人审批（通过后生效）"
          description={data.pending.map((a) => (
            <div key={a.id}>
              {waitingText(a)} · {a.maker.name}提交于{chinaTime(a.created_at)}
            </div>
          ))}
        />
      ) : null}
      {canWrite ? (
        <Space style={{ margin: '12px 0' }}>
          <Button onClick={() => setOpen('adjust')}>调整余额</Button>
          <Button
            onClick={() => {
              form.setFieldsValue({
                credit_limit: data?.credit.enabled ? fenToYuanInput(data.credit.credit_limit) : undefined,
                due_days: data?.credit.due_days || 30,
              });
              setOpen('credit');
            }}
          >
            设置账期
          </Button>
        </Space>
      ) : null}
      <Table<Log>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={data?.log}
        locale={{ emptyText: '暂无资金明细' }}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 150, render: (d: string) => chinaTime(d) },
          { title: '类型', dataIndex: 'type_text', width: 90 },
          {
            title: '金额',
            dataIndex: 'amount',
            width: 110,
            align: 'right',
            render: (a: number) => (
              <span style={{ color: a < 0 ? '#cf1322' : '#389e0d' }}>
                {a > 0 ? '+' : ''}
                {formatYuan(a).replace('¥-', '-¥')}
              </span>
            ),
          },
          { title: '余额', dataIndex: 'balance', width: 110, align: 'right', render: formatYuan },
          { title: '说明', dataIndex: 'memo', ellipsis: true },
        ]}
      />
      <Modal
        open={open !== null}
        title={open === 'adjust' ? '调整余额' : '设置账期'}
        okText="确定"
        okButtonProps={{ loading: busy }}
        onOk={submit}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ direction: 'credit' }}>
          {open === 'adjust' ? (
            <>
              <Form.Item name="direction" label="方向">
                <Radio.Group
                  options={[
                    { value: 'credit', label: '增加' },
                    { value: 'debit', label: '扣减' },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="amount"
                label="金额（元）"
                required
                extra={`扣减不能超过当前余额。${limits ? `超过 ${formatYuan(limits.wallet_adjust_limit)} 需另一位财务人员审批后入账。` : ''}`}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="reason" label="调整原因（会员在资金明细中可见）" required>
                <Input.TextArea rows={2} maxLength={100} showCount />
              </Form.Item>
            </>
          ) : (
            <>
              <Form.Item
                name="credit_limit"
                label="账期额度（元）"
                required
                extra={`不能低于已用额度。${limits ? `提高到 ${formatYuan(limits.credit_line_limit)} 以上需另一位财务人员审批后生效。` : ''}`}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item name="due_days" label="账期天数" required>
                <InputNumber min={1} max={365} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item name="reason" label="调整说明（选填，审批人可见）">
                <Input.TextArea rows={2} maxLength={100} showCount />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
