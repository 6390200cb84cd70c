import { Alert, Spin } from 'antd';
import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { formatMoney } from '../../../lib/money';
import type { OnlinePayment, PaymentStatus } from '../api/payments';
import { usePaymentPoll } from '../hooks/use-payment-poll';
import { payText as t } from '../text';
import styles from './payments.module.css';

interface Props {
  payment: OnlinePayment;
  check: (no: string) => Promise<PaymentStatus>;
  onPaid: (s: PaymentStatus) => void;
  /** 扫码支付 / 扫码充值 / 扫码还款 */
  title?: string;
}

/**
 * The provider's QR code (it opens the provider's pay page), the amount, and the state polled every 2 s.
 * A provider with a pay page (the sandbox) can also be paid in this browser.
 */
export function QrPayment({ payment, check, onPaid, title = t.scanTitle }: Props) {
  const status = usePaymentPoll(payment.payment_no, check, onPaid);
  return (
    <div className={styles.qrBox} data-testid="qr-payment" data-payment-no={payment.payment_no}>
      <div className={styles.qrTitle}>{title}</div>
      <div className={styles.qrAmount}>{formatMoney(payment.amount)}</div>
      <div className={styles.qrImageWrap}>
        <img className={styles.qrImage} src={payment.qr_image} alt={t.qrAlt} data-testid="qr-image" />
        {status === 1 && (
          <div className={styles.qrPaid}>
            <CheckCircleFilled /> {t.paid}
          </div>
        )}
      </div>
      {status === 2 ? (
        <Alert type="warning" showIcon title={t.closed} />
      ) : status === 1 ? null : (
        <div className={styles.qrWaiting} data-testid="qr-waiting">
          <Spin indicator={<LoadingOutlined spin />} size="small" /> {t.waiting}
        </div>
      )}
      <div className={styles.qrHint}>{t.scanHint}</div>
      {payment.pay_url && (
        <a className={styles.qrLink} href={payment.pay_url} target="_blank" rel="noreferrer" data-testid="sandbox-link">
          {t.openPayPage(payment.provider)}
        </a>
      )}
      <div className={styles.qrNo}>
        {t.paymentNo}：{payment.payment_no}
      </div>
    </div>
  );
}
