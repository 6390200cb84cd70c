import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Form, Input, InputNumber, Radio, Select, Table } from 'antd';
import { PhotoPicker, type Photo } from '../../../components/ui/photo-picker';
import { AFTER_SALE_KINDS } from '@yaocai/contract';
import { fenToYuan, formatMoney } from '../../../lib/money';
import { fenToYuanInput } from '../../../lib/yuan';
import { requestAfterSale, type AfterSaleKind, type AfterSaleView, type OrderDetail } from '../api/orders';
import { pickedItems, refundAmountError, suggestedRefund } from '../model/after-sale-form';
import { kindTakesItems, kindTakesRefund, RETURN_REASONS, SERVICE_REASONS } from '../model/order-status';
import { ordersText as t } from '../text';
import styles from './orders.module.css';

const MAX_PHOTOS = 6;

interface Values {
  kind: AfterSaleKind;
  reason: string;
  description?: string;
  refund_amount?: string;
}

interface Props {
  order: OrderDetail;
  kinds: readonly AfterSaleKind[];
  initialKind?: AfterSaleKind;
  /** Lines and quantities to start with (a receipt scan's missing boxes), and the description. */
  initialQty?: Record<number, number>;
  initialReason?: string;
  initialDescription?: string;
  onDone: (a: AfterSaleView) => void;
}

/** A return/refund (returnInfo) or after-sales (afterSalesInfo) request: type, reason, lines and quantities, amount, photos. */
export function AfterSaleForm({ order, kinds, initialKind, initialQty, initialReason, initialDescription, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const kind = Form.useWatch('kind', form) ?? initialKind ?? kinds[0];
  const [qty, setQty] = useState<Record<number, number | null>>(initialQty ?? {});
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);

  const picks = pickedItems(qty, order.items);
  const reasons = kindTakesRefund(kind) ? RETURN_REASONS : SERVICE_REASONS;

  const submit = async () => {
    const v = await form.validateFields();
    if (kindTakesItems(v.kind) && picks.length === 0) {
      message.warning(t.pickItems);
      return;
    }
    setSending(true);
    try {
      const created = await requestAfterSale(order.id, {
        kind: v.kind,
        reason: v.reason,
        description: (v.description ?? '').trim(),
        photos: photos.map((p) => p.id),
        items: kindTakesItems(v.kind) ? picks : [],
        refund_amount: kindTakesRefund(v.kind) ? v.refund_amount?.trim() : undefined,
      });
      message.success(t.submitted);
      void qc.invalidateQueries({ queryKey: ['orders'] });
      onDone(created);
    } catch {
      // the request client shows it
    } finally {
      setSending(false);
    }
  };

  const fillSuggested = (nextQty: Record<number, number | null>) => {
    if (!kindTakesRefund(kind)) return;
    const fen = suggestedRefund(pickedItems(nextQty, order.items), order.items, order.refundable);
    form.setFieldValue('refund_amount', fen > 0 ? fenToYuanInput(fen) : undefined);
  };
  const setLine = (id: number, n: number | null) => {
    const next = { ...qty, [id]: n };
    setQty(next);
    fillSuggested(next);
  };

  return (
    <Form
      form={form}
      className={styles.form}
      labelCol={{ flex: '100px' }}
      initialValues={{ kind: initialKind ?? kinds[0], reason: initialReason, description: initialDescription }}
      data-testid="after-sale-form"
    >
      <Form.Item name="kind" label={t.kind} rules={[{ required: true }]}>
        <Radio.Group onChange={() => form.setFieldValue('reason', undefined)}>
          {kinds.map((k) => (
            <Radio key={k} value={k} data-testid={`kind-${k}`}>
              {AFTER_SALE_KINDS[k]}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label=" " colon={false} style={{ marginTop: -16 }}>
        <span className={styles.mutedSmall}>{t.kindHint[kind]}</span>
      </Form.Item>
      <Form.Item name="reason" label={t.reason} rules={[{ required: true, message: t.reasonPlaceholder }]}>
        <Select placeholder={t.reasonPlaceholder} options={reasons.map((r) => ({ value: r, label: r }))} data-testid="after-sale-reason" />
      </Form.Item>
      {kindTakesItems(kind) && (
        <Form.Item label={t.items} required extra={t.itemsHint}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={order.items}
            columns={[
              {
                title: '',
                key: 'pick',
                width: 40,
                render: (_, i) => (
                  <Checkbox
                    checked={(qty[i.id] ?? 0) > 0}
                    onChange={(e) => setLine(i.id, e.target.checked ? i.number : null)}
                    data-testid="after-sale-pick"
                  />
                ),
              },
              {
                title: t.cols.goods,
                key: 'name',
                render: (_, i) => (
                  <span>
                    {i.name}
                    <div className={styles.small}>
                      {i.spec}
                      {'\u3000'}
                      {t.batch}：{i.batch_no || '—'}
                    </div>
                  </span>
                ),
              },
              { title: t.cols.price, dataIndex: 'price', width: 90, render: (v: number) => formatMoney(v) },
              { title: '购买数量', dataIndex: 'number', width: 80 },
              {
                title: t.quantity,
                key: 'qty',
                width: 110,
                render: (_, i) => (
                  <InputNumber size="small" min={0} max={i.number} precision={0} value={qty[i.id] ?? null} onChange={(n) => setLine(i.id, n)} />
                ),
              },
            ]}
          />
        </Form.Item>
      )}
      {kindTakesRefund(kind) && (
        <Form.Item
          name="refund_amount"
          label={t.refundAmount}
          required
          extra={t.refundMax(fenToYuan(order.refundable))}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                const e = refundAmountError(v, order.refundable);
                return e ? Promise.reject(new Error(e)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input prefix="¥" style={{ width: 200 }} placeholder="0.00" data-testid="after-sale-amount" />
        </Form.Item>
      )}
      <Form.Item name="description" label={t.description}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={t.descriptionPlaceholder} />
      </Form.Item>
      <Form.Item label={t.photos} extra={t.photosHint}>
        <div className={styles.photos}>
          <PhotoPicker value={photos} onChange={setPhotos} max={MAX_PHOTOS} onUploading={setUploading} />
        </div>
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Button
          type="primary"
          loading={sending}
          disabled={uploading}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="after-sale-submit"
        >
          {t.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}
