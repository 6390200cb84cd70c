import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DotLoading, Image, NoticeBar } from 'antd-mobile';
import { yuan } from '../../lib/money';
import type { OnlinePayment, PaymentStatus } from './api';
import { payText as t } from './text';
import styles from './payments.module.css';

/** Asks `check` every 2 s while the payment waits; `onPaid` once when it turns paid. */
export function usePaymentStatus(no: string, check: (no: string) => Promise<PaymentStatus>, onPaid: (s: PaymentStatus) => void) {
  const q = useQuery({
    queryKey: ['money', 'payment', no],
    queryFn: () => check(no),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 0 ? false : 2000),
    staleTime: 0,
    gcTime: 0,
  });
  const fired = useRef(false);
  const latest = useRef(onPaid);
  useEffect(() => {
    latest.current = onPaid;
  });
  useEffect(() => {
    if (q.data?.status === 1 && !fired.current) {
      fired.current = true;
      latest.current(q.data);
    }
  }, [q.data]);
  return q.data;
}

/**
 * A payment waiting at the provider: its amount and QR code (another phone scans it), 打开支付页面 for paying on this
 * phone (the provider's H5 page; the buyer comes back with the browser's back), and the state as the server knows it.
 */
export function OnlinePaymentPanel({
  payment,
  status,
  title = t.scanTitle,
}: {
  payment: OnlinePayment;
  status: PaymentStatus | undefined;
  title?: string;
}) {
  const closed = status?.status === 2;
  return (
    <section className={styles.qr} data-testid="phone-online-payment" data-payment-no={payment.payment_no}>
      <div className={styles.qrTitle}>{title}</div>
      <div className={`yc-price ${styles.qrAmount}`}>{yuan(payment.amount)}</div>
      <Image src={payment.qr_image} width={200} height={200} alt="支付二维码" />
      {closed ? (
        <NoticeBar content={t.closed} color="alert" wrap />
      ) : (
        <div className={styles.muted}>
          <DotLoading color="currentColor" /> {t.waiting}
        </div>
      )}
      <div className={styles.muted}>{t.payHint}</div>
      {payment.pay_url && !closed && (
        <Button block color="primary" onClick={() => location.assign(payment.pay_url!)}>
          {t.openPayPage}
        </Button>
      )}
      <div className={styles.muted}>
        {t.provider(payment.provider)}
        <br />
        {t.paymentNo}：{payment.payment_no}
      </div>
    </section>
  );
}
