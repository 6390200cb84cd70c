import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input, Tabs } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody, UserState } from '@yaocai/contract';
import type { ApiError } from '../../../lib/api-client';
import { phoneRules } from '../../../lib/form-rules';
import { login, loginByCode } from '../api/session';
import { markLoggedIn } from '../model/login-flag';
import { afterLoginPath } from '../model/register-flow';
import { accountsText as t, loginText as lt } from '../text';
import { SmsCodeField } from './sms-code-button';
import styles from './login-form.module.css';

/** Refusals (wrong password or code, locked account, 422) belong on the form; 5xx and timeouts use the common handler. */
function onFormError(setError: (msg: string) => void) {
  return (err: ApiError) => {
    if (err.kind !== 'http' || err.code >= 500) return false;
    setError(err.firstFieldError);
    return true;
  };
}

function useFinishLogin() {
  const [params] = useSearchParams();
  // A full page load: the whole shell (prices, cart badge, menus) is rebuilt for the member. An unfinished or refused
  // registration is led back to its step.
  return (user: UserState) => {
    markLoggedIn();
    window.location.assign(afterLoginPath(user.review_status, params.get('redirect')));
  };
}

function PasswordLogin() {
  const [form] = Form.useForm<LoginBody>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishLogin();

  const onFinish = async (values: LoginBody) => {
    setSubmitting(true);
    try {
      finish(
        await login(
          values,
          onFormError((msg) => form.setFields([{ name: 'password', errors: [msg] }])),
        ),
      );
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="login-form">
      <Form.Item name="username" label={t.username} rules={[{ required: true, whitespace: true, message: t.usernameRequired }]}>
        <Input prefix={<UserOutlined />} placeholder={t.usernamePlaceholder} autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
        <Input.Password prefix={<LockOutlined />} placeholder={t.passwordPlaceholder} autoComplete="current-password" maxLength={100} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t.submit}
      </Button>
    </Form>
  );
}

function SmsLogin() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishLogin();

  const onFinish = async (values: { phone: string; code: string }) => {
    setSubmitting(true);
    try {
      finish(
        await loginByCode(
          values,
          onFormError((msg) => form.setFields([{ name: 'code', errors: [msg] }])),
        ),
      );
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="login-sms-form">
      <Form.Item name="phone" label={lt.phone} rules={phoneRules}>
        <Input prefix={<MobileOutlined />} placeholder={lt.phonePlaceholder} autoComplete="tel" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <SmsCodeField form={form} purpose="login" label={lt.code} required={false} prefix={<SafetyOutlined />} testId="login-send-code" />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t.submit}
      </Button>
    </Form>
  );
}

/** Login by username/phone + password, or by phone + SMS code. */
export function LoginForm() {
  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{t.loginTitle}</h2>
      <Tabs
        className={styles.tabs}
        items={[
          { key: 'password', label: <span data-testid="login-tab-password">{lt.tabPassword}</span>, children: <PasswordLogin /> },
          { key: 'sms', label: <span data-testid="login-tab-sms">{lt.tabSms}</span>, children: <SmsLogin /> },
        ]}
      />
      <div className={styles.links}>
        <Link to="/forget">{t.forget}</Link>
        <span>
          {t.noAccount}
          <Link to="/register">{t.register}</Link>
        </span>
      </div>
    </div>
  );
}
