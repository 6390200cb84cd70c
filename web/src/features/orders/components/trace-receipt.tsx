import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Progress, Table, Tag, Typography } from 'antd';
import * as api from '@yaocai/contract/api';
import type { TraceReceiptView } from '@yaocai/contract';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { call } from '../../../lib/api-client';
import styles from './orders.module.css';

/** What the pharmacy reports as missing from a parcel: the lines with boxes not scanned, and how many. */
export interface MissingBoxes {
  qty: Record<number, number>;
  description: string;
}

/**
 * 扫码验收: the pharmacy scans each box (or a carton's 大码) of a parcel into the field — a USB scanner types the code
 * and Enter — and sends the scans; every line shows how many of its boxes were found, what was scanned that the parcel
 * does not hold is listed, and the boxes still missing can become a 少发 request in one step.
 */
export function TraceReceiptDialog({
  shipmentId,
  onClose,
  onMissing,
}: {
  shipmentId: number;
  onClose: () => void;
  onMissing: (m: MissingBoxes) => void;
}) {
  const progress = useQuery({
    queryKey: ['orders', 'trace-receipt', shipmentId],
    queryFn: () => call(api.trace.receipt, { params: { id: shipmentId } }),
    staleTime: 0,
  });
  const [text, setText] = useState('');
  const [last, setLast] = useState<TraceReceiptView | null>(null);
  const input = useRef<TextAreaRef>(null);
  const scan = useMutation({
    mutationFn: (codes: string) => call(api.trace.scanReceipt, { params: { id: shipmentId }, body: { codes } }),
    onSuccess: (view) => {
      setLast(view);
      setText('');
      void progress.refetch();
      input.current?.focus();
    },
  });
  const view = last ?? progress.data;
  const missing = view?.lines.filter((l) => l.missing.length > 0) ?? [];
  const report = () =>
    onMissing({
      qty: Object.fromEntries(missing.map((l) => [l.order_item_id, l.missing.length])),
      description: `扫码验收少收：${missing.map((l) => `${l.name}${l.missing.length}盒`).join('，')}。未收到的追溯码：${missing
        .flatMap((l) => l.missing)
        .slice(0, 12)
        .join('、')}${missing.flatMap((l) => l.missing).length > 12 ? '等' : ''}`.slice(0, 500),
    });
  return (
    <Modal open width={860} title="扫码验收" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      {view && view.expected === 0 ? (
        <Alert type="info" showIcon title="本次发货未随附追溯码，请按随货同行单核对实物" />
      ) : (
        <>
          <p className={styles.intro}>用扫码枪逐盒扫描药盒上的追溯码（整箱可扫大码），或粘贴清单，每行一个，然后点“核对”。</p>
          <Input.TextArea
            ref={input}
            autoFocus
            autoSize={{ minRows: 3, maxRows: 8 }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="扫描或粘贴追溯码"
            aria-label="扫描的追溯码"
            spellCheck={false}
          />
          <div style={{ margin: '12px 0', display: 'flex', gap: 12, alignItems: 'center' }}>
            <Button type="primary" loading={scan.isPending} disabled={!text.trim()} onClick={() => scan.mutate(text)}>
              核对
            </Button>
            {view && (
              <Progress
                style={{ flex: 1, margin: 0 }}
                percent={view.expected ? Math.round((view.received / view.expected) * 100) : 0}
                format={() => `已收 ${view.received} / ${view.expected} 盒`}
              />
            )}
          </div>
          {last && last.added > 0 && <Alert type="success" showIcon title={`本次核对新增 ${last.added} 盒`} style={{ marginBottom: 12 }} />}
          {view && (
            <Table
              rowKey="order_item_id"
              size="small"
              pagination={false}
              dataSource={view.lines}
              columns={[
                { title: '商品', dataIndex: 'name', ellipsis: true },
                { title: '规格', dataIndex: 'spec', width: 120, ellipsis: true },
                { title: '批号', dataIndex: 'batch_no', width: 110 },
                { title: '发货', dataIndex: 'number', width: 60, align: 'right' },
                { title: '已扫', dataIndex: 'received', width: 60, align: 'right' },
                {
                  title: '状态',
                  key: 'state',
                  width: 110,
                  render: (_, l) => (l.missing.length === 0 ? <Tag color="green">已核对</Tag> : <Tag color="orange">缺 {l.missing.length} 盒</Tag>),
                },
              ]}
            />
          )}
          {last && last.extra.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title="以下扫描不属于本次发货"
              description={
                <ul className={styles.traceExtra}>
                  {last.extra.map((e) => (
                    <li key={e.code}>
                      <Typography.Text code>{e.code}</Typography.Text> {e.reason}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          {missing.length > 0 && view && view.received > 0 && (
            <div style={{ marginTop: 12, textAlign: 'right' }}>
              <Button danger onClick={report}>
                少收货品，申请售后
              </Button>
            </div>
          )}
        </>
      )}
    </Modal>
  );
}
