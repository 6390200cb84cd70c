import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { OperatorView } from '@yaocai/contract';
import { post, type ApiError } from '../../lib/api-client';
import { ME_QUERY_KEY } from '../../lib/session';
import styles from './login.module.css';

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

  const submit = async (values: { username: string; password: string; totp?: string }) => {
    setBusy(true);
    try {
      const { data } = await post<OperatorView>('/login', values, {
        onError: (e: ApiError) => {
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
      });
      client.setQueryData(ME_QUERY_KEY, data);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // Shown beside the field.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <span className={styles.logo}>药</span>
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              药采管理后台
            </Typography.Title>
            <Typography.Text type="secondary">平台运营人员与入驻商家登录</Typography.Text>
          </div>
        </div>
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
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={6}
                placeholder="6位动态验证码"
                autoFocus
              />
            </Form.Item>
          ) : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" className={styles.note}>
          连续输错密码5次，该账号在本机将暂停登录15分钟。
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
