import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Radio, Result, Skeleton } from 'antd';
import { PageContainer } from '../../../components/layout/page-container';
import { formatMoney } from '../../../lib/money';
import { checkoutPreviewQuery, submitOrder } from '../api/checkout';
import { ShortExpiryConfirm } from '../components/short-expiry-confirm';
import { AddressSection } from '../components/address-section';
import { CouponSelect, ShopOrder } from '../components/shop-order';
import { chooseCoupon, parseCouponParam, parseIdList, payHref, pickAddressId } from '../model/checkout-params';
import { checkoutText as t } from '../text';
import styles from '../components/checkout.module.css';
import { CART_QUERY_KEY } from '../../../lib/query-keys';

export interface AddressFormSlot {
  onClose: () => void;
  onSaved: () => void;
}

interface Props {
  /** The address book's form (another feature), rendered by the route: 新增收货地址 in a modal. */
  renderAddressForm: (slot: AddressFormSlot) => ReactNode;
  /** Above the address (the route gives the e-contract banner of the accounts feature). */
  notice?: ReactNode;
}

/**
 * Step 2 (/cart/step2?ids=…&coupon_ids=…): address, the orders per shop as the server priced them, coupons,
 * invoice and remark; 提交订单 sends the preview's idem_key so a double click or a retry places the orders once.
 */
