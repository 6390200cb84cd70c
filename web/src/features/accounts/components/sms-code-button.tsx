import { useState } from 'react';
import type { ReactNode } from 'react';
import { App, Button, Form, Input, Space, type FormInstance } from 'antd';
import type { SmsPurpose } from '@yaocai/contract';
import { formErrorHandler } from '../../../lib/form-errors';
import { codeRules } from '../../../lib/form-rules';
import { createCode } from '../api/session';
import { useCountdown } from '../hooks/use-countdown';
import { loginText as t } from '../text';

interface Props {
  form: FormInstance;
  purpose: SmsPurpose;
  /** The form field holding the phone number. */
  phoneField?: string;
  testId?: string;
  disabled?: boolean;
}

/** 获取验证码: checks the phone field, asks for a code, then counts down until the server allows a new one (60 s). */
export function SmsCodeButton({ form, purpose, phoneField = 'phone', testId, disabled }: Props) {
  const { message } = App.useApp();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    let phone: string;
    try {
      phone = String((await form.validateFields([phoneField]))[phoneField]).trim();
    } catch {
      return; // the field shows why
    }
    setSending(true);
    try {
      const res = await createCode(phone, purpose, formErrorHandler(form.setFields, [phoneField], { phone: phoneField }));
      message.success(t.codeSent);
      start(res.resend_after || 60);
    } catch {
      // shown by the field or the common handler
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} disabled={disabled || left > 0} loading={sending} data-testid={testId} style={{ minWidth: 120 }}>
      {sending ? t.sending : left > 0 ? t.resendIn(left) : t.sendCode}
    </Button>
  );
}

/** The verification-code row every SMS form uses: the 6-digit code input with its 获取验证码 button. */
export function SmsCodeField({
  form,
  purpose,
  label,
  testId,
  prefix,
  required = true,
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  label: ReactNode;
  testId?: string;
  prefix?: ReactNode;
  required?: boolean;
}) {
  return (
    <Form.Item label={label} required={required}>
      <Space.Compact block>
        <Form.Item name="code" rules={codeRules} noStyle>
          <Input prefix={prefix} placeholder="6位短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <SmsCodeButton form={form} purpose={purpose} testId={testId} />
      </Space.Compact>
    </Form.Item>
  );
}
