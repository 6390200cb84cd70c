import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Form, Input, List, Tag, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, phonePageOf, type UserState } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { useBack } from '../../lib/navigation';
import { USER_KEY } from '../../lib/query-client';
import { useUser } from '../../lib/user';
import { AccountCentreRedirect } from './account-centre-redirect';
import { basicText as t } from './centre-text';
import { WechatBind } from './wechat-bind';
import styles from './centre.module.css';

const PHONE_RE = /^1[3-9]\d{9}$/;
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,32}$/;
const REVIEW_COLOR: Record<string, 'success' | 'warning' | 'danger' | 'default'> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
};

/**
 * /basic and /bdwx on a phone, and the account centre's addresses that lead to them (/zhzx, /zhzx_jcxx, /zhzx/{section}):
 * one module, as the desktop's routes/account holds them.
 */
export default function BasicInfoPage() {
  const page = phonePageOf(useLocation().pathname);
  return page === 'accountCentre' || page === 'accountBasic' ? <AccountCentreRedirect /> : <BasicInfo wechatOnly={page === 'wechat'} />;
}

/**
 * 账户信息: the company as reviewed (read only), the business scope, the contact name and phone (a new phone proves
 * itself with an SMS code), the password, and the WeChat binding — which /bdwx (绑定微信) shows alone.
 */
function BasicInfo({ wechatOnly }: { wechatOnly: boolean }) {
  const user = useUser();
  const { pathname } = useLocation();
  const back = useBack(PHONE_PAGES.member);
  useFieldInView();
  if (user.data && user.data.show !== 1) return <Navigate to={`${PHONE_PAGES.login}?redirect=${encodeURIComponent(pathname)}`} replace />;
  const u = user.data?.show === 1 ? user.data : null;
  return (
    <div className={styles.formPage}>
      <NavBar onBack={back}>{wechatOnly ? t.wechatTitle : t.title}</NavBar>
      {!u ? (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      ) : wechatOnly ? (
        <WechatBind user={u} titled={false} />
      ) : (
        <>
          <Company user={u} />
          <Contact user={u} />
          <Password />
          <WechatBind user={u} />
        </>
      )}
    </div>
  );
}

function Company({ user }: { user: UserState }) {
  const scope = useQuery({ queryKey: [...USER_KEY, 'jyfw'], queryFn: () => call(api.centre.jyfw) });
  return (
    <>
      <List header={t.companyInfo} mode="card">
        <List.Item extra={user.company}>{t.company}</List.Item>
        <List.Item extra={user.username}>{t.account}</List.Item>
        <List.Item
          extra={
            <Tag color={REVIEW_COLOR[user.review_status] ?? 'default'} fill="outline">
              {t.reviewBadge[user.review_status] ?? user.review_status}
            </Tag>
          }
        >
          {t.review}
        </List.Item>
        {user.rank && <List.Item extra={user.rank}>{t.rank}</List.Item>}
        {user.address && <List.Item description={user.address}>{t.address}</List.Item>}
      </List>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.scope}</h3>
        <div className={styles.scopes} data-testid="phone-jyfw">
          {scope.data?.scopes.length ? (
            scope.data.scopes.map((s) => (
              <Tag key={s.code} color="success" fill="outline">
                {s.name}
              </Tag>
            ))
          ) : (
            <span className={styles.muted}>{scope.isPending ? '加载中…' : t.scopeEmpty}</span>
          )}
        </div>
      </section>
    </>
  );
}

interface ContactValues {
  name: string;
  phone: string;
  code?: string;
}

/** The User state masks the phone; the form starts from the full one (GET /api/user/phone/{id}). */
function Contact({ user }: { user: UserState }) {
  const phone = useQuery({
    queryKey: [...USER_KEY, 'phone', user.id],
    queryFn: () => call(api.centre.phone, { params: { id: user.id } }),
    staleTime: 0,
  });
  return (
    <>
      <div className={styles.section}>{t.editContact}</div>
      {phone.data ? (
        <ContactForm key={`${user.name}|${phone.data.phone}`} user={user} currentPhone={phone.data.phone} />
      ) : (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      )}
    </>
  );
}

