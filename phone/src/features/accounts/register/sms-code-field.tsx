import { useEffect, useState } from 'react';
import { Button, Form, Input, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import type { SmsPurpose } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import { formErrorHandler } from './form-errors';
import { codeRules } from './rules';
import { registerText as t } from './text';
import styles from './register.module.css';

/** Seconds left of a countdown started with `start(n)`; 0 when idle. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: (seconds: number) => setLeft(Math.max(0, Math.round(seconds))) };
}

/** The 6-digit code with its 获取验证码 button: checks the phone field, asks for a code, counts down until a new one may be asked. */
export function SmsCodeField({ form, purpose }: { form: ReturnType<typeof Form.useForm>[0]; purpose: SmsPurpose }) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    let phone: string;
    try {
      phone = String(((await form.validateFields(['phone'])) as { phone?: string }).phone ?? '').trim();
    } catch {
      return; // the phone field says why
    }
    setSending(true);
    try {
      const onFieldError = formErrorHandler(form.setFields, ['phone']);
      const res = await call(
        api.accounts.createCode,
        { body: { phone, purpose } },
        {
          onError: (err) => {
            // One code a minute per phone: the server says how long to wait, and the button counts it down.
            const wait = err.code === 429 ? /请(\d+)秒后再试/.exec(err.message)?.[1] : undefined;
            if (wait) start(Number(wait));
            return onFieldError(err);
          },
        },
      );
      Toast.show({ icon: 'success', content: t.codeSent });
      start(res.resend_after || 60);
    } catch {
      // shown under the field or by the common handler
    } finally {
      setSending(false);
    }
  };
  return (
    <Form.Item
      name="code"
      label={t.code}
      rules={codeRules}
      extra={
        <Button
          color="primary"
          fill="outline"
          className={styles.codeButton}
          disabled={left > 0}
          loading={sending}
          onClick={() => void send()}
          data-testid="phone-send-code"
        >
          {sending ? t.sending : left > 0 ? t.resendIn(left) : t.sendCode}
        </Button>
      }
    >
      <Input placeholder={t.codePlaceholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
    </Form.Item>
  );
}
