import { useState } from 'react';
import { Form, Input, Modal } from 'antd';

/**
 * A refusal with a reason the other side reads (a merchant's goods or 秒杀, a member's licences): the reason is required
 * (2–200 characters) before the danger button enables. `onOk` gets it trimmed; the dialog starts empty each time.
 */
export function ReasonModal(props: {
  open: boolean;
  title: string;
  okText: string;
  label: string;
  placeholder: string;
  busy?: boolean;
  onOk: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ danger: true, disabled: reason.trim().length < 2, loading: props.busy }}
      onOk={() => props.onOk(reason.trim())}
      onCancel={props.onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={props.label} required>
          <Input.TextArea
            rows={3}
            maxLength={200}
            showCount
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder={props.placeholder}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
