import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginBody } from '@yaocai/contract';
import { login } from '../api/session';
import { markLoggedIn } from '../model/login-flag';
import { safeRedirect } from '../model/safe-redirect';
import { accountsText as t } from '../text';
import styles from './login-form.module.css';

export function LoginForm() {
  const [form] = Form.useForm<LoginBody>();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: LoginBody) => {
    setSubmitting(true);
    try {
      await login(values, (err) => {
        // Refusals (wrong password, locked account, 422) belong on the form; 5xx and timeouts use the common handler.
        if (err.kind !== 'http' || err.code >= 500) return false;
        form.setFields([{ name: 'password', errors: [err.firstFieldError] }]);
        return true;
      });
      markLoggedIn();
      // A full page load: the whole shell (prices, cart badge, menus) is rebuilt for the member.
      window.location.assign(safeRedirect(params.get('redirect')));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.card}>
      <h2 className={styles.title}>{t.loginTitle}</h2>
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
