import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button, Form, Input, Result, Steps } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { formErrorHandler } from '../../../lib/form-errors';
import { confirmRules, passwordRules, phoneRules } from '../../../lib/form-rules';
import { forgetReset, forgetVerify } from '../api/registration';
import { SmsCodeField } from '../components/sms-code-button';
import { forgetText as t, registerText } from '../text';
import styles from '../components/register/register.module.css';

function VerifyPhone() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: { phone: string; code: string }) => {
    setBusy(true);
    try {
      await forgetVerify(v, formErrorHandler(form.setFields, ['phone', 'code']));
      navigate('/forget/step2');
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      className={styles.narrow}
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: '1' }}
      onFinish={onFinish}
      data-testid="forget-step1-form"
    >
      <Form.Item name="phone" label={t.phone} rules={phoneRules}>
        <Input placeholder="注册时使用的手机号" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <SmsCodeField form={form} purpose="forget" label={t.code} testId="forget-send-code" />
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t.next}
        </Button>
      </Form.Item>
    </Form>
  );
}

function NewPassword() {
  const [form] = Form.useForm<{ password: string; password_confirmation: string }>();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onFinish = async (v: { password: string; password_confirmation: string }) => {
    setBusy(true);
    try {
      await forgetReset(v, formErrorHandler(form.setFields, ['password', 'password_confirmation']));
      // Step 3 states a reset only when one just happened (navigation state), never when opened directly.
      navigate('/forget/step3', { replace: true, state: { reset: true } });
    } catch {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      className={styles.narrow}
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: '1' }}
      onFinish={onFinish}
      data-testid="forget-step2-form"
    >
      <Form.Item name="password" label={t.newPassword} rules={passwordRules} hasFeedback>
        <Input.Password placeholder={registerText.passwordPlaceholder} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t.confirm} dependencies={['password']} rules={confirmRules('password')} hasFeedback>
        <Input.Password placeholder={registerText.confirmPlaceholder} maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t.submit}
        </Button>
      </Form.Item>
      <p className={styles.hint}>
        <Link to="/forget/step1">{t.reverify}</Link>
      </p>
    </Form>
  );
}

/** /forget/step1 (phone + code) → /forget/step2 (new password, within 10 minutes) → /forget/step3 (done). */
export function ForgetTemplate({ step }: { step: 1 | 2 | 3 }) {
  const location = useLocation();
  const reset = (location.state as { reset?: boolean } | null)?.reset === true;
  if (step === 3 && !reset) return <Navigate to="/forget/step1" replace />;
  return (
    <PageContainer className={styles.page}>
      <Steps className={styles.steps} current={step - 1} items={t.steps.map((title) => ({ title }))} />
      <div className={styles.body}>
        {step === 1 && <VerifyPhone />}
        {step === 2 && <NewPassword />}
        {step === 3 && (
          <Result
            status="success"
            title={t.done}
            subTitle={t.doneSub}
            extra={
              <Link to="/login">
                <Button type="primary">{t.toLogin}</Button>
              </Link>
            }
          />
        )}
      </div>
    </PageContainer>
  );
}
