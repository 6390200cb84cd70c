import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, NoticeBar, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { call } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/query-client';
import { STATUS_KEY } from './api';
import { registerPath, type RegisterVariant } from './flow';
import { formErrorHandler } from './form-errors';
import { COMPANY_FIELDS, companyBody, CompanyFields, REGION_ALIAS, type CompanyValues } from './company-fields';
import { confirmRules, passwordRules, phoneRules, required, usernameRules } from './rules';
import { SmsCodeField } from './sms-code-field';
import { registerText as t } from './text';
import styles from './register.module.css';

interface Step1Values extends CompanyValues {
  phone: string;
  code: string;
  username?: string;
  password: string;
  password_confirmation: string;
  wechat_code?: string;
  agree: boolean;
}

const KNOWN = ['phone', 'code', 'username', 'password', 'password_confirmation', 'wechat_code', ...COMPANY_FIELDS];

/** Step 1: phone with its SMS code, password, the company and its address; creates the account (signed in) and goes on to step 2. */
export function Step1({ variant }: { variant: RegisterVariant }) {
  const [form] = Form.useForm<Step1Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ agree: _agree, phone, code, username, password, password_confirmation, wechat_code, ...company }: Step1Values) => {
    setSubmitting(true);
    try {
      const status = await call(
        api.registration.step1,
        {
          body: {
            phone,
            code,
            username: username?.trim() || undefined,
            password,
            password_confirmation,
            ...companyBody(company),
            wechat_code: variant === 'wechat' ? wechat_code?.trim() : undefined,
            variant,
          },
        },
        { onError: formErrorHandler(form.setFields, KNOWN, REGION_ALIAS) },
      );
      qc.setQueryData(STATUS_KEY, status);
      await qc.invalidateQueries({ queryKey: USER_KEY });
      Toast.show({ icon: 'success', content: t.step1Done });
      navigate(registerPath(variant, 2));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className={styles.form}
      initialValues={{ wechat_code: params.get('code') ?? undefined, agree: false }}
      onFinish={(v: Step1Values) => void onFinish(v)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0];
        if (first?.errors[0]) Toast.show({ icon: 'fail', content: first.errors[0] });
      }}
      data-testid="phone-register-step1"
      footer={
        <div className={styles.footer}>
          <div className={styles.agree}>
            <Form.Item
              name="agree"
              valuePropName="checked"
              noStyle
              rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t.agreeRequired))) }]}
            >
              <Checkbox data-testid="phone-register-agree">{t.agree}</Checkbox>
            </Form.Item>
            <a href="/help/fwbz/yhxy">{t.userAgreement}</a>
            <a href="/privacy">{t.privacy}</a>
          </div>
          <Button block type="submit" color="primary" size="large" loading={submitting}>
            {t.next}
          </Button>
          <div className={styles.login}>
            {t.haveAccount}
            <Link to="/login">{t.goLogin}</Link>
          </div>
        </div>
      }
    >
      {variant === 'wechat' && (
        <>
          <NoticeBar content={t.wechatHint} color="info" wrap />
          <Form.Item name="wechat_code" label={t.wechatCode} rules={[required(t.wechatCodeRequired)]}>
            <Input placeholder={t.wechatCodePlaceholder} maxLength={200} clearable />
          </Form.Item>
        </>
      )}
      <Form.Header>{t.sectionAccount}</Form.Header>
      <Form.Item name="phone" label={t.phone} rules={phoneRules}>
        <Input placeholder={t.phonePlaceholder} maxLength={11} inputMode="numeric" autoComplete="tel" clearable />
      </Form.Item>
      <SmsCodeField form={form} purpose="register" />
      <Form.Item name="username" label={t.username} rules={usernameRules}>
        <Input placeholder={t.usernamePlaceholder} maxLength={20} autoComplete="username" clearable />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={passwordRules}>
        <Input type="password" placeholder={t.passwordPlaceholder} maxLength={32} autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t.confirm} dependencies={['password']} rules={confirmRules('password')}>
        <Input type="password" placeholder={t.confirmPlaceholder} maxLength={32} autoComplete="new-password" clearable />
      </Form.Item>
      <Form.Header>{t.sectionCompany}</Form.Header>
      <CompanyFields />
    </Form>
  );
}
