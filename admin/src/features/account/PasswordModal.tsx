import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { changeOwnPasswordBody } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { callEnvelope } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { checkWith } from '../../lib/schema-form';
import { fieldErrorsInto } from '../../lib/save-form';
import { ME_QUERY_KEY } from '../../lib/session';

/** 修改密码: the signed-in account's own password, given the current one; every session ends, so it signs in again. */
export function PasswordModal({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  const navigate = useNavigate();
  const submit = async () => {
    const body = form.getFieldsValue() as Record<string, string>;
    if (body.password !== body.confirm) {
      form.setFields([{ name: 'confirm', errors: ['两次输入的新密码不一致'] }]);
      return;
    }
    const checked = checkWith(changeOwnPasswordBody, body);
    if (!checked.ok) return form.setFields(checked.fields);
    setBusy(true);
    const onError = fieldErrorsInto(form);
    try {
      const { msg } = await callEnvelope(
        api.consoleAccount.changePassword,
        { body: { old_password: body.old_password, password: body.password } },
        { onError },
      );
      feedback.message?.success(msg);
      client.setQueryData(ME_QUERY_KEY, null);
      navigate('/login', { replace: true });
    } catch {
      // Field refusals are shown beside their fields; others by the request client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title="修改密码" okText="确认修改" confirmLoading={busy} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="old_password" label="原密码" required>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码" required extra="8–32位，同时包含字母和数字；修改后需重新登录">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirm" label="确认新密码" required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
