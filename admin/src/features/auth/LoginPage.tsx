import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import * as api from '@yaocai/contract/api';
import { AuthCard } from '../../components/auth-card';
import { call, type ApiError } from '../../lib/api-client';
import { ME_QUERY_KEY } from '../../lib/session';

/** Only console paths are followed after signing in (never another site). */
const safeRedirect = (to: string | null) => (to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/login') ? to : '/');

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useQueryClient();
  const [form] = Form.useForm<{ username: string; password: string; totp?: string }>();
  const [busy, setBusy] = useState(false);
  // Once the password was right and the account has a second factor, the form asks for the app's code.
  const [needCode, setNeedCode] = useState(false);
  // A pause (too many wrong passwords, too many attempts from this address): said above the form, with its wait.
  const [paused, setPaused] = useState<string | null>(null);

  const submit = async (values: { username: string; password: string; totp?: string }) => {
    setBusy(true);
    setPaused(null);
    try {
      const data = await call(
        api.consoleAccount.login,
        { body: values },
        {
          onError: (e: ApiError) => {
            if (e.status === 429) {
              setPaused(e.message);
              return true;
            }
            const field = Object.keys(e.fieldErrors)[0] ?? 'password';
            if (field === 'totp') {
              const first = !needCode;
              setNeedCode(true);
              // The first time it is a prompt, not an error.
              form.setFields([{ name: 'totp', errors: first ? [] : [e.fieldErrors.totp?.[0] ?? e.message] }]);
              return true;
            }
            form.setFields([{ name: field === 'username' ? 'username' : 'password', errors: [e.fieldErrors[field]?.[0] ?? e.message] }]);
            return true;
          },
        },
      );
      client.setQueryData(ME_QUERY_KEY, data);
      const next = safeRedirect(params.get('redirect'));
      // An account that must use the second factor and has none yet binds it before anything else.
      if (data.totp_required && !data.totp) navigate(`/security/totp?redirect=${encodeURIComponent(next)}`, { replace: true });
      else navigate(next, { replace: true });
    } catch {
      // Shown beside the field or above the form.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard subtitle="平台运营人员与入驻商家登录">
      {paused ? <Alert type="error" showIcon style={{ marginBottom: 16 }} message={paused} data-testid="login-paused" /> : null}
      <Form form={form} layout="vertical" size="large" onFinish={submit} requiredMark={false}>
        <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请填写用户名' }]}>
          <Input prefix={<UserOutlined />} autoComplete="username" placeholder="运营账号或商家账号" />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请填写密码' }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder="密码" />
        </Form.Item>
        {needCode ? (
          <Form.Item
            name="totp"
            label="动态验证码"
            extra="打开身份验证器（如 Google Authenticator、微信小程序“腾讯身份验证器”），输入“药采运营后台”的6位验证码。"
          >
            <Input prefix={<SafetyOutlined />} autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="6位动态验证码" autoFocus />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" block loading={busy}>
          登录
        </Button>
      </Form>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0', fontSize: 12 }}>
        连续输错密码将暂停登录15分钟；在本浏览器登录过的账号不受他处输错影响。
      </Typography.Paragraph>
    </AuthCard>
  );
}