function ContactForm({ user, currentPhone }: { user: UserState; currentPhone: string }) {
  const [form] = Form.useForm<ContactValues>();
  const qc = useQueryClient();
  const phone = (Form.useWatch('phone', form) ?? currentPhone).trim();
  const changed = phone !== currentPhone;
  const save = useMutation({
    mutationFn: (v: ContactValues) =>
      call(api.centre.updateUserInfo, { body: { name: v.name.trim(), phone: v.phone.trim(), code: changed ? v.code : undefined } }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.saved });
      await qc.invalidateQueries({ queryKey: USER_KEY });
    },
  });
  return (
    <Form
      form={form}
      layout="horizontal"
      mode="card"
      initialValues={{ name: user.name, phone: currentPhone }}
      onFinish={(v: ContactValues) => save.mutate(v)}
      footer={
        <div className={styles.formFoot}>
          <Button block type="submit" color="primary" loading={save.isPending}>
            {t.save}
          </Button>
        </div>
      }
      data-testid="phone-basic-contact"
    >
      <Form.Item name="name" label={t.name} rules={[{ required: true, whitespace: true, message: t.nameRequired }]}>
        <Input maxLength={30} clearable autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t.phone}
        required
        help={changed ? t.phoneChangedHint : undefined}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              PHONE_RE.test((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(t.phoneInvalid)),
          },
        ]}
      >
        <Input maxLength={11} type="tel" inputMode="numeric" clearable autoComplete="tel" />
      </Form.Item>
      {changed && (
        <Form.Item name="code" label={t.code} rules={[{ required: true, message: t.codeRequired }]} extra={<SendCode phone={phone} />}>
          <Input placeholder={t.codePlaceholder} maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
      )}
    </Form>
  );
}

/** 获取验证码 for the new phone (purpose change_phone), then a 60-second wait before the next one. */
function SendCode({ phone }: { phone: string }) {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = useMutation({
    mutationFn: () => call(api.accounts.createCode, { body: { phone, purpose: 'change_phone' } }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t.codeSent });
      setLeft(60);
    },
  });
  return (
    <Button
      size="small"
      color="primary"
      fill="outline"
      className={styles.codeButton}
      disabled={left > 0 || !PHONE_RE.test(phone)}
      loading={send.isPending}
      onClick={() => send.mutate()}
    >
      {left > 0 ? t.resendIn(left) : t.sendCode}
    </Button>
  );
}

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

function Password() {
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: (v: PasswordValues) => call(api.centre.changePassword, { body: v }),
    onSuccess: () => {
      Toast.show({ icon: 'success', content: t.passwordChanged });
      form.resetFields();
    },
  });
  return (
    <>
      <div className={styles.section}>{t.passwordTitle}</div>
      <Form
        form={form}
        layout="horizontal"
        mode="card"
        onFinish={(v: PasswordValues) => change.mutate(v)}
        footer={
          <div className={styles.formFoot}>
            <Button block type="submit" color="primary" fill="outline" loading={change.isPending}>
              {t.changePassword}
            </Button>
          </div>
        }
      >
        <Form.Item name="old_password" label={t.oldPassword} rules={[{ required: true, message: t.oldPasswordRequired }]}>
          <Input type="password" maxLength={100} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.newPassword}
          required
          rules={[
            { validator: (_, v: string | undefined) => (PASSWORD_RE.test(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t.passwordRule))) },
          ]}
        >
          <Input type="password" maxLength={32} autoComplete="new-password" placeholder={t.newPasswordPlaceholder} />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t.confirmPassword}
          required
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                v && v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t.confirmMismatch)),
            }),
          ]}
        >
          <Input type="password" maxLength={32} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </>
  );
}
