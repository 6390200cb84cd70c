import { useState } from 'react';
import { Button, Flex, Form, Image, Input, Steps, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { totpConfirmBody, type OutputOf } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { call } from '../../lib/api-client';
import { saveForm } from '../../lib/save-form';

type Offer = OutputOf<typeof api.consoleAccount.totpSetup>;

/**
 * Binding an authenticator app: a secret offered by the server (kept in the session until confirmed), shown as a QR
 * code and as text, then confirmed with the app's 6-digit code. `onEnrolled` once the server has turned it on.
 */
export function TotpEnrol({ onEnrolled, intro }: { onEnrolled: () => void; intro?: React.ReactNode }) {
  const [form] = Form.useForm();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      setOffer(await call(api.consoleAccount.totpSetup));
    } catch {
      // Shown by the request client.
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    setBusy(true);
    const saved = await saveForm(form, totpConfirmBody, api.consoleAccount.totpEnable, {
      body: form.getFieldsValue(true) as { code: string },
    });
    setBusy(false);
    if (saved !== null) onEnrolled();
  };

  return (
    <div data-testid="totp-enrol">
      <Steps size="small" current={offer ? 1 : 0} style={{ marginBottom: 20 }} items={[{ title: '安装验证器' }, { title: '扫码并输入验证码' }]} />
      {!offer ? (
        <Flex vertical gap={12} align="flex-start">
          {intro}
          <Typography.Paragraph style={{ margin: 0 }}>
            在手机上安装身份验证器（如 Google Authenticator、Microsoft
            Authenticator，或微信小程序“腾讯身份验证器”）。开启后，登录时除密码外还需输入验证器生成的6位动态验证码，密码泄露也无法登录。
          </Typography.Paragraph>
          <Button type="primary" icon={<SafetyOutlined />} loading={busy} onClick={start} data-testid="totp-start">
            已安装，显示二维码
          </Button>
        </Flex>
      ) : (
        <Form form={form} layout="vertical" data-testid="totp-setup" onFinish={confirm}>
          <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
            <Image src={offer.qr} alt="双重验证二维码" width={160} height={160} preview={false} />
            <div style={{ minWidth: 0 }}>
              <Typography.Paragraph>用身份验证器扫描左侧二维码；无法扫描时手动输入密钥：</Typography.Paragraph>
              <Typography.Text code copyable data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {offer.secret}
              </Typography.Text>
            </div>
          </Flex>
          <Form.Item name="code" label="动态验证码" required extra="输入身份验证器中“药采运营后台”显示的6位数字，确认后开启。">
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder="6位动态验证码" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="totp-confirm">
            确认开启
          </Button>
        </Form>
      )}
    </div>
  );
}
