import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, ErrorBlock, Form, Image, Input, Popup, Selector, Stepper, TextArea, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import * as api from '@yaocai/contract/api';
import { AFTER_SALE_KINDS, fenToYuanInput, type OutputOf } from '@yaocai/contract';
import { PhotoUploader, type UploadedPhoto } from '../../components/photo-uploader';
import { call } from '../../lib/api-client';
import { yuan } from '../../lib/money';
import {
  afterSaleHref,
  applyAllowed,
  initialKind,
  KIND_HINTS,
  kindsFor,
  kindTakesItems,
  kindTakesRefund,
  pickedItems,
  refundAmountError,
  RETURN_REASONS,
  SERVICE_REASONS,
  suggestedRefund,
  type AfterSaleKind,
  type ApplyMode,
} from './rules';
import styles from './after-sales.module.css';

type Order = OutputOf<typeof api.orders.detail>;
const MAX_PHOTOS = 6;

/** A request to start from (扫码验收's 少发: kind, reason, lines and quantities, description), as on the desktop. */
export interface ApplyPreset {
  kind: AfterSaleKind;
  reason: string;
  qty: Record<number, number>;
  description: string;
}

/**
 * Applying for a refund, a return or after-sales on the phone: the desktop's address (/order/info/:id?apply=…) opens
 * this full-screen sheet over the order; once filed the buyer lands on the request's own page.
 */
export function ApplySheet({ order, mode, preset, onClose }: { order: Order; mode: ApplyMode; preset?: ApplyPreset; onClose: () => void }) {
  return (
    <Popup visible position="right" onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <NavBar onBack={onClose}>{mode === 'service' ? '申请售后' : '申请退货/退款'}</NavBar>
      <div className={styles.sheetBody} data-testid="phone-after-sale-apply">
        <section className={styles.card}>
          <div className={styles.muted}>订单号 {order.order_no}</div>
          <div className={styles.row}>
            <strong>{order.shop_name}</strong>
            <span>
              实付 <span className="yc-price">{yuan(order.pay_amount)}</span>
            </span>
          </div>
          {order.refunded_amount > 0 && <div className={styles.muted}>已退款 {yuan(order.refunded_amount)}</div>}
        </section>
        {applyAllowed(order, mode) ? (
          <ApplyForm order={order} mode={mode} preset={preset} />
        ) : (
          <ErrorBlock status="default" title="该订单当前不能申请" description="请在订单详情查看订单状态" />
        )}
      </div>
    </Popup>
  );
}

