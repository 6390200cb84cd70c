import { useState } from 'react';
import { Button, Flex, Image, Input, Upload } from 'antd';
import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { SITE_IMAGE_MAX_BYTES } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { upload as send } from '../lib/api-client';
import { feedback } from '../lib/feedback';

/**
 * One picture of a banner, ad or link: upload (the server sniffs it and keeps it under a random name) or paste the
 * address of one already on the site; the preview shows what the storefront will show.
 */
export function PictureField({
  value,
  onChange,
  disabled,
  height = 64,
  uploadTo = api.siteConsole.uploadImage,
}: {
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
  height?: number;
  /** Where the upload goes: the site's pictures, or a merchant's (its goods photos' store). */
  uploadTo?: typeof api.siteConsole.uploadImage | typeof api.goodsMerchant.uploadImage;
}) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    if (file.size > SITE_IMAGE_MAX_BYTES) {
      feedback.message?.error('图片大小不能超过2MB');
      return;
    }
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('file', file);
      const { data, msg } = await send(uploadTo, fd);
      feedback.message?.success(msg);
      onChange?.(data.url);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={12} align="center">
      {value ? <Image src={value} alt="预览" height={height} style={{ maxWidth: 360, objectFit: 'contain', background: '#fafafa' }} /> : null}
      <Flex vertical gap={8} style={{ flex: 1 }}>
        <Input value={value} disabled={disabled} placeholder="/media/… 或 https://…" onChange={(e) => onChange?.(e.target.value)} />
        {/* A role that may not change it sees the picture and its address, not an upload it would be refused. */}
        {disabled ? null : (
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={busy ? <LoadingOutlined /> : <UploadOutlined />} disabled={busy}>
              上传图片（JPG/PNG/WebP，≤2MB）
            </Button>
          </Upload>
        )}
      </Flex>
    </Flex>
  );
}
