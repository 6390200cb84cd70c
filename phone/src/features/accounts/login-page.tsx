import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { toast } from '../../lib/feedback';
import { useBack } from '../../lib/navigation';
import { useReleaseBootScreen } from '../../lib/boot-screen';
import { afterLoginPath } from './register/flow';
import styles from './accounts.module.css';

const MISSING = { username: '请输入用户名', password: '请填写密码' } as const;
type Field = keyof typeof MISSING;

/**
 * /login on a phone: account and password, then back to the page that asked (an unfinished registration: to its step).
 * Two fields need no form library: a plain form, its two required messages under their fields. It is where a guest's
 * cart and orders send them, so it loads light (no rc-field-form, the toast on first use).
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useBack('/');
  // Static: the server's drawing of it (core/http/phone-first-screen.ts) goes as soon as the page is there.
  useReleaseBootScreen(true);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const login = useMutation({
    mutationFn: (v: { username: string; password: string }) => call(api.accounts.login, { body: v }),
    onSuccess: async (user) => {
      toast('登录成功', 'success');
      await queryClient.invalidateQueries();
      navigate(afterLoginPath(user.review_status, params.get('redirect')), { replace: true });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const empty = (Object.keys(MISSING) as Field[]).filter((k) => !values[k].trim());
    setMissing(empty);
    if (empty.length === 0 && !login.isPending) login.mutate(values);
  };
  const field = (name: Field, label: string, input: { placeholder: string; type?: string; autoComplete: string }) => (
    <div className={styles.loginRow}>
      <label className={styles.loginLabel} htmlFor={`login-${name}`}>
        {label}
      </label>
      <div className={styles.loginInput}>
        <Input
          id={`login-${name}`}
          {...input}
          clearable
          value={values[name]}
          onChange={(v) => {
            setValues((old) => ({ ...old, [name]: v }));
            if (v.trim()) setMissing((old) => old.filter((k) => k !== name));
          }}
          aria-invalid={missing.includes(name)}
        />
        {missing.includes(name) ? (
          <div className={styles.loginError} role="alert">
            {MISSING[name]}
          </div>
        ) : null}
      </div>
    </div>
  );
  return (
    <div className={styles.page}>
      <NavBar onBack={back}>会员登录</NavBar>
      <h1 className={styles.title}>欢迎登录药采</h1>
      <form onSubmit={submit} noValidate>
        {field('username', '账号', { placeholder: '用户名/手机号', autoComplete: 'username' })}
        {field('password', '密码', { placeholder: '密码', type: 'password', autoComplete: 'current-password' })}
        <div className={styles.loginFooter}>
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            登录
          </Button>
        </div>
      </form>
      <div className={styles.links}>
        <Link to="/register/step1">注册账号</Link>
        <Link to="/forget/step1">忘记密码</Link>
      </div>
    </div>
  );
}
