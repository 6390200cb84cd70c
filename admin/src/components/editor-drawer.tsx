import type { ReactNode } from 'react';
import { Button, Drawer, Space } from 'antd';

/**
 * The drawer a console record is created, edited or viewed in: 取消 and the save button on top, none when it is read
 * only (the role may not change it, or it is over). The page keeps it mounted (`open`) or mounts it when needed.
 */
export function EditorDrawer(props: {
  open?: boolean;
  title: string;
  width: number;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  saveText?: string;
  saveTestId?: string;
  readOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <Drawer
      open={props.open ?? true}
      width={props.width}
      onClose={props.onClose}
      title={props.title}
      extra={
        props.readOnly ? null : (
          <Space>
            <Button onClick={props.onClose}>取消</Button>
            <Button type="primary" loading={props.busy} onClick={props.onSave} data-testid={props.saveTestId}>
              {props.saveText ?? '保存'}
            </Button>
          </Space>
        )
      }
    >
      {props.children}
    </Drawer>
  );
}
