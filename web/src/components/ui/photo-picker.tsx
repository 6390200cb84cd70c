import { useState } from 'react';
import { App, Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { uploadFile } from '../../lib/uploads';

export interface Photo {
  id: string;
  url: string;
  name: string;
}

const MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  value: Photo[];
  onChange: (next: Photo[]) => void;
  max: number;
  /** Tells the form not to submit while a photo is still on its way. */
  onUploading?: (uploading: boolean) => void;
  testId?: string;
}

/** Photos uploaded one by one as they are picked (JPG, PNG, WebP ≤ 5 MB); the form sends their ids. */
export function PhotoPicker({ value, onChange, max, onUploading, testId }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const busy = (b: boolean) => {
    setUploading(b);
    onUploading?.(b);
  };

  const beforeUpload = (file: File) => {
    if (!PHOTO_TYPES.includes(file.type)) message.error('请上传 JPG、PNG 或 WebP 图片');
    else if (file.size > MAX_BYTES) message.error('图片不能超过5MB');
    else if (value.length >= max) message.warning(`最多上传${max}张图片`);
    else {
      busy(true);
      uploadFile(file)
        .then((u) => onChange([...value, { id: u.id, url: u.url, name: u.name || file.name }].slice(0, max)))
        .catch(() => undefined)
        .finally(() => busy(false));
    }
    return Upload.LIST_IGNORE;
  };

  const fileList: UploadFile[] = value.map((p) => ({ uid: p.id, name: p.name, status: 'done', url: p.url, thumbUrl: p.url }));
  return (
    <Upload
      listType="picture-card"
      accept="image/jpeg,image/png,image/webp"
      fileList={fileList}
      beforeUpload={beforeUpload}
      onRemove={(f) => onChange(value.filter((p) => p.id !== f.uid))}
      data-testid={testId}
    >
      {value.length < max && (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 6 }}>{uploading ? '上传中' : '上传'}</div>
        </div>
      )}
    </Upload>
  );
}
