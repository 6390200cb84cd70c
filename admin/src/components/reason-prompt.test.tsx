import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from 'antd';
import { reasonConfirm } from './reason-prompt';

type BoxProps = { onChange: (e: { target: { value: string } }) => void; rows: number; maxLength: number; placeholder: string; showCount?: boolean };

/** The dialog's text box: its content, or the last child of content with a context above it. */
function boxOf(content: unknown): ReactElement<BoxProps> {
  const el = content as ReactElement<{ children?: unknown }>;
  const box = el.type === Input.TextArea ? el : ([el.props.children].flat().at(-1) as ReactElement<BoxProps>);
  expect(isValidElement(box) && box.type === Input.TextArea).toBe(true);
  return box as ReactElement<BoxProps>;
}

describe('the reason dialog of a review queue', () => {
  it('hands the typed reason, trimmed, to its action and waits for it', async () => {
    let settle = () => {};
    const onOk = vi.fn(() => new Promise<void>((r) => (settle = r)));
    const config = reasonConfirm({ title: '驳回控销授权：某药房', okText: '驳回', placeholder: '驳回原因（会员可见，必填）', onOk });
    const box = boxOf(config.content);
    box.props.onChange({ target: { value: '  证照不全  ' } });
    const closing = config.onOk!();
    expect(onOk).toHaveBeenCalledWith('证照不全');
    // The dialog closes when the promise settles (antd keeps its button busy until then).
    let closed = false;
    void Promise.resolve(closing).then(() => (closed = true));
    await Promise.resolve();
    expect(closed).toBe(false);
    settle();
    await closing;
    expect(closed).toBe(true);
  });

  it('is a refusal by default: a red button, a 200-character box of three rows', () => {
    const config = reasonConfirm({ title: '拒绝提现 ¥10.00', okText: '拒绝', placeholder: '拒绝原因（会员可见，必填）', onOk: () => {} });
    expect(config).toMatchObject({ title: '拒绝提现 ¥10.00', okText: '拒绝', okButtonProps: { danger: true } });
    expect(config).not.toHaveProperty('icon');
    expect(boxOf(config.content).props).toMatchObject({ rows: 3, maxLength: 200, placeholder: '拒绝原因（会员可见，必填）' });
  });

  it('asks a reply below what it answers, without the warning icon or a red button', () => {
    const config = reasonConfirm({
      title: '回复 某药房',
      okText: '发送回复',
      placeholder: '回复内容（会员在消息中心可见）',
      context: <p>药品到货太慢</p>,
      danger: false,
      rows: 4,
      maxLength: 500,
      showCount: true,
      width: 560,
      onOk: () => {},
    });
    expect(config).toMatchObject({ width: 560, icon: null });
    expect(config).not.toHaveProperty('okButtonProps');
    const children = [(config.content as ReactElement<{ children: unknown[] }>).props.children].flat();
    expect((children[0] as ReactElement<{ children: string }>).props.children).toBe('药品到货太慢');
    expect(boxOf(config.content).props).toMatchObject({ rows: 4, maxLength: 500, showCount: true });
  });

  it('starts empty each time it opens', () => {
    const onOk = vi.fn();
    const first = reasonConfirm({ title: 't', okText: '驳回', placeholder: 'p', onOk });
    boxOf(first.content).props.onChange({ target: { value: '第一次' } });
    void reasonConfirm({ title: 't', okText: '驳回', placeholder: 'p', onOk }).onOk!();
    expect(onOk).toHaveBeenCalledWith('');
  });
});
