import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { chinaToday, type CertificateKind } from '@yaocai/contract';
import { PhotoUploader, type UploadedPhoto } from '../../components/photo-uploader';
import { call } from '../../lib/api-client';
import { useFieldInView } from '../../lib/keyboard';
import { USER_KEY } from '../../lib/query-client';
import { certificateNumberError, certificateNumberHint } from './certificate-number';
import { certificatesText as t } from './centre-text';
import styles from './centre.module.css';

interface Values {
  number: string;
  expires_on: Date | null;
  photos: UploadedPhoto[];
}

/** A picker date as the China day it shows (the picker's digits are the day the buyer picked, wherever the phone is). */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** China's today as a picker date (its digits), the earliest expiry a renewal may have. */
function chinaTodayDate(): Date {
  const [y, m, d] = chinaToday().split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/** 更新证件: a new certificate of one kind — number, expiry, a photo from the camera — goes to review (the desktop's endpoint). */
export function RenewForm({ kind, name, onBack, onDone }: { kind: string; name: string; onBack: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  useFieldInView();
  const today = chinaTodayDate();
  const max = new Date(today.getFullYear() + 30, 11, 31);

  const submit = useMutation({
    mutationFn: (v: Values) =>
      call(api.centre.renew, {
        body: { kind: kind as CertificateKind, number: v.number.trim().toUpperCase(), expires_on: dayOf(v.expires_on!), upload_id: v.photos[0]!.id },
      }),
    onSuccess: async () => {
      Toast.show({ icon: 'success', content: t.renewSubmitted });
      await qc.invalidateQueries({ queryKey: USER_KEY });
      onDone();
    },
  });

  return (
    <div className={styles.formPage} data-testid="phone-renew-form">
      <NavBar onBack={onBack}>{t.renewTitle(name)}</NavBar>
      <p className={styles.intro}>{t.renewIntro}</p>
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={{ number: '', expires_on: null, photos: [] }}
        onFinish={(v: Values) => submit.mutate(v)}
        footer={
          <div className={styles.footer}>
            <Button block type="submit" color="primary" size="large" loading={submit.isPending}>
              {t.submit}
            </Button>
          </div>
        }
      >
        <Form.Item
          name="photos"
          label={t.file}
          required
          rules={[{ validator: (_, v: UploadedPhoto[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(t.fileRequired))) }]}
        >
          <PhotoUploader camera maxCount={1} testId="phone-renew-photo" />
        </Form.Item>
        <Form.Item
          name="number"
          label={t.certNumber}
          required
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const error = certificateNumberError(kind, name, v ?? '');
                return error ? Promise.reject(new Error(error)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input placeholder={certificateNumberHint(kind, name)} maxLength={50} clearable autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="expires_on"
          label={t.certExpiry}
          trigger="onConfirm"
          rules={[{ required: true, message: t.expiryRequired }]}
          onClick={(_, picker: { current: { open: () => void } | null }) => picker.current?.open()}
          arrow
        >
          <DatePicker min={today} max={max} title={t.certExpiry} cancelText="取消" confirmText="确定">
            {(value) => (
              <span className={value ? styles.pickedValue : styles.placeholder} data-testid="phone-renew-expiry">
                {value ? dayOf(value) : t.pickDate}
              </span>
            )}
          </DatePicker>
        </Form.Item>
      </Form>
    </div>
  );
}
