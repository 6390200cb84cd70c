import type { ReactNode } from 'react';
import { Input } from 'antd';
import type { ModalFuncProps } from 'antd';
import { feedback } from '../lib/feedback';

export interface ReasonPrompt {
  title: string;
  okText: string;
  placeholder: string;
  /** Gets the text trimmed; the dialog stays open (its button busy) until the promise settles, and on a refusal. */
  onOk: (text: string) => unknown;
  /** What the text answers, shown above it (a member's feedback). */
  context?: ReactNode;
  /** A refusal (the default) has a red button; a reply does not. */
  danger?: boolean;
  rows?: number;
  maxLength?: number;
  showCount?: boolean;
  width?: number;
}

/**
 * The confirm dialog that asks a review queue's operator for a text the other side reads — a refusal's reason, a
 * reply. The text box is uncontrolled (the dialog is not a component that re-renders), so its value is kept here.
 */
export function reasonConfirm(p: ReasonPrompt): ModalFuncProps {
  let text = '';
  const box = (
    <Input.TextArea
      rows={p.rows ?? 3}
      maxLength={p.maxLength ?? 200}
      showCount={p.showCount}
      placeholder={p.placeholder}
      onChange={(e) => (text = e.target.value)}
    />
  );
  return {
    title: p.title,
    ...(p.width ? { width: p.width } : {}),
    ...(p.context === undefined ? {} : { icon: null }),
    content:
      p.context === undefined ? (
        box
      ) : (
        <>
          {p.context}
          {box}
        </>
      ),
    okText: p.okText,
    ...(p.danger === false ? {} : { okButtonProps: { danger: true } }),
    onOk: () => p.onOk(text.trim()),
  };
}

/** Opens the reason dialog on the console's mounted <App>. */
export const askReason = (p: ReasonPrompt) => void feedback.modal?.confirm(reasonConfirm(p));