export function CheckoutTemplate({ renderAddressForm, notice }: Props) {
  const [params, setParams] = useSearchParams();
  const ids = parseIdList(params.get('ids'));
  const coupons = parseCouponParam(params.get('coupon_ids'));
  const { data: preview, isPending, isError } = useQuery({ ...checkoutPreviewQuery(ids, coupons), enabled: ids.length > 0 });
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [invoiceType, setInvoiceType] = useState<1 | 2>(1);
  const [remark, setRemark] = useState('');
  const [adding, setAdding] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [acceptShort, setAcceptShort] = useState(false);
  const inFlight = useRef(false);

  if (ids.length === 0 || isError) {
    return (
      <PageContainer className={styles.page}>
        <section className={styles.card}>
          <Result
            status="warning"
            title={ids.length === 0 ? t.missingIds : undefined}
            extra={
              <Link to="/cart">
                <Button type="primary">{t.goCart}</Button>
              </Link>
            }
          />
        </section>
      </PageContainer>
    );
  }
  if (isPending || !preview) {
    return (
      <PageContainer className={styles.page} data-testid="checkout-loading">
        <section className={styles.card}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </section>
      </PageContainer>
    );
  }

  const addressId = pickAddressId(chosenAddress, preview);
  const address = preview.addresses.find((a) => a.id === addressId) ?? null;
  const platformApplied = preview.coupons.find((c) => c.sjly_id === 0);
  // Lines whose batch expires before the member's 最低剩余效期: placed only once the buyer ticks the confirmation.
  const shortDated = preview.shops.flatMap((s) => s.lines).filter((l) => l.goods.short_expiry === 1);

  const setCoupon = (sjlyId: number, memberCouponId: number | null) => {
    const next = chooseCoupon(preview.coupons, sjlyId, memberCouponId);
    setParams(
      (p) => {
        const q = new URLSearchParams(p);
        q.set('coupon_ids', next.join(','));
        return q;
      },
      { replace: true },
    );
  };

  const submit = async () => {
    if (inFlight.current) return;
    if (!addressId) {
      message.warning(t.needAddress);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await submitOrder({
        ids,
        coupons,
        address_id: addressId,
        invoice_type: invoiceType,
        remark: remark.trim(),
        accept_short_expiry: acceptShort ? 1 : 0,
        idem_key: preview.idem_key,
      });
      message.success(t.submitted);
      void qc.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void qc.invalidateQueries({ queryKey: ['orders'] });
      navigate(payHref(result.orders.map((o) => o.id)), { replace: true });
    } catch {
      // the request client shows it (459 goes to /dzht); the same idem_key is kept for a retry
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <PageContainer className={styles.page} data-testid="checkout-page">
      {notice}
      {preview.blocked && <Alert className={styles.blocked} type="warning" showIcon title={preview.blocked} data-testid="checkout-blocked" />}
      <AddressSection addresses={preview.addresses} selected={addressId} onSelect={setChosenAddress} onAdd={() => setAdding(true)} />

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t.goods}</h3>
          <Link to="/cart">{t.backToCart}</Link>
        </div>
        {preview.shops.map((s) => (
          <ShopOrder
            key={s.shop_id}
            shop={s}
            applied={preview.coupons.find((c) => c.sjly_id === s.shop_id)}
            onCoupon={(id) => setCoupon(s.shop_id, id)}
          />
        ))}
        <div className={styles.couponPick}>
          {t.platformCoupon}：
          <CouponSelect options={preview.platform_coupons} applied={platformApplied} onChange={(id) => setCoupon(0, id)} testId="platform-coupon" />
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t.invoice}</h3>
        </div>
        <div className={styles.invoice}>
          <Radio.Group value={invoiceType} onChange={(e) => setInvoiceType(e.target.value as 1 | 2)} data-testid="invoice-type">
            <Radio value={1}>{t.invoiceTypes[1]}</Radio>
            <Radio value={2}>{t.invoiceTypes[2]}</Radio>
          </Radio.Group>
          <div className={styles.invoiceFacts}>
            <span>
              {t.invoiceTitle}：<strong>{preview.invoice.title || '—'}</strong>
            </span>
            <span>
              {t.taxNo}：<strong>{preview.invoice.tax_no || '—'}</strong>
            </span>
          </div>
          <span className={styles.note}>{t.invoiceNote}</span>
        </div>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h3 className={styles.cardTitle}>{t.remark}</h3>
        </div>
        <Input.TextArea
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          maxLength={200}
          showCount
          rows={2}
          placeholder={t.remarkPlaceholder}
          data-testid="order-remark"
        />
      </section>

      <section className={styles.summary} data-testid="checkout-summary">
        <div className={styles.totals}>
          {/* The cart's settle figures plus shipping: goods − 满减 − coupons + 换购 + shipping = 应付. */}
          <span>
            {t.shopCount(preview.shops.length)}
            {'\u3000'}
            {t.totals.goods}：
          </span>
          <span data-testid="checkout-goods">{formatMoney(preview.breakdown.goods_amount)}</span>
          <span>{t.totals.manjian}：</span>
          <span className={styles.minus} data-testid="checkout-reduction">
            −{formatMoney(preview.breakdown.manjian_amount)}
          </span>
          <span>{t.totals.coupon}：</span>
          <span className={styles.minus} data-testid="checkout-coupon">
            −{formatMoney(preview.breakdown.coupon_amount)}
          </span>
          {preview.breakdown.addon_amount > 0 && (
            <>
              <span>{t.totals.addon}：</span>
              <span data-testid="checkout-addon">+{formatMoney(preview.breakdown.addon_amount)}</span>
            </>
          )}
          <span>{t.totals.shipping}：</span>
          <span data-testid="checkout-shipping">+{formatMoney(preview.breakdown.shipping_fee)}</span>
          <span>{t.totals.pay}：</span>
          <span className={styles.totalPay} data-testid="checkout-pay">
            {formatMoney(preview.breakdown.payable)}
          </span>
        </div>
        {address && (
          <div className={styles.deliver}>
            {t.deliverTo}：{address.full_address}
            {'\u3000'}
            {t.receiver}：{address.consignee} {address.phone}
          </div>
        )}
        {shortDated.length > 0 && <ShortExpiryConfirm lines={shortDated} checked={acceptShort} onChange={setAcceptShort} />}
        <div className={styles.submitRow}>
          <Button
            type="primary"
            danger
            className={styles.submit}
            loading={submitting}
            disabled={submitting || !!preview.blocked || !addressId || (shortDated.length > 0 && !acceptShort)}
            onClick={() => void submit()}
            data-testid="submit-order"
          >
            {t.submit}
          </Button>
        </div>
      </section>

      {adding &&
        renderAddressForm({
          onClose: () => setAdding(false),
          onSaved: () => {
            setAdding(false);
            void qc.invalidateQueries({ queryKey: ['checkout'] });
            void qc.invalidateQueries({ queryKey: ['addresses'] });
          },
        })}
    </PageContainer>
  );
}
