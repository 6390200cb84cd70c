import { useQueryClient } from '@tanstack/react-query';
import { App, DatePicker, Form, Input } from 'antd';
import { FormModal } from '../../../../components/ui/form-modal';
import type { Dayjs } from 'dayjs';
import type { CertificateInput } from '@yaocai/contract';
import { formErrorHandler } from '../../../../lib/form-errors';
import { renewCertificate } from '../../api/profile';
import { certificateNumberHint, certificateNumberRule } from '../../model/certificate-rules';
import { centreText as t } from '../../text';
import { CertificateUpload, type UploadedFile } from '../certificate-upload';
import styles from './centre.module.css';
import { USER_QUERY_KEY } from '../../../../lib/query-keys';
import { beforeChinaToday, pickedChinaDay } from '@yaocai/contract/china-picker';

interface Values {
  number: string;
  expires_on: Dayjs | null;
  upload_id: UploadedFile | null;
}

/** /zzzj 更新证件: a new certificate of one kind goes to review; the one in force stays valid until it is approved. */
export function RenewModal({ kind, name, onClose }: { kind: string; name: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const qc = useQueryClient();
  const { message } = App.useApp();

  const submit = async () => {
    const v = await form.validateFields();
    const body: CertificateInput = {
      kind: kind as CertificateInput['kind'],
      number: v.number.trim().toUpperCase(),
      expires_on: pickedChinaDay(v.expires_on)!,
      upload_id: v.upload_id!.id,
    };
    await renewCertificate(body, formErrorHandler(form.setFields, ['number', 'expires_on', 'upload_id']));
    message.success(t.renewSubmitted);
    await qc.invalidateQueries({ queryKey: USER_QUERY_KEY });
  };

  return (
    <FormModal title={t.renewTitle(name)} onClose={onClose} submit={submit} okText={t.submit}>
      <Form form={form} layout="vertical" className={styles.modalForm} data-testid="renew-form">
        <Form.Item name="number" label={t.certNumber} required rules={[certificateNumberRule(kind, name)]}>
          <Input placeholder={certificateNumberHint(kind, name)} maxLength={50} />
        </Form.Item>
        <Form.Item name="expires_on" label={t.certExpiry} rules={[{ required: true, message: '请选择有效期' }]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} disabledDate={beforeChinaToday} />
        </Form.Item>
        <Form.Item name="upload_id" label={t.file} rules={[{ required: true, message: '请上传证件图片或PDF' }]}>
          <CertificateUpload testId="renew-upload" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