function ApplyForm({ order, mode, preset }: { order: Order; mode: ApplyMode; preset?: ApplyPreset }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const kinds = kindsFor(mode, order.status);
  const [kind, setKind] = useState<AfterSaleKind>(preset && kinds.includes(preset.kind) ? preset.kind : initialKind(mode, kinds));
  const [reason, setReason] = useState<string>(preset?.reason ?? '');
  const [qty, setQty] = useState<Record<number, number | null>>(preset?.qty ?? {});
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState(preset?.description ?? '');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [tried, setTried] = useState(false);

  const reasons = kindTakesRefund(kind) ? RETURN_REASONS : SERVICE_REASONS;
  const picks = pickedItems(qty, order.items);
  const amountError = kindTakesRefund(kind) ? refundAmountError(amount, order.refundable) : null;

  const setLine = (id: number, n: number | null) => {
    const next = { ...qty, [id]: n };
    setQty(next);
    if (kindTakesRefund(kind)) {
      const fen = suggestedRefund(pickedItems(next, order.items), order.items, order.refundable);
      setAmount(fen > 0 ? fenToYuanInput(fen) : '');
    }
  };

  const submit = async () => {
    setTried(true);
    if (!reason) return void Toast.show({ content: '请选择申请原因' });
    if (kindTakesItems(kind) && picks.length === 0) return void Toast.show({ content: '请至少选择一件商品' });
    if (amountError) return void Toast.show({ content: amountError });
    setSending(true);
    try {
      const created = await call(api.orders.requestAfterSale, {
        params: { id: order.id },
        body: {
          kind,
          reason,
          description: description.trim(),
          photos: photos.map((p) => p.id),
          items: kindTakesItems(kind) ? picks : [],
          ...(kindTakesRefund(kind) ? { refund_amount: amount.trim() } : {}),
        },
      });
      Toast.show({ icon: 'success', content: '申请已提交，请等待审核' });
      void qc.invalidateQueries({ queryKey: ['orders'] });
      navigate(afterSaleHref(created), { replace: true });
    } catch {
      // the request client has shown the server's message
    } finally {
      setSending(false);
    }
  };

  return (
    <Form layout="vertical" className={styles.form} data-testid="phone-after-sale-form">
      <Form.Item label="申请类型" required description={KIND_HINTS[kind]}>
        <Selector
          columns={2}
          value={[kind]}
          options={kinds.map((k) => ({ value: k, label: AFTER_SALE_KINDS[k] }))}
          onChange={(v) => {
            if (!v[0]) return;
            setKind(v[0]);
            setReason('');
          }}
        />
      </Form.Item>
      <Form.Item label="申请原因" required>
        <Selector
          columns={2}
          value={reason ? [reason] : []}
          options={reasons.map((r) => ({ value: r, label: r }))}
          onChange={(v) => setReason(v[0] ?? '')}
          data-testid="phone-after-sale-reason"
        />
        {tried && !reason && <div className={styles.error}>请选择申请原因</div>}
      </Form.Item>
      {kindTakesItems(kind) && (
        <Form.Item label="涉及商品" required description="勾选涉及的商品并填写数量">
          {order.items.map((it) => {
            const n = qty[it.id] ?? 0;
            return (
              <div key={it.id} className={styles.line} data-testid="phone-after-sale-line">
                <Checkbox
                  checked={n > 0}
                  onChange={(on) => setLine(it.id, on ? it.number : null)}
                  aria-label={`选择${it.name}`}
                  className={styles.check}
                />
                <Image src={it.image} width={56} height={56} fit="contain" alt={it.name} />
                <div className={styles.lineBody}>
                  <div className={styles.lineName}>{it.name}</div>
                  <div className={styles.muted}>
                    {it.spec} · 批号 {it.batch_no || '—'}
                  </div>
                  <div className={styles.row}>
                    <span className={styles.muted}>
                      {yuan(it.price)} × {it.number}
                    </span>
                    {n > 0 && <Stepper min={1} max={it.number} value={n} onChange={(v) => setLine(it.id, v)} aria-label={`${it.name}申请数量`} />}
                  </div>
                </div>
              </div>
            );
          })}
        </Form.Item>
      )}
      {kindTakesRefund(kind) && (
        <Form.Item label="退款金额" required description={`最多可退 ${yuan(order.refundable)}`}>
          <div className={styles.amount}>
            <span>¥</span>
            <Input
              value={amount}
              onChange={setAmount}
              inputMode="decimal"
              placeholder="0.00"
              data-testid="phone-after-sale-amount"
              onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'center' })}
            />
          </div>
          {tried && amountError && <div className={styles.error}>{amountError}</div>}
        </Form.Item>
      )}
      <Form.Item label="问题描述">
        <TextArea
          value={description}
          onChange={setDescription}
          maxLength={500}
          showCount
          rows={3}
          placeholder="请描述具体问题（500字以内）"
          onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'center' })}
        />
      </Form.Item>
      <Form.Item label="上传凭证" description="拍下破损、批号、效期等，最多6张；照片会自动压缩后上传">
        <PhotoUploader
          value={photos}
          onChange={setPhotos}
          onBusyChange={setUploading}
          maxCount={MAX_PHOTOS}
          camera
          testId="phone-after-sale-photos"
        />
      </Form.Item>
      <div className={styles.submit}>
        {/* A photo still on its way would be left out of the request: 提交 waits for it. */}
        <Button block color="primary" size="large" loading={sending} disabled={uploading} onClick={() => void submit()}>
          {uploading ? '照片上传中…' : '提交申请'}
        </Button>
      </div>
    </Form>
  );
}
