import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { useReleaseBootScreen } from '../../lib/boot-screen';
import { afterLoginPath } from './register/flow';
import styles from './accounts.module.css';

/** /login on a phone: account and password, then back to the page that asked (an unfinished registration: to its step). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useBack('/');
  // Static: the server's drawing of it (core/http/phone-first-screen.ts) goes as soon as the page is there.
  useReleaseBootScreen(true);
  const login = useMutation({
    mutationFn: (v: { username: string; password: string }) => call(api.accounts.login, { body: v }),
    onSuccess: async (user) => {
      Toast.show({ icon: 'success', content: '登录成功' });
      await queryClient.invalidateQueries();
      navigate(afterLoginPath(user.review_status, params.get('redirect')), { replace: true });
    },
  });
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>会员登录</NavBar>
      <h1 className={styles.title}>欢迎登录药采</h1>
      <Form
        layout="horizontal"
        onFinish={(v: { username: string; password: string }) => login.mutate(v)}
        footer={
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            登录
          </Button>
        }
      >
        <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入用户名' }]}>
          <Input placeholder="用户名/手机号" autoComplete="username" clearable />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请填写密码' }]}>
          <Input placeholder="密码" type="password" autoComplete="current-password" clearable />
        </Form.Item>
      </Form>
      <div className={styles.links}>
        <Link to="/register/step1">注册账号</Link>
        <Link to="/forget/step1">忘记密码</Link>
      </div>
    </div>
  );
}
