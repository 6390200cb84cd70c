import { useState } from 'react';
import { Alert, Button, Flex, Form, Image, Input, Modal, Result, Steps, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { totpConfirmBody, totpDisableBody, type OperatorView } from '@yaocai/contract';
import { post } from '../../lib/api-client';
import { saveForm } from '../../lib/save-form';
import { ME_QUERY_KEY } from '../../lib/session';

type Offer = { secret: string; uri: string; qr: string };

/**
 * 双重验证 of the signed-in operator: scan a QR code with an authenticator app and confirm with its code (the secret is
 * stored only then), or turn it off with the password and a code.
 */
export function TotpModal({ op, onClose }: { op: OperatorView; onClose: () => void }) {
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    try {
      setOffer((await post<Offer>('/account/totp/setup')).data);
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(false);
    }
  };
  const finish = async (url: string, schema: typeof totpConfirmBody | typeof totpDisableBody, on: boolean) => {
    setBusy(true);
    const saved = await saveForm(form, schema, url, null, form.getFieldsValue(true) as Record<string, string>);
    setBusy(false);
    if (saved === null) return;
    client.setQueryData<OperatorView>(ME_QUERY_KEY, { ...op, totp: on });
    setDone(on ? '已开启双重验证，下次登录需输入身份验证器中的验证码。' : '已关闭双重验证。');
  };

  return (
    <Modal open title="双重验证（身份验证器）" footer={null} width={560} onCancel={onClose}>
      {done ? (
        <Result status="success" title={done} extra={<Button onClick={onClose}>完成</Button>} />
      ) : op.totp ? (
        <Form form={form} layout="vertical" data-testid="totp-disable">
          <Alert type="success" showIcon style={{ marginBottom: 16 }} message="已开启：登录时需输入身份验证器中的6位验证码。" />
          <Form.Item name="password" label="当前密码" required>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label="动态验证码" required>
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button danger loading={busy} onClick={() => finish('/account/totp/disable', totpDisableBody, false)}>
            关闭双重验证
          </Button>
        </Form>
      ) : (
        <>
          <Steps size="small" current={offer ? 1 : 0} style={{ marginBottom: 16 }} items={[{ title: '扫描二维码' }, { title: '输入验证码' }]} />
          {!offer ? (
            <Flex vertical gap={12} align="flex-start">
              <Typography.Paragraph>
                开启后，登录除密码外还需输入手机身份验证器（如 Google Authenticator、Microsoft
                Authenticator、腾讯身份验证器）生成的6位验证码，账号密码泄露也无法登录。
              </Typography.Paragraph>
              <Button type="primary" loading={busy} onClick={start}>
                开始设置
              </Button>
            </Flex>
          ) : (
            <Form form={form} layout="vertical" data-testid="totp-setup">
              <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
                <Image src={offer.qr} alt="双重验证二维码" width={160} height={160} preview={false} />
                <div>
                  <Typography.Paragraph>用身份验证器扫描左侧二维码；无法扫描时手动输入密钥：</Typography.Paragraph>
                  <Typography.Text code copyable data-testid="totp-secret">
                    {offer.secret}
                  </Typography.Text>
                </div>
              </Flex>
              <Form.Item name="code" label="动态验证码" required extra="输入身份验证器中显示的6位数字，确认后开启。">
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
              </Form.Item>
              <Button type="primary" loading={busy} onClick={() => finish('/account/totp/enable', totpConfirmBody, true)}>
                确认开启
              </Button>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
