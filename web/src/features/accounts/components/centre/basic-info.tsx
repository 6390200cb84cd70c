import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Form, Input, Spin, Tag } from 'antd';
import type { UserState } from '@yaocai/contract';
import { formErrorHandler } from '../../../../lib/form-errors';
import { confirmRules, passwordRules, phoneRules, requiredRule } from '../../../../lib/form-rules';
import { changePassword, fullPhoneQuery, jyfwQuery, updateUserInfo } from '../../api/profile';
import { registerStatusQuery } from '../../api/registration';
import { centreText as t } from '../../text';
import { SmsCodeField } from '../sms-code-button';
import { ReviewBadge } from './review-badge';
import { ShelfLifeForm } from './shelf-life-form';
import styles from './centre.module.css';
import { USER_QUERY_KEY } from '../../../../lib/query-keys';

interface ContactValues {
  name: string;
  phone: string;
  code?: string;
}

/**
 * Contact name and phone (POST updateUserInfo); a new phone proves itself with a code (purpose change_phone). The
 * User state masks the phone, so the form starts from the full one (GET /api/user/phone/{id}).
 */
function ContactForm({ user, currentPhone }: { user: UserState; currentPhone: string }) {
  const [form] = Form.useForm<ContactValues>();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const phone = Form.useWatch('phone', form);
  const phoneChanged = !!phone && phone.trim() !== currentPhone;

  const onFinish = async (v: ContactValues) => {
    setSaving(true);
    try {
      await updateUserInfo(
        { name: v.name.trim(), phone: v.phone.trim(), code: phoneChanged ? v.code : undefined },
        formErrorHandler(form.setFields, ['name', 'phone', 'code']),
      );
      message.success(t.saved);
      form.setFieldValue('code', undefined);
      await qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
    } catch {
      // shown on the form or by the common handler
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      className={styles.form}
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: '1' }}
      initialValues={{ name: user.name, phone: currentPhone }}
      onFinish={onFinish}
      data-testid="basic-form"
    >
      <Form.Item name="name" label={t.name} rules={[requiredRule(t.nameRequired)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phone" label={t.phone} rules={phoneRules} extra={phoneChanged ? t.phoneChangedHint : undefined}>
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      {phoneChanged && <SmsCodeField form={form} purpose="change_phone" label={t.code} />}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.save}
        </Button>
      </Form.Item>
    </Form>
  );
}

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

function PasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const onFinish = async (v: PasswordValues) => {
    setSaving(true);
    try {
      await changePassword(v, formErrorHandler(form.setFields, ['old_password', 'password', 'password_confirmation']));
      message.success(t.passwordChanged);
      form.resetFields();
    } catch {
      // shown on the form or by the common handler
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} className={styles.form} labelCol={{ flex: '100px' }} wrapperCol={{ flex: '1' }} onFinish={onFinish}>
      <Form.Item name="old_password" label={t.oldPassword} rules={[{ required: true, message: t.oldPasswordRequired }]}>
        <Input.Password maxLength={100} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label={t.newPassword} rules={passwordRules}>
        <Input.Password maxLength={32} autoComplete="new-password" placeholder="8–32位，需同时包含字母和数字" />
      </Form.Item>
      <Form.Item name="password_confirmation" label={t.confirmPassword} dependencies={['password']} rules={confirmRules('password')}>
        <Input.Password maxLength={32} autoComplete="new-password" />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button htmlType="submit" loading={saving}>
          {t.changePassword}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** /basic: company details (read only once submitted), contact and phone, business scope, password. */
export function BasicInfo({ user }: { user: UserState }) {
  const { data: status } = useQuery(registerStatusQuery);
  const { data: scope } = useQuery(jyfwQuery);
  const { data: phone } = useQuery(fullPhoneQuery(user.id));
  return (
    <div className={styles.stack} data-testid="basic-info">
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.companyInfo}</h3>
        <Descriptions
          column={2}
          size="small"
          items={[
            { key: 'company', label: t.company, children: user.company },
            { key: 'review', label: '审核状态', children: <ReviewBadge status={user.review_status} /> },
            { key: 'account', label: t.account, children: user.username },
            { key: 'type', label: t.companyType, children: status?.company_type ?? '—' },
            { key: 'region', label: t.region, children: status ? `${status.province} ${status.city} ${status.district}` : '—' },
            { key: 'addr', label: '详细地址', children: status?.address ?? '—' },
            { key: 'email', label: t.email, children: status?.email || '—' },
          ]}
        />
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.scope}</h3>
        <div data-testid="jyfw-list">
          {scope?.scopes.length ? (
            scope.scopes.map((s) => (
              <Tag key={s.code} color="green" className={styles.scopeTag}>
                {s.name}
              </Tag>
            ))
          ) : (
            <span className={styles.muted}>{t.scopeEmpty}</span>
          )}
        </div>
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.editContact}</h3>
        {phone ? <ContactForm key={phone.phone} user={user} currentPhone={phone.phone} /> : <Spin />}
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>采购偏好</h3>
        <ShelfLifeForm user={user} />
      </section>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t.passwordTitle}</h3>
        <PasswordForm />
      </section>
    </div>
  );
}
