import { useState } from 'react';
import { AutoComplete, Form, Image, Input, InputNumber, Modal, Radio, Table, Typography } from 'antd';
import { fenToYuanInput, formatYuan, paysBack, readTraceCode, splitTraceCodes, type AdminOrderDetail, type AfterSaleView } from '@yaocai/contract';
import * as api from '@yaocai/contract/api';
import { callEnvelope, type ApiError } from '../../lib/api-client';
import { feedback } from '../../lib/feedback';
import { useOrdersApi, useOrdersScope } from './scope';

const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', '中国邮政EMS', '德邦快递', '九州通医药物流', '国药物流'];

export interface ActionProps {
  onClose: () => void;
  onDone: () => Promise<unknown>;
}

/** Runs a console write: the server's field errors go beside the fields, success closes the dialog. */
export function useSubmit(form: ReturnType<typeof Form.useForm>[0], props: ActionProps) {
  const [busy, setBusy] = useState(false);
  /** `request`: the action's call, with `onError` putting the server's field errors beside the form's fields. */
  const run = async (request: (onError: (e: ApiError) => boolean) => Promise<{ msg: string }>) => {
    setBusy(true);
    try {
      const { msg } = await request((e) => {
        const fields = Object.entries(e.fieldErrors).map(([name, errors]) => ({ name, errors }));
        if (!fields.length) return false;
        form.setFields(fields);
        return true;
      });
      feedback.message?.success(msg);
      await props.onDone();
      props.onClose();
    } catch {
      // Shown by the form or the request client.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** What a line's 追溯码 field holds so far: how many codes, and the first that is not one (named before sending). */
function codesSummary(text: string): { count: number; problem: string | null } {
  const codes = splitTraceCodes(text);
  for (const c of codes) {
    const r = readTraceCode(c);
    if (!r.ok) return { count: codes.length, problem: r.error };
  }
  return { count: codes.length, problem: null };
}

/**
 * 发货: carrier and tracking number, how many of each line go in this parcel (partial shipments), and each line's
 * 药品追溯码 — a USB scanner types a code and Enter into the line's field, a list can be pasted; a carton's 大码/中码
 * stands for the boxes its packing relation lists. The server checks the boxes against the quantity and the batch.
 */
export function ShipModal({ order, ...props }: ActionProps & { order: AdminOrderDetail }) {
  const [form] = Form.useForm();
  const { busy, run } = useSubmit(form, props);
  const orders = useOrdersApi();
  const open = order.items.filter((i) => i.number > i.shipped_number);
  const [qty, setQty] = useState<Record<number, number>>(Object.fromEntries(open.map((i) => [i.id, i.number - i.shipped_number])));
  const [codes, setCodes] = useState<Record<number, string>>({});
  const submit = (v: { carrier: string; tracking_no: string }) =>
    run((onError) =>
      callEnvelope(
        orders.ship,
        {
          params: { id: order.id },
          body: {
            ...v,
            items: Object.entries(qty)
              .filter(([, n]) => n > 0)
              .map(([id, n]) => ({ order_item_id: Number(id), number: n, ...(codes[Number(id)]?.trim() ? { codes: codes[Number(id)] } : {}) })),
          },
        },
        { onError },
      ),
    );
  return (
    <Modal
      open
      title={`发货：${order.order_no}`}
      width={820}
      okText="确认发货"
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
      onCancel={props.onClose}
    >
      <Form form={form} layout="inline" onFinish={submit} style={{ marginBottom: 16 }}>
        <Form.Item name="carrier" label="物流公司" rules={[{ required: true, message: '请填写物流公司' }]}>
          <AutoComplete options={CARRIERS.map((c) => ({ value: c }))} style={{ width: 200 }} placeholder="选择或输入" />
        </Form.Item>
        <Form.Item name="tracking_no" label="物流单号" rules={[{ required: true, message: '请填写物流单号' }]}>
          <Input style={{ width: 220 }} maxLength={30} />
        </Form.Item>
      </Form>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={open}
        columns={[
          { title: '商品', dataIndex: 'name', ellipsis: true },
          { title: '批号', dataIndex: 'batch_no', width: 100 },
          { title: '效期', dataIndex: 'expiry_date', width: 100 },
          { title: '待发', key: 'left', width: 70, align: 'right', render: (_, i) => i.number - i.shipped_number },
          {
            title: '追溯码',
            key: 'codes',
            width: 110,
            render: (_, i) => {
              const { count, problem } = codesSummary(codes[i.id] ?? '');
              if (problem) return <Typography.Text type="danger">{problem.length > 12 ? '有误，见下方' : problem}</Typography.Text>;
              return count ? `已录入 ${count} 个` : <Typography.Text type="secondary">未录入</Typography.Text>;
            },
          },
          {
            title: '本次发货',
            key: 'qty',
            width: 120,
            render: (_, i) => (
              <InputNumber
                min={0}
                max={i.number - i.shipped_number}
                precision={0}
                value={qty[i.id]}
                onChange={(v) => setQty((q) => ({ ...q, [i.id]: Number(v ?? 0) }))}
                aria-label={`${i.name}本次发货数量`}
              />
            ),
          },
        ]}
        expandable={{
          defaultExpandAllRows: true,
          showExpandColumn: false,
          expandedRowRender: (i) => {
            const { problem } = codesSummary(codes[i.id] ?? '');
            return (
              <div>
                <Input.TextArea
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  value={codes[i.id] ?? ''}
                  onChange={(e) => setCodes((c) => ({ ...c, [i.id]: e.target.value }))}
                  placeholder="用扫码枪逐盒扫描追溯码，或粘贴清单（每行一个；大码、中码代表箱内各盒）"
                  aria-label={`${i.name}的追溯码`}
                  spellCheck={false}
                />
                {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
              </div>
            );
          },
        }}
      />
    </Modal>
  );
}

/** 退款: back to how the order was paid, at most what is still refundable. */
export function RefundModal({ order, ...props }: ActionProps & { order: AdminOrderDetail }) {
  const [form] = Form.useForm();
  const { busy, run } = useSubmit(form, props);
  const orders = useOrdersApi();
  return (
    <Modal
      open
      title={`退款：${order.order_no}`}
      okText="确认退款"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v: { amount: string; reason: string }) =>
          run((onError) => callEnvelope(orders.refund, { params: { id: order.id }, body: v }, { onError }))
        }
        initialValues={{ amount: fenToYuanInput(order.refundable) }}
      >
        <Form.Item
          name="amount"
          label={`退款金额（元，最多 ${formatYuan(order.refundable)}）`}
          rules={[{ required: true, message: '请填写退款金额' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="reason" label="退款原因" rules={[{ required: true, message: '请填写退款原因' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 审核售后: approve (returns and refunds pay back the amount) or refuse with a reason the buyer reads. */
export function DecideAfterSaleModal({ request, ...props }: ActionProps & { request: AfterSaleView }) {
  const [form] = Form.useForm();
  const { busy, run } = useSubmit(form, props);
  const approve = Form.useWatch('approve', form);
  const pays = paysBack(request.kind);
  const { merchant } = useOrdersScope();
  const orders = useOrdersApi();
  return (
    <Modal
      open
      title={`审核售后：${request.kind_text}`}
      okText="提交"
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={props.onClose}
    >
      <p>
        原因：{request.reason}
        {request.description ? `；${request.description}` : ''}
      </p>
      {request.photos.length > 0 ? (
        // The buyer's evidence (uploads are shown to the platform's staff; a merchant's staff read how many there are).
        merchant ? (
          <p>买家上传了{request.photos.length}张凭证</p>
        ) : (
          <Image.PreviewGroup>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }} data-testid="after-sale-photos">
              {request.photos.map((src, i) => (
                <Image key={src} src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt={`凭证${i + 1}`} />
              ))}
            </div>
          </Image.PreviewGroup>
        )
      ) : null}
      <Form
        form={form}
        layout="vertical"
        // The platform decides a request that pays back in the finance area; a merchant's shop decides all of its own.
        onFinish={(v: { approve: number; refund_amount?: string; reason?: string }) =>
          run((onError) => {
            const input = { params: { id: request.id }, body: v };
            return pays && !merchant
              ? callEnvelope(api.ordersConsole.refundAfterSale, input, { onError })
              : callEnvelope(orders.decideAfterSale, input, { onError });
          })
        }
        initialValues={{ approve: 1, refund_amount: pays ? fenToYuanInput(request.refund_amount) : undefined }}
      >
        <Form.Item name="approve" label="审核结果">
          <Radio.Group
            options={[
              { value: 1, label: '同意' },
              { value: 0, label: '拒绝' },
            ]}
          />
        </Form.Item>
        {pays && approve === 1 ? (
          <Form.Item name="refund_amount" label="退款金额（元）" rules={[{ required: true, message: '请填写退款金额' }]}>
            <Input />
          </Form.Item>
        ) : null}
        <Form.Item name="reason" label="审核说明" rules={approve === 0 ? [{ required: true, message: '请填写拒绝原因' }] : []}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
