import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Form, Input, Result, Spin, Tag } from 'antd';
import type { UserState } from '@yaocai/contract';
import { chinaMinute } from '@yaocai/contract';
import { formErrorHandler } from '../../../../lib/form-errors';
import { phoneRules, requiredRule } from '../../../../lib/form-rules';
import { agentQuery, applyAgent, fullPhoneQuery } from '../../api/profile';
import { centreText as t } from '../../text';
import styles from './centre.module.css';

const STATUS_COLOR: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error' };
type Values = { contact_name: string; phone: string; remark?: string };

/** /kxdl: controlled-sales authorisation — the state, the last application and a form to apply. */
export function KxApply({ user }: { user: UserState }) {
  const { data } = useQuery(agentQuery);
  // The User state masks the phone; the form starts from the full one.
  const { data: fullPhone } = useQuery(fullPhoneQuery(user.id));
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const onFinish = async (v: Values) => {
    setBusy(true);
    try {
      await applyAgent(
        { contact_name: v.contact_name.trim(), phone: v.phone.trim(), remark: v.remark?.trim() ?? '' },
        formErrorHandler(form.setFields, ['contact_name', 'phone', 'remark']),
      );
      message.success(t.kxApplied);
      await qc.invalidateQueries({ queryKey: agentQuery.queryKey });
    } catch {
      // shown on the form or by the common handler
    } finally {
      setBusy(false);
    }
  };

  if (!data) return <Spin className={styles.loading} />;
  const app = data.application;
  const canApply = !data.kx_authorized && app?.status !== 'pending';

  return (
    <section className={styles.card} data-testid="kx-apply">
      <h3 className={styles.cardTitle}>{t.kxTitle}</h3>
      {data.kx_authorized ? (
        <Result
          status="success"
          title={t.kxAuthorized}
          extra={
            <Link to="/kxzq">
              <Button type="primary">{t.toKxzq}</Button>
            </Link>
          }
        />
      ) : (
        <p className={styles.intro}>{t.kxIntro}</p>
      )}
      {app && (
        <Descriptions
          className={styles.facts}
          size="small"
          column={2}
          bordered
          items={[
            { key: 's', label: t.kxStatus, children: <Tag color={STATUS_COLOR[app.status]}>{app.status_text}</Tag> },
            { key: 'at', label: t.kxAppliedAt, children: chinaMinute(app.created_at) },
            { key: 'c', label: t.kxContact, children: `${app.contact_name} ${app.phone}` },
            { key: 'r', label: t.kxReason, children: app.review_reason || '—' },
          ]}
        />
      )}
      {canApply &&
        (user.is_passed ? (
          <Form
            form={form}
            className={styles.form}
            labelCol={{ flex: '100px' }}
            wrapperCol={{ flex: '1' }}
            key={fullPhone?.phone ?? ''}
            initialValues={{ contact_name: user.name, phone: fullPhone?.phone }}
            onFinish={onFinish}
            data-testid="kx-apply-form"
          >
            <Form.Item name="contact_name" label={t.kxContact} rules={[requiredRule(t.kxContactRequired)]}>
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="phone" label={t.kxPhone} rules={phoneRules}>
              <Input maxLength={11} inputMode="numeric" />
            </Form.Item>
            <Form.Item name="remark" label={t.kxRemark}>
              <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.kxRemarkPlaceholder} />
            </Form.Item>
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" loading={busy}>
                {app ? t.kxReapply : t.kxApply}
              </Button>
            </Form.Item>
          </Form>
        ) : (
          <Alert type="info" showIcon title={t.kxNeedPassed} />
        ))}
    </section>
  );
}
