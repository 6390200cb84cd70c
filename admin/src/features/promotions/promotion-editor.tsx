import type { ReactNode } from 'react';
import { Alert, Button, DatePicker, Divider, Flex, Form, InputNumber, Space, Typography } from 'antd';
import { chinaMinuteItemProps } from '../../lib/china-time';

/**
 * The 试算 row of a promotion form: a sample quantity (form field `sample`, still editable when the form is read only)
 * priced with the unsaved rule by the cart's own rules. Its outcome follows the form (`PreviewOutcome`).
 */
export function PreviewSample(props: { title: string; intro?: ReactNode; unit: string; max: number; testId: string; onRun: () => void }) {
  return (
    <>
      <Divider titlePlacement="start">{props.title}</Divider>
      {props.intro ? <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph> : null}
      <Space align="start" style={{ marginBottom: 12 }}>
        <Form.Item name="sample" noStyle>
          <InputNumber
            min={1}
            max={props.max}
            precision={0}
            addonBefore={`购买${props.unit}`}
            style={{ width: 200 }}
            disabled={false}
            aria-label={`试算购买${props.unit}`}
          />
        </Form.Item>
        <Button onClick={props.onRun} disabled={false} data-testid={props.testId}>
          试算
        </Button>
      </Space>
    </>
  );
}

/** What a 试算 gave: the first refusal, or the priced sample. */
export function PreviewOutcome({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {children}
    </>
  );
}

const MINUTE = 'YYYY-MM-DD HH:mm';

/**
 * A promotion's start and end (fields `starts_at`, `ends_at`), to the minute in Beijing time. `beijing` says so in the
 * labels; `startsExtra` explains the start under it.
 */
export function WindowFields(props: { beijing?: boolean; startsExtra?: string; pickerWidth?: number }) {
  const zone = props.beijing ? '（北京时间）' : '';
  const style = props.pickerWidth ? { width: props.pickerWidth } : undefined;
  return (
    <Flex gap={16}>
      <Form.Item name="starts_at" label={`开始时间${zone}`} required extra={props.startsExtra} {...chinaMinuteItemProps}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={style} />
      </Form.Item>
      <Form.Item name="ends_at" label={`结束时间${zone}`} required {...chinaMinuteItemProps}>
        <DatePicker showTime={{ format: 'HH:mm' }} format={MINUTE} style={style} />
      </Form.Item>
    </Flex>
  );
}
