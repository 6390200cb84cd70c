import { useState } from 'react';
import { App, Button, Upload } from 'antd';
import { CheckCircleFilled, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_ACCEPT, uploadFile } from '../api/uploads';
import { uploadFileError } from '../model/certificate-rules';
import { registerText as t } from '../text';
import styles from './certificate-upload.module.css';

/** An uploaded certificate file as the form keeps it: the id step 2 / renew send, and what the member sees. */
export interface UploadedFile {
  id: string;
  name: string;
  url?: string;
}

interface Props {
  value?: UploadedFile | null;
  onChange?: (value: UploadedFile | null) => void;
  id?: string;
  testId?: string;
}

/**
 * One certificate file: JPEG, PNG, WebP or PDF up to 5 MB, checked here first, then POST /api/uploads (which sniffs
 * the content). The file name shows once stored; a refusal from the server shows its message.
 */
export function CertificateUpload({ value, onChange, id, testId = 'register-upload' }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const beforeUpload = (file: File) => {
    const error = uploadFileError(file);
    if (error) {
      message.error(error);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const send = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(file, (err) => {
        if (err.kind !== 'http' || err.code >= 500 || err.isLoginRequired) return false;
        message.error(err.firstFieldError);
        return true;
      });
      onChange?.({ id: stored.id, name: stored.name || file.name, url: stored.url });
    } catch {
      // shown above or by the common handler
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className={styles.upload} data-testid={testId} id={id}>
      <Upload
        accept={UPLOAD_ACCEPT}
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => void send(file as File)}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {uploading ? t.uploading : value ? t.reupload : t.upload}
        </Button>
      </Upload>
      {value && (
        <span className={styles.file} data-testid="upload-file-name">
          <PaperClipOutlined />
          {value.url ? (
            <a href={value.url} target="_blank" rel="noreferrer" title={t.viewFile}>
              {value.name}
            </a>
          ) : (
            <span>{value.name}</span>
          )}
          <CheckCircleFilled className={styles.ok} />
        </span>
      )}
    </div>
  );
}
