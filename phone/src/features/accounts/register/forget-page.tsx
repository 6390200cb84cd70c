import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Form, Input, Result, Steps } from 'antd-mobile';
import { NavBar } from '../../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';
import { useBack } from '../../../lib/navigation';
import { formErrorHandler } from './form-errors';
import { confirmRules, passwordRules, phoneRules } from './rules';
import { SmsCodeField } from './sms-code-field';
import { forgetText as t, registerText } from './text';
import styles from './register.module.css';

function VerifyPhone() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async (body: { phone: string; code: string }) => {
    setBusy(true);
    try {
      await call(api.registration.forgetVerify, { body }, { onError: formErrorHandler(form.setFields, ['phone', 'code']) });
      navigate('/forget/step2');
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      className={styles.form}
      onFinish={(v: { phone: string; code: string }) => void onFinish(v)}
      data-testid="phone-forget-step1"
      footer={
        <Button block type="submit" color="primary" size="large" loading={busy}>
          {t.next}
        </Button>
      }
    >
      <Form.Item name="phone" label={registerText.phone} rules={phoneRules}>
        <Input placeholder={t.phonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" clearable />
      </Form.Item>
      <SmsCodeField form={form} purpose="forget" />
    </Form>
  );
}

function NewPassword() {
  const [form] = Form.useForm<{ password: string; password_confirmation: string }>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async (body: { password: string; password_confirmation: string }) => {
    setBusy(true);
    try {
      await call(api.registration.forgetReset, { body }, { onError: formErrorHandler(form.setFields, ['password', 'password_confirmation']) });
      // Step 3 states a reset only when one just happened (navigation state), never when opened directly.
      navigate('/forget/step3', { replace: true, state: { reset: true } });
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="horizontal"
      className={styles.form}
      onFinish={(v: { password: string; password_confirmation: string }) => void onFinish(v)}
      data-testid="phone-forget-step2"
      footer={
        <>
          <Button block type="submit" color="primary" size="large" loading={busy}>
            {t.submit}
          </Button>
          <p className={styles.hint}>
            <Link to="/forget/step1">{t.reverify}</Link>
          </p>
        </>
      }
    >
      <Form.Item name="password" label={t.newPassword} rules={passwordRules}>
        <Input type="password" placeholder={registerText.passwordPlaceholder} maxLength={32} autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t.confirm} dependencies={['password']} rules={confirmRules('password')}>
        <Input type="password" placeholder={registerText.confirmPlaceholder} maxLength={32} autoComplete="new-password" clearable />
      </Form.Item>
    </Form>
  );
}

/** /forget/step1 (phone + SMS code) → /forget/step2 (new password, within 10 minutes) → /forget/step3 (done); /forget leads to step 1. */
export default function ForgetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const back = useBack('/login');
  const step = Number(/^\/forget\/step([123])\/?$/.exec(location.pathname)?.[1] ?? 0);
  const reset = (location.state as { reset?: boolean } | null)?.reset === true;
  if (!step || (step === 3 && !reset)) return <Navigate to="/forget/step1" replace />;
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      <Steps className={styles.steps} current={step - 1}>
        {t.steps.map((title) => (
          <Steps.Step key={title} title={title} />
        ))}
      </Steps>
      {step === 1 && <VerifyPhone />}
      {step === 2 && <NewPassword />}
      {step === 3 && (
        <>
          <Result className={styles.result} status="success" title={t.done} description={t.doneSub} />
          <div className={styles.actions}>
            <Button block color="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
              {t.toLogin}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
