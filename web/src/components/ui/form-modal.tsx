import { useState, type ReactNode } from 'react';
import { Modal, type ButtonProps } from 'antd';

interface FormModalProps {
  title: ReactNode;
  /** antd's width when not given. */
  width?: number;
  okText?: string;
  okButtonProps?: ButtonProps;
  /** For a dialog kept mounted and shown on demand; otherwise it is open while rendered. */
  open?: boolean;
  onClose: () => void;
  /** What follows a successful submit; closing by default. */
  onDone?: () => void;
  /**
   * What 确定 does: validate, send, tell the member. A thrown error keeps the dialog open — field errors are already on
   * the form and request errors were shown by the request client — and a clean return closes it.
   */
  submit: () => Promise<void>;
  children: ReactNode;
}

/** A dialog around one form: 确定 spins while `submit` runs and closes the dialog when it succeeds. */
export function FormModal({
  title,
  width,
  okText = '确定',
  okButtonProps,
  open = true,
  onClose,
  onDone = onClose,
  submit,
  children,
}: FormModalProps) {
  const [saving, setSaving] = useState(false);
  const ok = async () => {
    setSaving(true);
    try {
      await submit();
      onDone();
    } catch {
      // Shown on the form or by the request client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => void ok()}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={okButtonProps}
      destroyOnHidden
      width={width}
    >
      {children}
    </Modal>
  );
}
