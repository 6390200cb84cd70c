import { useState } from 'react';
import { Button, Card, Empty, Form, Input, Modal, Radio, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatYuan, invoiceReissueBody, ORDER_STATUS, type AdminOrderDetail, type InvoiceView } from '@yaocai/contract';
import { call, fileHref } from '../../lib/api-client';
import { chinaTime } from '../../lib/china-time';
import { saveForm } from '../../lib/save-form';
import { useOrdersApi, useOrdersScope } from './scope';

/**
 * 电子发票 of an order: the valid one and those voided before it, each as a PDF; re-issuing voids the valid one (红冲)
 * and issues a new one with the header given (a corrected title or tax number, 专票 instead of 普票).
 */
export function InvoicesCard({ order, canWrite }: { order: AdminOrderDetail; canWrite: boolean }) {
  const { base } = useOrdersScope();
  const orders = useOrdersApi();
  const key = ['console', 'order-invoices', base, order.id];
  const { data } = useQuery({ queryKey: key, queryFn: ({ signal }) => call(orders.invoices, { params: { id: order.id } }, { signal }) });
  const [open, setOpen] = useState(false);
  const completed = order.status === ORDER_STATUS.completed;
  return (
    <Card
      size="small"
      title="电子发票"
      extra={
        canWrite && completed ? (
          <Button size="small" onClick={() => setOpen(true)} data-testid="invoice-reissue">
            {data?.some((i) => i.status === 1) ? '重开发票' : '开具发票'}
          </Button>
        ) : null
      }
    >
      {data?.length ? (
        <Table<InvoiceView>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data}
          columns={[
            { title: '发票号码', dataIndex: 'invoice_no', width: 200 },
            { title: '类型', dataIndex: 'type_text', width: 200 },
            { title: '抬头 / 税号', key: 'title', render: (_, i) => `${i.title} ${i.tax_no}` },
            { title: '价税合计', dataIndex: 'amount', width: 110, align: 'right', render: (f: number) => formatYuan(f) },
            { title: '开具时间', dataIndex: 'issued_at', width: 150, render: (d: string) => chinaTime(d) },
            {
              title: '状态',
              dataIndex: 'status',
              width: 80,
              render: (s: number, i) => <Tag color={s === 1 ? 'green' : 'default'}>{i.status_text}</Tag>,
            },
            {
              title: 'PDF',
              key: 'pdf',
              width: 70,
              render: (_, i) => (
                <a href={fileHref(orders.invoicePdf, { params: { id: i.id } })} target="_blank" rel="noreferrer">
                  查看
                </a>
              ),
            },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={completed ? '尚未开具发票' : '买家确认收货后自动开具'} />
      )}
      {open ? <ReissueModal order={order} onClose={() => setOpen(false)} queryKey={key} /> : null}
    </Card>
  );
}

function ReissueModal({ order, onClose, queryKey }: { order: AdminOrderDetail; onClose: () => void; queryKey: unknown[] }) {
  const orders = useOrdersApi();
  const [form] = Form.useForm();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = form.getFieldsValue(true) as { type?: number; title?: string; tax_no?: string; reason?: string };
    setBusy(true);
    const saved = await saveForm(form, invoiceReissueBody, orders.reissueInvoice, {
      params: { id: order.id },
      body: { type: v.type ?? '', title: v.title ?? '', tax_no: v.tax_no ?? '', reason: v.reason ?? '' },
    });
    setBusy(false);
    if (saved === null) return;
    await client.invalidateQueries({ queryKey });
    onClose();
  };
  return (
    <Modal open title={`重开发票：${order.order_no}`} okText="确认开具" confirmLoading={busy} onOk={submit} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ type: order.invoice.type ?? 1, title: order.invoice.title, tax_no: order.invoice.tax_no }}>
        <Form.Item name="type" label="发票类型" required>
          <Radio.Group
            options={[
              { value: 1, label: '电子普通发票' },
              { value: 2, label: '电子增值税专用发票' },
            ]}
          />
        </Form.Item>
        <Form.Item name="title" label="发票抬头" required>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="tax_no" label="纳税人识别号" required>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="reason" label="重开原因" required extra="原发票将红冲作废，按当前实付净额（扣除退款）重新开具。">
          <Input.TextArea rows={2} maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
