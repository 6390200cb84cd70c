import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Checkbox, Form, Input } from 'antd';
import { formErrorHandler } from '../../../../lib/form-errors';
import { confirmRules, passwordRules, phoneRules, requiredRule, usernameRules } from '../../../../lib/form-rules';
import { regionFields } from '../../../../components/ui/region-options';
import { registerStep1, type Step1Payload } from '../../api/registration';
import { registerPath, type RegisterVariant } from '../../model/register-flow';
import { registerText as t } from '../../text';
import { SmsCodeField } from '../sms-code-button';
import { COMPANY_FIELDS, CompanyFields, REGION_ALIAS, type CompanyValues } from './company-fields';
import styles from './register.module.css';
import { USER_QUERY_KEY } from '../../../../lib/query-keys';

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

/** Step 1: phone with SMS code, password, the company; creates the account (awaiting certificates) and signs in. */
export function Step1Form({ variant }: { variant: RegisterVariant }) {
  const [form] = Form.useForm<Step1Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ region, agree: _agree, ...v }: Step1Values) => {
    const body: Step1Payload = {
      ...v,
      ...regionFields(region),
      username: v.username?.trim() || undefined,
      email: v.email?.trim() || '',
      wechat_code: variant === 'wechat' ? v.wechat_code?.trim() : undefined,
      variant,
    };
    setSubmitting(true);
    try {
      const status = await registerStep1(body, formErrorHandler(form.setFields, KNOWN, REGION_ALIAS));
      qc.setQueryData(['register', 'status'], status);
      await qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
      message.success(t.step1Done);
      navigate(registerPath(variant, 2));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      className={styles.form}
      labelCol={{ flex: '110px' }}
      wrapperCol={{ flex: '1' }}
      onFinish={onFinish}
      initialValues={{ wechat_code: params.get('code') ?? undefined }}
      scrollToFirstError
      data-testid="register-step1-form"
    >
      {variant === 'wechat' && (
        <>
          <Alert className={styles.notice} type="info" showIcon title={t.wechatHint} />
          <Form.Item name="wechat_code" label={t.wechatCode} rules={[requiredRule(t.wechatCodeRequired)]}>
            <Input placeholder={t.wechatCodePlaceholder} maxLength={200} />
          </Form.Item>
        </>
      )}
      <h3 className={styles.section}>{t.sectionAccount}</h3>
      <Form.Item name="phone" label={t.phone} rules={phoneRules}>
        <Input placeholder="11位手机号，用于登录和接收通知" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} purpose="register" label={t.code} testId="register-send-code" />
      <Form.Item name="username" label={t.username} rules={usernameRules}>
        <Input placeholder={t.usernamePlaceholder} maxLength={20} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" label={t.password} rules={passwordRules} hasFeedback>
        <Input.Password placeholder={t.passwordPlaceholder} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t.confirm} dependencies={['password']} rules={confirmRules('password')} hasFeedback>
        <Input.Password placeholder={t.confirmPlaceholder} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <h3 className={styles.section}>{t.sectionCompany}</h3>
      <CompanyFields />
      <Form.Item
        name="agree"
        valuePropName="checked"
        wrapperCol={{ offset: 0 }}
        className={styles.agree}
        rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t.agreeRequired))) }]}
      >
        <Checkbox data-testid="register-agree">
          {t.agree}
          <Link to="/help/fwbz/yhxy" target="_blank">
            {t.userAgreement}
          </Link>
          <Link to="/privacy" target="_blank">
            {t.privacy}
          </Link>
        </Checkbox>
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" size="large" htmlType="submit" loading={submitting} data-testid="register-submit">
          {t.next}
        </Button>
        <span className={styles.login}>
          {t.haveAccount}
          <Link to="/login">{t.goLogin}</Link>
        </span>
      </div>
    </Form>
  );
}
