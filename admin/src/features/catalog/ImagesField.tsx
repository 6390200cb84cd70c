import { useState } from 'react';
import { Button, Flex, Image, Tag, Tooltip, Typography, Upload } from 'antd';
import { DeleteOutlined, LeftOutlined, LoadingOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { GOODS_IMAGE_MAX, GOODS_IMAGE_MAX_BYTES } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { upload as send } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';

type Img = { id: string; url: string };

/**
 * The goods' photos in display order, the first being the main image: upload (sniffed and size-checked by the server),
 * make one the main image, move one forward, remove. The value is the ordered list the goods is saved with.
 */
export function ImagesField({
  value = [],
  onChange,
  disabled,
  uploadTo = api.goodsConsole.uploadImage,
}: {
  value?: Img[];
  onChange?: (v: Img[]) => void;
  disabled?: boolean;
  /** Where the upload goes: the platform's goods photos, or a merchant's. */
  uploadTo?: typeof api.goodsConsole.uploadImage | typeof api.goodsMerchant.uploadImage;
}) {
  const [busy, setBusy] = useState(false);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange?.(next);
  };
  const upload = async (file: File) => {
    if (file.size > GOODS_IMAGE_MAX_BYTES) {
      feedback.message?.error('图片大小不能超过2MB');
      return;
    }
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('file', file);
      const { data } = await send(uploadTo, fd);
      onChange?.([...value, { id: data.id, url: data.url }]);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Flex wrap gap={8}>
        {value.map((img, i) => (
          <div
            key={img.id}
            data-testid="goods-image"
            style={{ width: 104, border: '1px solid #f0f0f0', borderRadius: 6, padding: 4, position: 'relative' }}
          >
            <Image src={img.url} width={94} height={94} style={{ objectFit: 'contain' }} alt={`商品图片${i + 1}`} />
            {i === 0 ? (
              <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4, margin: 0 }}>
                主图
              </Tag>
            ) : null}
            {disabled ? null : (
              <Flex justify="space-between">
                <Tooltip title="设为主图">
                  <Button type="text" size="small" icon={<StarOutlined />} disabled={i === 0} onClick={() => move(i, 0)} />
                </Tooltip>
                <Tooltip title="前移">
                  <Button type="text" size="small" icon={<LeftOutlined />} disabled={i === 0} onClick={() => move(i, i - 1)} />
                </Tooltip>
                <Tooltip title="删除">
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => onChange?.(value.filter((v) => v.id !== img.id))}
                  />
                </Tooltip>
              </Flex>
            )}
          </div>
        ))}
        {!disabled && value.length < GOODS_IMAGE_MAX ? (
          <Upload
            accept="image/jpeg,image/png,image/webp"
            showUploadList={false}
            listType="picture-card"
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <div>
              {busy ? <LoadingOutlined /> : <PlusOutlined />}
              <div style={{ marginTop: 4 }}>上传图片</div>
            </div>
          </Upload>
        ) : null}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        JPG、PNG或WebP，单张不超过2MB，最多{GOODS_IMAGE_MAX}张；第一张为主图。未上传时前台显示系统生成的示意图。
      </Typography.Text>
    </div>
  );
}
