import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, NoticeBar, Toast } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaToday, type CertificateInput, type RegistrationStatus } from '@yaocai/contract';
import { call } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/query-client';
import { PhotoUploader, type UploadedPhoto } from '../../../components/photo-uploader';
import { STATUS_KEY } from './api';
import { CompanyEditor } from './company-editor';
import { registerPath, type RegisterVariant } from './flow';
import { formErrorHandler } from './form-errors';
import { ExpiryField } from './picker-fields';
import { certificateNumberHint, certificateNumberRule } from './rules';
import { registerText as t } from './text';
import styles from './register.module.css';

interface CertValues {
  number: string;
  expires_on: string | null;
  photos: UploadedPhoto[];
}

/**
 * What step 2 starts with for each required certificate: the newest earlier submission of that kind (the desktop's
 * certificate-defaults.ts), so a member sent back by the reviewer only fixes what was wrong; expired dates are dropped.
 */
function defaultsOf(status: RegistrationStatus, today: string) {
  return status.required_certificates.map(({ kind, name }) => {
    const prev = status.certificates.filter((c) => c.kind === kind && c.status !== 'superseded').sort((a, b) => b.id - a.id)[0];
    const values: CertValues = {
      number: prev?.number ?? '',
      expires_on: prev && prev.expires_on >= today ? prev.expires_on : null,
      photos: prev?.file ? [{ id: prev.file.id, url: prev.file.mime === 'application/pdf' ? '' : prev.file.url, name: `${name}（已上传）` }] : [],
    };
    return { kind, name, values, reason: prev?.status === 'rejected' ? prev.review_reason : '' };
  });
}

/** Step 2: every certificate the company type requires — number, expiry date and its photo from the camera — then to review. */
export function Step2({ status, variant }: { status: RegistrationStatus; variant: RegisterVariant }) {
  const [form] = Form.useForm<{ certificates: CertValues[] }>();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [editing, setEditing] = useState(false);
  const certs = useMemo(() => defaultsOf(status, chinaToday()), [status]);
  const known = certs.flatMap((_, i) => ['number', 'expires_on', 'photos'].map((f) => `certificates.${i}.${f}`));
  const alias = Object.fromEntries(certs.map((_, i) => [`certificates.${i}.upload_id`, `certificates.${i}.photos`]));

  const onFinish = async (v: { certificates: CertValues[] }) => {
    const certificates: CertificateInput[] = certs.map((c, i) => ({
      kind: c.kind as CertificateInput['kind'],
      number: v.certificates[i]!.number.trim().toUpperCase(),
      expires_on: v.certificates[i]!.expires_on!,
      upload_id: v.certificates[i]!.photos[0]!.id,
    }));
    setSubmitting(true);
    try {
      const next = await call(
        api.registration.step2,
        { body: { certificates: certificates.map((c) => ({ ...c })) } },
        { onError: formErrorHandler(form.setFields, known, alias) },
      );
      qc.setQueryData(STATUS_KEY, next);
      await qc.invalidateQueries({ queryKey: USER_KEY });
      Toast.show({ icon: 'success', content: t.step2Done });
      navigate(registerPath(variant, 3));
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <>
      <section className={styles.company} data-testid="phone-register-company">
        <div className={styles.companyHead}>
          <span className={styles.companyTitle}>{t.companyCard}</span>
          <Button size="small" fill="none" color="primary" className={styles.edit} onClick={() => setEditing(true)}>
            {t.editCompany}
          </Button>
        </div>
        <div>{status.company}</div>
        <div className={styles.muted}>
          {status.company_type} · {status.contact_name}
        </div>
        <div className={styles.muted}>{`${status.province}${status.city}${status.district}${status.address}`}</div>
      </section>
      {status.review_status === 'rejected' && status.review_reason && (
        <NoticeBar color="error" wrap content={`${t.previousReason}${status.review_reason}`} data-testid="phone-register-previous-reason" />
      )}
      <p className={styles.intro}>
        {t.step2Intro(status.company_type)}
        {t.photoHint}
      </p>
      <Form
        key={certs.map((c) => c.kind).join()}
        form={form}
        layout="vertical"
        initialValues={{ certificates: certs.map((c) => c.values) }}
        onFinish={(v: { certificates: CertValues[] }) => void onFinish(v)}
        onFinishFailed={({ errorFields }) => {
          const first = errorFields[0];
          if (first?.errors[0]) Toast.show({ icon: 'fail', content: first.errors[0] });
        }}
        data-testid="phone-register-step2"
        footer={
          <Button block type="submit" color="primary" size="large" loading={submitting}>
            {t.submit}
          </Button>
        }
      >
        {certs.map((c, i) => (
          <div key={c.kind} className={styles.cert} data-testid="phone-certificate" data-kind={c.kind}>
            <div className={styles.certHead}>
              <span className={styles.certName}>
                <span className={styles.star}>*</span>
                {c.name}
              </span>
              {c.reason && c.reason !== status.review_reason && <div className={styles.certReason}>{`${t.previousReason}${c.reason}`}</div>}
            </div>
            <Form.Item name={['certificates', i, 'number']} label={t.certNumber} required rules={[certificateNumberRule(c.kind, c.name)]}>
              <Input placeholder={certificateNumberHint(c.kind, c.name)} maxLength={50} clearable data-testid="phone-cert-number" />
            </Form.Item>
            <Form.Item name={['certificates', i, 'expires_on']} label={t.certExpiry} rules={[{ required: true, message: t.certExpiryRequired }]}>
              <ExpiryField testId="phone-cert-expiry" />
            </Form.Item>
            <Form.Item
              name={['certificates', i, 'photos']}
              label={t.certFile}
              rules={[{ required: true, type: 'array', min: 1, message: t.certFileRequired }]}
            >
              <PhotoUploader camera testId="phone-cert-photo" />
            </Form.Item>
          </div>
        ))}
      </Form>
      <CompanyEditor status={status} open={editing} onClose={() => setEditing(false)} />
    </>
  );
}
