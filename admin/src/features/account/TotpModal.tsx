import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { totpDisableBody, type OperatorView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { saveForm } from '../../lib/save-form';
import { ME_QUERY_KEY } from '../../lib/session';
import { TotpEnrol } from './TotpEnrol';

/**
 * 双重验证 of the signed-in operator: bind an authenticator app (TotpEnrol), or turn it off with the password and a code.
 * An account that must use it (production, money or member powers) is sent to bind a new one at once when it turns
 * it off (the console's shell sees `totp_required` without `totp`).
 */
export function TotpModal({ op, onClose }: { op: OperatorView; onClose: () => void }) {
  const client = useQueryClient();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const turnedOn = () => {
    client.setQueryData<OperatorView>(ME_QUERY_KEY, { ...op, totp: true });
    setDone('已开启双重验证，下次登录需输入身份验证器中的验证码。');
  };
  const turnOff = async () => {
    setBusy(true);
    const saved = await saveForm(form, totpDisableBody, api.consoleAccount.totpDisable, {
      body: form.getFieldsValue(true) as { password: string; code: string },
    });
    setBusy(false);
    if (saved === null) return;
    client.setQueryData<OperatorView>(ME_QUERY_KEY, { ...op, totp: false });
    if (op.totp_required) onClose();
    else setDone('已关闭双重验证。');
  };

  return (
    <Modal open title="双重验证（身份验证器）" footer={null} width={560} onCancel={onClose}>
      {done ? (
        <Result status="success" title={done} extra={<Button onClick={onClose}>完成</Button>} />
      ) : op.totp ? (
        <Form form={form} layout="vertical" data-testid="totp-disable">
          <Alert type="success" showIcon style={{ marginBottom: 16 }} message="已开启：登录时需输入身份验证器中的6位验证码。" />
          {op.totp_required ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="按平台安全要求，当前账号必须使用双重验证：关闭后需立即绑定新的身份验证器（如更换手机）才能继续使用后台。"
            />
          ) : null}
          <Form.Item name="password" label="当前密码" required>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label="动态验证码" required>
            <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
          </Form.Item>
          <Button danger loading={busy} onClick={turnOff}>
            {op.totp_required ? '关闭并更换身份验证器' : '关闭双重验证'}
          </Button>
        </Form>
      ) : (
        <TotpEnrol onEnrolled={turnedOn} />
      )}
    </Modal>
  );
}
