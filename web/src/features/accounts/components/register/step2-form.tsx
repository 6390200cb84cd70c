import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, DatePicker, Descriptions, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CertificateInput, RegistrationStatus } from '@yaocai/contract';
import { chinaToday } from '@yaocai/contract';
import { formErrorHandler } from '../../../../lib/form-errors';
import { registerStep2 } from '../../api/registration';
import { certificateDefaults } from '../../model/certificate-defaults';
import { certificateNumberHint, certificateNumberRule } from '../../model/certificate-rules';
import { registerPath, type RegisterVariant } from '../../model/register-flow';
import { registerText as t } from '../../text';
import { CertificateUpload, type UploadedFile } from '../certificate-upload';
import { CompanyEditModal } from './company-edit-modal';
import styles from './register.module.css';
import { USER_QUERY_KEY } from '../../../../lib/query-keys';
import { beforeChinaToday, chinaPickerValue, pickedChinaDay } from '@yaocai/contract/china-picker';

interface CertValues {
  kind: string;
  number: string;
  expires_on: Dayjs | null;
  upload_id: UploadedFile | null;
}

/** Step 2: every certificate the company type requires (number, expiry, file), then to review. */
export function Step2Form({ status, variant }: { status: RegistrationStatus; variant: RegisterVariant }) {
  const [form] = Form.useForm<{ certificates: CertValues[] }>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [editing, setEditing] = useState(false);
  const required = status.required_certificates;
  const defaults = useMemo(() => certificateDefaults(required, status.certificates, chinaToday()), [required, status.certificates]);
  const known = required.flatMap((_, i) => ['number', 'expires_on', 'upload_id'].map((f) => `certificates.${i}.${f}`));

  const onFinish = async (v: { certificates: CertValues[] }) => {
    const certificates: CertificateInput[] = required.map((c, i) => ({
      kind: c.kind as CertificateInput['kind'],
      number: v.certificates[i].number.trim().toUpperCase(),
      expires_on: pickedChinaDay(v.certificates[i].expires_on)!,
      upload_id: v.certificates[i].upload_id!.id,
    }));
    setSubmitting(true);
    try {
      const next = await registerStep2(certificates, formErrorHandler(form.setFields, known));
      qc.setQueryData(['register', 'status'], next);
      await qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
      message.success(t.step2Done);
      navigate(registerPath(variant, 3));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <>
      <Descriptions
        className={styles.company}
        size="small"
        column={2}
        title={t.companyCard}
        extra={
          <Button type="link" onClick={() => setEditing(true)}>
            {t.editCompany}
          </Button>
        }
        items={[
          { key: 'company', label: t.company, children: status.company },
          { key: 'type', label: t.companyType, children: status.company_type },
          { key: 'contact', label: t.contact, children: status.contact_name },
          { key: 'addr', label: t.address, children: `${status.province}${status.city}${status.district}${status.address}` },
        ]}
      />
      {status.review_status === 'rejected' && status.review_reason && (
        <Alert className={styles.notice} type="error" showIcon title={`${t.previousReason}${status.review_reason}`} />
      )}
      <p className={styles.intro}>{t.step2Intro(status.company_type)}</p>
      <Form
        key={required.map((c) => c.kind).join()}
        form={form}
        layout="vertical"
        onFinish={onFinish}
        scrollToFirstError
        initialValues={{
          certificates: defaults.map((d) => ({
            kind: d.kind,
            number: d.number,
            expires_on: chinaPickerValue(d.expires_on),
            upload_id: d.file,
          })),
        }}
        data-testid="register-step2-form"
      >
        {defaults.map((d, i) => (
          <div key={d.kind} className={styles.cert} data-testid="register-certificate" data-kind={d.kind}>
            <h4 className={styles.certName}>
              <span className={styles.star}>*</span>
              {d.name}
            </h4>
            {d.reason && d.reason !== status.review_reason && <p className={styles.certReason}>{`${t.previousReason}${d.reason}`}</p>}
            <div className={styles.certRow}>
              <Form.Item name={['certificates', i, 'number']} label={t.certNumber} required rules={[certificateNumberRule(d.kind, d.name)]}>
                <Input placeholder={certificateNumberHint(d.kind, d.name)} maxLength={50} data-testid="register-cert-number" />
              </Form.Item>
              <Form.Item name={['certificates', i, 'expires_on']} label={t.certExpiry} rules={[{ required: true, message: t.certExpiryRequired }]}>
                <DatePicker
                  placeholder="YYYY-MM-DD"
                  format="YYYY-MM-DD"
                  disabledDate={beforeChinaToday}
                  className={styles.date}
                  data-testid="register-cert-expiry"
                />
              </Form.Item>
              <Form.Item name={['certificates', i, 'upload_id']} label={t.certFile} rules={[{ required: true, message: t.certFileRequired }]}>
                <CertificateUpload />
              </Form.Item>
            </div>
          </div>
        ))}
        <div className={styles.submitRow}>
          <Button type="primary" size="large" htmlType="submit" loading={submitting} data-testid="register-submit">
            {t.submit}
          </Button>
        </div>
      </Form>
      <CompanyEditModal status={status} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
