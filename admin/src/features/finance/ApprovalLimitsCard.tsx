import { useState } from 'react';
import { Button, Card, Descriptions, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { approvalLimitsBody, fenToYuanInput, formatYuan } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { feedback } from '../../lib/feedback';
import { fieldErrorsInto } from '../../lib/save-form';
import { checkWith } from '../../lib/schema-form';
import { useCanWrite } from '../../lib/session';
import { APPROVALS_KEY, useApprovalLimits } from './api';

/** The thresholds over which a second account must approve; only 超级管理员 (the system area) changes them. */
export function ApprovalLimitsCard() {
  const { data } = useApprovalLimits();
  const canSet = useCanWrite('system');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();

  const save = async () => {
    const body = form.getFieldsValue(true) as { wallet_adjust_limit: string; credit_line_limit: string };
    const checked = checkWith(approvalLimitsBody, body);
    if (!checked.ok) return form.setFields(checked.fields);
    setBusy(true);
    try {
      const { msg } = await callEnvelope(api.moneyApprovalsConsole.setLimits, { body }, { onError: fieldErrorsInto(form) });
      feedback.message?.success(msg);
      setOpen(false);
      await client.invalidateQueries({ queryKey: APPROVALS_KEY });
    } catch {
      // beside the fields, or by the request client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title="审批阈值"
      style={{ marginBottom: 16 }}
      data-testid="approval-limits"
      extra={
        canSet && data ? (
          <Button
            size="small"
            onClick={() => {
              form.setFieldsValue({
                wallet_adjust_limit: fenToYuanInput(data.wallet_adjust_limit),
                credit_line_limit: fenToYuanInput(data.credit_line_limit),
              });
              setOpen(true);
            }}
          >
            修改阈值
          </Button>
        ) : null
      }
    >
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'wallet', label: '余额调整', children: data ? `超过 ${formatYuan(data.wallet_adjust_limit)} 需审批` : '—' },
          { key: 'credit', label: '账期额度', children: data ? `提高到 ${formatYuan(data.credit_line_limit)} 以上需审批` : '—' },
          {
            key: 'by',
            label: '最近修改',
            children: data?.updated_by ? `${data.updated_by} · ${chinaTime(data.updated_at)}` : '系统默认',
          },
        ]}
      />
      <Modal
        open={open}
        title="修改审批阈值"
        okText="保存"
        okButtonProps={{ loading: busy }}
        onOk={save}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="wallet_adjust_limit"
            label="余额调整审批阈值（元）"
            required
            extra="单笔调整金额超过此数需另一位财务人员审批；填 0 则每笔都需审批。"
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="credit_line_limit"
            label="账期额度审批阈值（元）"
            required
            extra="把账期额度提高到此数以上（或延长其账期天数）需审批；降低额度不需审批。"
          >
            <Input inputMode="decimal" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
